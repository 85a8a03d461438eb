import type { Translation } from '../../../messages/translation';
import type {
  emailVerificationMessages,
  emailVerificationMethodMessages,
} from '../emailVerificationMessages';

/** The emailVerification challenge's texts in German (Germany). */
export const translation = {
  'emailVerification.title': 'Prüfen Sie Ihre E-Mails',
  'emailVerification.text':
    'Wir haben Ihnen eine E-Mail mit einem Link gesendet. Öffnen Sie ihn, um zu bestätigen, dass Sie es sind; diese Seite geht dann von selbst weiter.',
  'emailVerification.textTo':
    'Wir haben eine E-Mail mit einem Link an {email} gesendet. Öffnen Sie ihn, um zu bestätigen, dass Sie es sind; diese Seite geht dann von selbst weiter.',
  'emailVerification.waiting': 'Warten, bis Sie den Link in der E-Mail öffnen…',
  'emailVerification.resend': 'E-Mail erneut senden',
  'emailVerification.resent':
    'Wir haben Ihnen die Bestätigungs-E-Mail erneut gesendet. Bitte sehen Sie in Ihrem Posteingang nach',
  'emailVerification.resendFailed':
    'Etwas ist schiefgelaufen. Wir kümmern uns darum. Bitte versuchen Sie es später erneut',
  'emailVerification.expiresSoon':
    'In wenigen Sekunden hören wir auf, darauf zu warten, dass Sie den Link öffnen.',
  'emailVerification.keepWaiting': 'Weiter warten',
  'emailVerification.timedOutTitle': 'Wir prüfen vorerst nicht mehr',
  'emailVerification.timedOut':
    'Diese Seite prüft nicht mehr. Öffnen Sie den Link in der E-Mail und prüfen Sie dann erneut.',
  'emailVerification.checkAgain': 'Erneut prüfen',
  'challenge.method.EMAIL_VERIFICATION': 'E-Mail',
} satisfies Translation<typeof emailVerificationMessages & typeof emailVerificationMethodMessages>;
