import type { Translation } from '../../../messages/translation';
import type {
  changePhoneNumberMessages,
  changePhoneNumberMethodMessages,
} from '../changePhoneNumberMessages';

/** The changePhoneNumber challenge's texts in German (Germany). */
export const translation = {
  'changePhoneNumber.intro.title': 'Können Sie Ihre Telefonnummer nicht mehr verwenden?',
  'changePhoneNumber.intro.text':
    'Wenn Sie Ihr Telefon verloren oder Ihre Nummer gewechselt haben, können Sie die Telefonnummer in Ihrem Konto ändern. Wir prüfen zuerst, ob Sie es wirklich sind.',
  'changePhoneNumber.intro.fallback': 'Hilfe erhalten',
  'changePhoneNumber.requirements.title': 'Ändern Sie Ihre Telefonnummer',
  'changePhoneNumber.requirements.text': 'Um Ihre Telefonnummer zu ändern, brauchen Sie:',
  'changePhoneNumber.requirements.selfie':
    'Ein Selfie, auf dem Sie Ihren Reisepass oder Ausweis halten',
  'changePhoneNumber.requirements.newPhone': 'Zugriff auf Ihre neue Telefonnummer',
  'changePhoneNumber.requirements.documents': 'Ihre geprüften Dokumente',
  'changePhoneNumber.requirements.timing':
    'Die Prüfung Ihrer Dokumente dauert normalerweise 10 Minuten, kann aber bis zu 1 Tag dauern.',
  'changePhoneNumber.starting': 'Sie werden zur Änderung Ihrer Telefonnummer weitergeleitet…',
  'challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW': 'Telefonnummer ändern',
} satisfies Translation<typeof changePhoneNumberMessages & typeof changePhoneNumberMethodMessages>;
