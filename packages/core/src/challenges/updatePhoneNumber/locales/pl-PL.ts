import type { Translation } from '../../../messages/translation';
import type { updatePhoneNumberMessages } from '../updatePhoneNumberMessages';

/** The updatePhoneNumber challenge's texts in Polish (Poland). */
export const translation = {
  'updatePhoneNumber.title': 'Wpisz nowy numer telefonu',
  'updatePhoneNumber.text': 'Użyjemy tego numeru, aby sprawdzać Twoją tożsamość podczas logowania.',
  'updatePhoneNumber.submit': 'Zapisz numer telefonu',
  'updatePhoneNumber.saving': 'Zapisywanie nowego numeru telefonu…',
  'updatePhoneNumber.duplicate': 'Ten numer telefonu jest już powiązany z innym kontem.',
} satisfies Translation<typeof updatePhoneNumberMessages>;
