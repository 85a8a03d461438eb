import type { Translation } from '../../../messages/translation';
import type { phoneChangeMessages, changePhoneNumberMethodMessages } from '../phoneChangeMessages';

/** The changePhoneNumber challenge's texts in German (Germany). */
export const translation = {
  'phoneChange.intro.title': 'Können Sie Ihre Telefonnummer nicht mehr verwenden?',
  'phoneChange.intro.text':
    'Wenn Sie Ihr Telefon verloren oder Ihre Nummer gewechselt haben, können Sie die Telefonnummer in Ihrem Konto ändern. Wir prüfen zuerst, ob Sie es wirklich sind.',
  'phoneChange.intro.fallback': 'Hilfe erhalten',
  'phoneChange.requirements.title': 'Ändern Sie Ihre Telefonnummer',
  'phoneChange.requirements.text': 'Um Ihre Telefonnummer zu ändern, brauchen Sie:',
  'phoneChange.requirements.selfie': 'Ein Selfie, auf dem Sie Ihren Reisepass oder Ausweis halten',
  'phoneChange.requirements.newPhone': 'Zugriff auf Ihre neue Telefonnummer',
  'phoneChange.requirements.documents': 'Ihre geprüften Dokumente',
  'phoneChange.requirements.timing':
    'Die Prüfung Ihrer Dokumente dauert normalerweise 10 Minuten, kann aber bis zu 1 Tag dauern.',
  'phoneChange.starting': 'Sie werden zur Änderung Ihrer Telefonnummer weitergeleitet…',
  'challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW': 'Telefonnummer ändern',
} satisfies Translation<typeof phoneChangeMessages & typeof changePhoneNumberMethodMessages>;
