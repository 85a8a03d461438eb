import type { Translation } from '../../../messages/translation';
import type { phoneChangeMessages, changePhoneNumberMethodMessages } from '../phoneChangeMessages';

/** The changePhoneNumber challenge's texts in Polish (Poland). */
export const translation = {
  'phoneChange.intro.title': 'Nie możesz już używać swojego numeru telefonu?',
  'phoneChange.intro.text':
    'Jeśli telefon zaginął albo numer się zmienił, możesz zmienić numer telefonu przypisany do konta. Najpierw sprawdzimy, czy to naprawdę Ty.',
  'phoneChange.intro.fallback': 'Uzyskaj pomoc',
  'phoneChange.requirements.title': 'Zmień numer telefonu',
  'phoneChange.requirements.text': 'Aby zmienić numer telefonu, potrzebne będą:',
  'phoneChange.requirements.selfie': 'Selfie z paszportem lub dowodem osobistym w ręku',
  'phoneChange.requirements.newPhone': 'Dostęp do nowego numeru telefonu',
  'phoneChange.requirements.documents': 'Zweryfikowane dokumenty',
  'phoneChange.requirements.timing':
    'Weryfikacja dokumentów trwa zwykle 10 minut, ale może potrwać do 1 dnia.',
  'phoneChange.starting': 'Przechodzimy do zmiany numeru telefonu…',
  'challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW': 'Zmień numer telefonu',
} satisfies Translation<typeof phoneChangeMessages & typeof changePhoneNumberMethodMessages>;
