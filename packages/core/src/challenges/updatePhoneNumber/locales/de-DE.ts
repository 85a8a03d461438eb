import type { Translation } from '../../../messages/translation';
import type { updatePhoneNumberMessages } from '../updatePhoneNumberMessages';

/** The updatePhoneNumber challenge's texts in German (Germany). */
export const translation = {
  'updatePhoneNumber.title': 'Geben Sie Ihre neue Telefonnummer ein',
  'updatePhoneNumber.text': 'Mit dieser Nummer prüfen wir bei der Anmeldung, ob Sie es sind.',
  'updatePhoneNumber.submit': 'Telefonnummer speichern',
  'updatePhoneNumber.saving': 'Ihre neue Telefonnummer wird gespeichert…',
  'updatePhoneNumber.duplicate':
    'Diese Telefonnummer ist bereits mit einem anderen Konto verknüpft.',
} satisfies Translation<typeof updatePhoneNumberMessages>;
