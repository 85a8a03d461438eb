import type { Translation } from '../../../messages/translation';
import type {
  emailCheckpointMessages,
  emailCheckpointMethodMessages,
} from '../emailCheckpointMessages';

/** The emailCheckpoint challenge's texts in French (France). */
export const translation = {
  'emailCheckpoint.title': 'Consultez vos e-mails',
  'emailCheckpoint.text':
    'Nous vous avons envoyé un e-mail pour vérifier qu’il s’agit bien de vous. Ouvrez le lien qu’il contient\u202f; cette page continuera automatiquement.',
  'emailCheckpoint.sending': 'Envoi d’un e-mail en cours…',
  'emailCheckpoint.waiting': 'En attente de l’ouverture du lien reçu par e-mail…',
  'emailCheckpoint.resend': 'Renvoyer l’e-mail',
  'emailCheckpoint.resent': 'Nous vous avons envoyé un autre e-mail.',
  'emailCheckpoint.expiresSoon':
    'Nous cesserons d’attendre l’ouverture du lien dans quelques secondes.',
  'emailCheckpoint.keepWaiting': 'Continuer d’attendre',
  'emailCheckpoint.triggerError': 'Un problème est survenu de notre côté',
  'emailCheckpoint.error.title': 'Une erreur s’est produite',
  'emailCheckpoint.error.text': 'Veuillez essayer de vous reconnecter.',
  'emailCheckpoint.error.done': 'Terminé',
  'challenge.method.EMAIL_CHECKPOINT': 'E-mail',
} satisfies Translation<typeof emailCheckpointMessages & typeof emailCheckpointMethodMessages>;
