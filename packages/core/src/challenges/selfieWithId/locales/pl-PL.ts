import type { Translation } from '../../../messages/translation';
import type { selfieMessages, selfieMethodMessages } from '../selfieMessages';

/** The selfieWithId challenge's texts in Polish (Poland). */
export const translation = {
  'selfie.title': 'Prześlij i sprawdź selfie',
  'selfie.changePhoneNumber': 'Zmieniasz numer telefonu z {current} na {next}.',
  'selfie.documents':
    'Zrób selfie, trzymając jeden z tych dokumentów: paszport, dowód osobisty albo prawo jazdy.',
  'selfie.checklist.title': 'Na selfie musi być widać',
  'selfie.checklist.faceAndId': 'Całą twarz i dokument tożsamości',
  'selfie.checklist.name': 'Imię i nazwisko na dokumencie tożsamości',
  'selfie.upload.mobile': 'Zrób zdjęcie albo wybierz je z telefonu',
  'selfie.upload.desktop': 'Przeciągnij i upuść tutaj selfie albo wybierz plik',
  'selfie.upload.hint': 'Zdjęcie mniejsze niż 10 MB.',
  'selfie.tooBig': 'Prześlij plik mniejszy niż 10 MB. Ten plik ma {size} MB.',
  'selfie.notAnImage': 'Nie udało się otworzyć tego pliku. Wybierz zdjęcie.',
  'selfie.empty': 'Ten plik jest pusty. Wybierz zdjęcie.',
  'selfie.unsupportedType': 'Wybierz zdjęcie (JPG, PNG lub WebP).',
  'selfie.tooManyPixels':
    'To zdjęcie jest za duże, aby je otworzyć. Wybierz zdjęcie o rozdzielczości najwyżej 50 megapikseli.',
  'selfie.preparing': 'Przygotowywanie podglądu…',
  'selfie.preview.alt': 'Twoje selfie',
  'selfie.enlarge': 'Kliknij, aby powiększyć',
  'selfie.enlarged.title': 'Twoje selfie',
  'selfie.enlarged.alt': 'Twoje selfie, powiększone',
  'selfie.uploadNew': 'Prześlij nowe selfie',
  'selfie.submit': 'Wyślij',
  'selfie.submitting': 'Wysyłanie selfie…',
  'challenge.method.SELFIE_WITH_ID': 'Selfie z dokumentem tożsamości',
} satisfies Translation<typeof selfieMessages & typeof selfieMethodMessages>;
