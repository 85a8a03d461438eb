import type { Translation } from '../../../messages/translation';
import type {
  changePhoneNumberMessages,
  changePhoneNumberMethodMessages,
} from '../changePhoneNumberMessages';

/** The changePhoneNumber challenge's texts in Polish (Poland). */
export const translation = {
  'changePhoneNumber.intro.title': 'Nie możesz już używać swojego numeru telefonu?',
  'changePhoneNumber.intro.text':
    'Jeśli telefon zaginął albo numer się zmienił, możesz zmienić numer telefonu przypisany do konta. Najpierw sprawdzimy, czy to naprawdę Ty.',
  'changePhoneNumber.intro.fallback': 'Uzyskaj pomoc',
  'changePhoneNumber.requirements.title': 'Zmień numer telefonu',
  'changePhoneNumber.requirements.text': 'Aby zmienić numer telefonu, potrzebne będą:',
  'changePhoneNumber.requirements.selfie': 'Selfie z paszportem lub dowodem osobistym w ręku',
  'changePhoneNumber.requirements.newPhone': 'Dostęp do nowego numeru telefonu',
  'changePhoneNumber.requirements.documents': 'Zweryfikowane dokumenty',
  'changePhoneNumber.requirements.timing':
    'Weryfikacja dokumentów trwa zwykle 10 minut, ale może potrwać do 1 dnia.',
  'changePhoneNumber.starting': 'Przechodzimy do zmiany numeru telefonu…',
  'challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW': 'Zmień numer telefonu',
} satisfies Translation<typeof changePhoneNumberMessages & typeof changePhoneNumberMethodMessages>;
