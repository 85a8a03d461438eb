import type { Translation } from '../../../messages/translation';
import type {
  emailVerificationMessages,
  emailVerificationMethodMessages,
} from '../emailVerificationMessages';

/** The emailVerification challenge's texts in French (France). */
export const translation = {
  'emailVerification.title': 'Consultez vos e-mails',
  'emailVerification.text':
    'Nous vous avons envoyé un e-mail contenant un lien. Ouvrez-le pour confirmer qu’il s’agit bien de vous\u202f; cette page continuera automatiquement.',
  'emailVerification.textTo':
    'Nous avons envoyé un e-mail contenant un lien à {email}. Ouvrez-le pour confirmer qu’il s’agit bien de vous\u202f; cette page continuera automatiquement.',
  'emailVerification.waiting': 'En attente de l’ouverture du lien reçu par e-mail…',
  'emailVerification.resend': 'Renvoyer l’e-mail',
  'emailVerification.resent':
    'Nous vous avons renvoyé l’e-mail de vérification, veuillez consulter votre boîte de réception',
  'emailVerification.resendFailed':
    'Une erreur s’est produite. Nous nous en occupons, veuillez réessayer plus tard',
  'emailVerification.expiresSoon':
    'Nous cesserons d’attendre l’ouverture du lien dans quelques secondes.',
  'emailVerification.keepWaiting': 'Continuer d’attendre',
  'emailVerification.timedOutTitle': 'Nous avons cessé de vérifier pour l’instant',
  'emailVerification.timedOut':
    'Cette page a cessé de vérifier. Ouvrez le lien dans l’e-mail, puis vérifiez à nouveau.',
  'emailVerification.checkAgain': 'Vérifier à nouveau',
  'challenge.method.EMAIL_VERIFICATION': 'E-mail',
} satisfies Translation<typeof emailVerificationMessages & typeof emailVerificationMethodMessages>;
