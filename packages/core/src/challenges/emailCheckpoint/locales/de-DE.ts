import type { Translation } from '../../../messages/translation';
import type {
  emailCheckpointMessages,
  emailCheckpointMethodMessages,
} from '../emailCheckpointMessages';

/** The emailCheckpoint challenge's texts in German (Germany). */
export const translation = {
  'emailCheckpoint.title': 'Prüfen Sie Ihre E-Mails',
  'emailCheckpoint.text':
    'Wir haben Ihnen eine E-Mail gesendet, um sicherzugehen, dass Sie es wirklich sind. Öffnen Sie den Link darin; diese Seite geht dann von selbst weiter.',
  'emailCheckpoint.sending': 'Wir senden Ihnen eine E-Mail…',
  'emailCheckpoint.waiting': 'Warten, bis Sie den Link in der E-Mail öffnen…',
  'emailCheckpoint.resend': 'E-Mail erneut senden',
  'emailCheckpoint.resent': 'Wir haben Ihnen eine weitere E-Mail gesendet.',
  'emailCheckpoint.expiresSoon':
    'Wir warten nur noch wenige Sekunden darauf, dass Sie den Link öffnen.',
  'emailCheckpoint.keepWaiting': 'Weiter warten',
  'emailCheckpoint.triggerError': 'Bei uns ist ein Problem aufgetreten',
  'emailCheckpoint.error.title': 'Etwas ist schiefgelaufen',
  'emailCheckpoint.error.text': 'Bitte melden Sie sich erneut an.',
  'emailCheckpoint.error.done': 'Fertig',
  'challenge.method.EMAIL_CHECKPOINT': 'E-Mail',
} satisfies Translation<typeof emailCheckpointMessages & typeof emailCheckpointMethodMessages>;
