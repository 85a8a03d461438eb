import type { Translation } from '../../../messages/translation';
import type { passwordMessages, passwordMethodMessages } from '../passwordMessages';

/** The password challenge's texts in European Spanish. */
export const translation = {
  'password.title': 'Introduce tu contraseña',
  'password.label': 'Contraseña',
  'password.submit': 'Continuar',
  'password.forgot': 'He olvidado mi contraseña',
  'password.approveAnotherWay': 'Aprobar de otra forma',
  'password.checkEmail.title': 'Revisa tu correo electrónico',
  'password.checkEmail.text':
    'Te hemos enviado un correo electrónico con un enlace para restablecer tu contraseña.',
  'password.forgotFailed.title': 'Se ha producido un error',
  'password.forgotFailed.text':
    'No hemos podido enviarte el correo electrónico para restablecer tu contraseña.',
  'password.contactUs': 'Contacta con nosotros',
  'challenge.method.PASSWORD': 'Contraseña',
} satisfies Translation<typeof passwordMessages & typeof passwordMethodMessages>;
