import type { Translation } from '../../../messages/translation';
import type { faceMatchMessages, faceMatchMethodMessages } from '../faceMatchMessages';

/** The faceMatch challenge's texts in Polish (Poland). */
export const translation = {
  'faceMatch.intro.title': 'Potwierdź tożsamość selfie wideo',
  'faceMatch.intro.text':
    'Poprosimy o nagranie krótkiego selfie wideo i porównamy je ze zdjęciami, które mamy. Potrzebna będzie kamera i dobrze oświetlone miejsce.',
  'faceMatch.intro.continue': 'Dalej',
  'faceMatch.intro.checking': 'Sprawdzanie kamery…',
  'faceMatch.firefoxWarning':
    'Selfie wideo nie działa dobrze w przeglądarce Firefox. W razie problemów użyj innej przeglądarki, np. Chrome, Edge lub Safari.',
  'faceMatch.camera.title': 'Do nagrania selfie wideo potrzebna jest kamera',
  'faceMatch.camera.none': 'Nie znaleźliśmy kamery na tym urządzeniu.',
  'faceMatch.camera.denied':
    'Przeglądarka nie pozwala nam używać kamery. Zezwól na dostęp do kamery w ustawieniach przeglądarki, a potem sprawdź ponownie.',
  'faceMatch.camera.timedOut':
    'Kamera nie odpowiedziała. Jeśli przeglądarka prosi o dostęp do kamery, zezwól na niego; zamknij inne aplikacje, które używają kamery, a potem sprawdź ponownie.',
  'faceMatch.camera.checkAgain': 'Sprawdź kamerę ponownie',
  'faceMatch.camera.tryAnotherWay': 'Wybierz inną metodę',
  'faceMatch.tryAnotherWay.title': 'Wybierz inną metodę',
  'faceMatch.tryAnotherWay.text':
    'Nagraj selfie wideo na telefonie w naszej aplikacji albo poproś nas o ręczne sprawdzenie tożsamości.',
  'faceMatch.tryAnotherWay.downloadApp': 'Pobierz aplikację',
  'faceMatch.tryAnotherWay.checkManually': 'Sprawdzenie ręczne',
  'faceMatch.tryAnotherWay.checkManuallyHint':
    'Do ręcznego sprawdzenia potrzebne jest selfie z paszportem lub dowodem osobistym w ręku. Może ono potrwać do 1 dnia.',
  'faceMatch.downloadApp.title': 'Pobierz aplikację',
  'faceMatch.downloadApp.text':
    'Zeskanuj ten kod QR aparatem telefonu, aby pobrać naszą aplikację, a potem zaloguj się i nagraj w niej selfie wideo.',
  'faceMatch.downloadApp.qrCode': 'Kod QR do strony pobierania aplikacji',
  'faceMatch.downloadApp.address': 'Albo otwórz ten adres na telefonie:',
  'faceMatch.downloadApp.stores': 'Pobierz aplikację ze sklepu z aplikacjami',
  'faceMatch.downloadApp.appStore': 'Pobierz z App Store',
  'faceMatch.downloadApp.googlePlay': 'Pobierz z Google Play',
  'faceMatch.challenge.title': 'Nagraj selfie wideo',
  'faceMatch.challenge.text':
    'Patrz w kamerę tak, aby twarz była w ramce, i postępuj zgodnie z instrukcjami na ekranie.',
  'faceMatch.challenge.video': 'Twoja kamera',
  'faceMatch.challenge.preparing': 'Przygotowywanie kamery…',
  'faceMatch.challenge.capturing': 'Nagrywanie selfie wideo…',
  'faceMatch.challenge.submitting': 'Wysyłanie selfie wideo…',
  'faceMatch.waiting.title': 'Sprawdzanie selfie wideo',
  'faceMatch.waiting.text': 'Zwykle trwa to kilka sekund. Nie zamykaj tej strony.',
  'faceMatch.waiting.status': 'Czekamy na wynik…',
  'faceMatch.rejected.title': 'Selfie wideo nie pasuje',
  'faceMatch.rejected.text': 'Nie udało się dopasować selfie wideo do zdjęć, które mamy.',
  'faceMatch.rejected.pending': 'Szukamy innego sposobu weryfikacji…',
  'faceMatch.error.title': 'Nie udało się zweryfikować selfie',
  'faceMatch.error.FAILED':
    'Upewnij się, że twarz jest dobrze oświetlona i w całości mieści się w ramce, a potem spróbuj ponownie.',
  'faceMatch.error.TIMED_OUT': 'Sprawdzanie selfie wideo trwało zbyt długo.',
  'faceMatch.error.CAPTURE_FAILED': 'Nagrywanie selfie wideo nie zostało ukończone.',
  'faceMatch.error.ERROR': 'Coś poszło nie tak. Spróbuj ponownie.',
  'faceMatch.error.tryAgain': 'Spróbuj ponownie',
  'challenge.method.FACE_MATCH': 'Selfie wideo',
} satisfies Translation<typeof faceMatchMessages & typeof faceMatchMethodMessages>;
