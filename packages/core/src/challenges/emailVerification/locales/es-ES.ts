import type { Translation } from '../../../messages/translation';
import type {
  emailVerificationMessages,
  emailVerificationMethodMessages,
} from '../emailVerificationMessages';

/** The emailVerification challenge's texts in European Spanish. */
export const translation = {
  'emailVerification.title': 'Revisa tu correo electrónico',
  'emailVerification.text':
    'Te hemos enviado un correo electrónico con un enlace. Ábrelo para confirmar que eres tú y esta página continuará automáticamente.',
  'emailVerification.textTo':
    'Hemos enviado un correo electrónico con un enlace a {email}. Ábrelo para confirmar que eres tú y esta página continuará automáticamente.',
  'emailVerification.waiting': 'Esperando a que abras el enlace del correo electrónico…',
  'emailVerification.resend': 'Reenviar correo electrónico',
  'emailVerification.resent':
    'Te hemos vuelto a enviar el correo electrónico de verificación. Revisa tu bandeja de entrada',
  'emailVerification.resendFailed':
    'Se ha producido un error. Lo estamos revisando. Vuelve a intentarlo más tarde',
  'emailVerification.expiresSoon': 'Dejaremos de esperar a que abras el enlace en unos segundos.',
  'emailVerification.keepWaiting': 'Seguir esperando',
  'emailVerification.timedOutTitle': 'Hemos dejado de comprobarlo por ahora',
  'emailVerification.timedOut':
    'Esta página ha dejado de comprobarlo. Abre el enlace del correo y vuelve a comprobarlo.',
  'emailVerification.checkAgain': 'Volver a comprobar',
  'challenge.method.EMAIL_VERIFICATION': 'Correo electrónico',
} satisfies Translation<typeof emailVerificationMessages & typeof emailVerificationMethodMessages>;
