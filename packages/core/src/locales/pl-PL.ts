import { translation as changePhoneNumber } from '../challenges/changePhoneNumber/locales/pl-PL';
import { translation as code } from '../challenges/code/locales/pl-PL';
import { translation as emailCheckpoint } from '../challenges/emailCheckpoint/locales/pl-PL';
import { translation as emailVerification } from '../challenges/emailVerification/locales/pl-PL';
import { translation as faceMatch } from '../challenges/faceMatch/locales/pl-PL';
import { translation as attemptLimit } from '../challenges/locales/pl-PL';
import { translation as mandatoryResetPassword } from '../challenges/mandatoryResetPassword/locales/pl-PL';
import { translation as passkey } from '../challenges/passkey/locales/pl-PL';
import { translation as password } from '../challenges/password/locales/pl-PL';
import { translation as phoneGuess } from '../challenges/phoneGuess/locales/pl-PL';
import { translation as profiler } from '../challenges/profiler/locales/pl-PL';
import { translation as push } from '../challenges/push/locales/pl-PL';
import { translation as selfieWithId } from '../challenges/selfieWithId/locales/pl-PL';
import { translation as updatePhoneNumber } from '../challenges/updatePhoneNumber/locales/pl-PL';
import type { LocalePack } from './defaultMessages';

/**
 * Polish (Poland). Drafted by the Gatehouse team with machine assistance; awaiting review by a
 * native speaker. Uses the neutral, impersonal style of Polish interfaces ("Wpisz kod"), never
 * a familiar or gendered form of address where it can be avoided.
 */
export const locale: LocalePack = {
  locale: 'pl-PL',
  dir: 'ltr',
  messages: {
    'common.somethingWentWrong': 'Coś poszło nie tak.',
    'common.somethingWentWrongRetry': 'Coś poszło nie tak. Spróbuj ponownie.',
    'common.timeout':
      'Trwa to dłużej niż zwykle. Sprawdź połączenie z internetem i spróbuj ponownie.',
    'common.retry': 'Ponów',
    'common.back': 'Wstecz',
    'common.continue': 'Dalej',
    'common.loading': 'Ładowanie…',
    'common.getHelp': 'Uzyskaj pomoc',
    'validation.required': 'Wypełnij to pole',
    'validation.codeLength': 'Wpisz 6-cyfrowy kod.',
    'validation.codeDigits': 'Wpisz tylko cyfry.',
    'validation.email': 'Wpisz prawidłowy adres e-mail',
    'validation.password': 'Wpisz prawidłowe hasło',
    'login.title': 'Logowanie',
    'login.email': 'E-mail',
    'login.password': 'Hasło',
    'password.show': 'Pokaż hasło',
    'password.hide': 'Ukryj hasło',
    'login.submit': 'Zaloguj się',
    'login.trouble': 'Problem z logowaniem?',
    'login.resetPassword': 'Zresetuj hasło',
    'login.deactivated.title': 'Twoje konto jest dezaktywowane',
    'login.deactivated.appeal': 'Odwołaj się od naszej decyzji',
    'login.redirecting': 'Logowanie…',
    'challenge.loading': 'Ładowanie weryfikacji…',
    'challenge.tryAnotherWay': 'Wybierz inną metodę',
    'challenge.error.title': 'Coś poszło nie tak',
    'captcha.failedToLoad':
      'Nie udało się załadować weryfikacji captcha. Zajrzyj do naszych najczęstszych pytań (FAQ) albo odśwież stronę i spróbuj ponownie.',
    'captcha.timedOut': 'Czas na weryfikację captcha minął. Spróbuj ponownie.',
    'captcha.notInitialised': 'Nie uruchomiono captcha. Odśwież stronę i spróbuj ponownie.',
    'captcha.vendorError':
      'Weryfikacja captcha nie powiodła się (błąd {code}). Odśwież stronę i spróbuj ponownie.',
    'loginOptions.social.login': 'Albo zaloguj się przez',
    'loginOptions.social.signup': 'Albo zarejestruj się przez',
    'loginOptions.social.loginWith': 'Zaloguj się przez {provider}',
    'loginOptions.social.signupWith': 'Zarejestruj się przez {provider}',
    'loginOptions.invite': 'Zaloguj się jako {email}, aby przyjąć zaproszenie.',
    'loginOptions.dataSharing.notice':
      'Nigdy nie poprosimy o Twoje hasło, aby udostępnić Twoje dane.',
    'loginOptions.dataSharing.policy': 'Przeczytaj nasze zasady udostępniania danych',
    'loginOptions.contactUs': 'Skontaktuj się z nami',
    'passkey.login.button': 'Zaloguj się kluczem dostępu',
    'modal.close': 'Zamknij',
    'passkey.login.credentialUnknown':
      'Ten klucz dostępu nie jest już powiązany z Twoim kontem, więc przeglądarka przestanie go proponować. Zaloguj się za pomocą adresu e-mail i hasła.',
    'passkey.unsupported.title': 'Twoja przeglądarka nie obsługuje kluczy dostępu',
    'passkey.unsupported.message':
      'Klucze dostępu działają w najnowszych wersjach przeglądarek Chrome, Edge, Safari i Firefox. Zaktualizuj przeglądarkę albo zaloguj się adresem e-mail i hasłem.',
    'passkey.unsupported.link': 'Zobacz obsługiwane przeglądarki',
    'passkey.unsupported.close': 'Zamknij',
    'passkey.offer.title': 'Następnym razem zaloguj się szybciej',
    'passkey.offer.message':
      'Klucz dostępu pozwala logować się odciskiem palca, twarzą lub blokadą ekranu zamiast hasłem i nie da się go wyłudzić przez phishing.',
    'passkey.offer.create': 'Utwórz klucz dostępu',
    'passkey.offer.notNow': 'Nie teraz',
    'passkey.offer.creating': 'Tworzenie klucza dostępu…',
    'passkey.offer.created': 'Klucz dostępu utworzony',
    'challenge.chooseMethod.title': 'Wybierz metodę weryfikacji dwuetapowej',
    'challenge.chooseMethod.none': 'Nie mam dostępu do żadnej z tych metod',
    'loginOptions.twoStepHelp': 'Więcej o logowaniu dwuetapowym',
    'common.errorCode': 'Kod błędu: {code}',
    'signup.title': 'Rejestracja',
    'signup.email': 'Twój adres e-mail',
    'signup.submit': 'Zarejestruj się',
    'signup.terms': 'Rejestrując się, akceptujesz nasz {terms} i naszą {privacy}.',
    'signup.terms.termsLink': 'Regulamin',
    'signup.terms.privacyLink': 'Politykę prywatności',
    'signup.logIn': 'Zaloguj się',
    'signup.continuing': 'Zakładanie konta…',
    'signup.checkEmail.title': 'Sprawdź skrzynkę e-mail',
    'signup.checkEmail.text':
      'Wysłaliśmy wiadomość na adres {email}. Otwórz zawarty w niej link, aby potwierdzić adres e-mail.',
    'signup.checkEmail.notReceived': 'Nie dotarła wiadomość e-mail?',
    'signup.checkEmail.sendAgain': 'Wyślij ponownie',
    'signup.checkEmail.sent':
      'Ponownie wysłaliśmy wiadomość weryfikacyjną. Sprawdź skrzynkę odbiorczą',
    'signup.checkEmail.failed': 'Coś poszło nie tak. Sprawdzamy to. Spróbuj ponownie później',
    'signup.register.title': 'Załóż konto',
    'signup.register.signUpAs': 'Zarejestruj się jako {email}',
    'signup.register.invite': 'Zarejestruj się adresem {email}, aby dołączyć do konta firmowego.',
    'signup.accountType.legend': 'Rodzaj konta',
    'signup.accountType.personal': 'Osobiste',
    'signup.accountType.business': 'Firmowe',
    'signup.password': 'Utwórz hasło',
    'signup.password.hint': 'Hasło musi zawierać literę i cyfrę oraz mieć co najmniej 9 znaków',
    'signup.password.sorted': 'Hasło gotowe.',
    'signup.password.requirements': 'Hasło musi mieć',
    'signup.password.minLength': 'Co najmniej 9 znaków',
    'signup.password.letter': 'Co najmniej jedną literę',
    'signup.password.number': 'Co najmniej jedną cyfrę',
    'signup.password.met': '(spełnione)',
    'signup.password.unmet': '(jeszcze nie)',
    'signup.country.personal': 'Kraj rejestracji',
    'signup.country.business': 'Kraj zamieszkania',
    'signup.country.loading': 'Ładowanie krajów…',
    'signup.country.unavailable.personal':
      'Niestety nie oferujemy jeszcze kont osobistych klientom z tego kraju: {countryName}',
    'signup.country.unavailable.business':
      'Niestety nie oferujemy jeszcze kont firmowych klientom z tego kraju: {countryName}',
    'signup.error.title': 'Coś poszło nie tak',
    'signupPhone.title': 'Wpisz numer telefonu',
    'signupPhone.text': 'Wyślemy kod, aby sprawdzić, czy to Twój numer.',
    'signupPhone.country': 'Kierunkowy kraju',
    'signupPhone.countryOption': '{name} (+{callingCode})',
    'signupPhone.number': 'Numer telefonu',
    'signupPhone.submit': 'Dalej',
    'signupPhone.usConsent':
      'Kontynuując, zgadzasz się na otrzymywanie od nas SMS-ów w celu weryfikacji numeru telefonu. Mogą obowiązywać opłaty za wiadomości i transmisję danych. Odpowiedz STOP, aby zrezygnować. Zobacz nasz {terms} i naszą {privacy}.',
    'signupPhone.terms': 'Regulamin',
    'signupPhone.privacy': 'Politykę prywatności',
    'signupPhone.blocked':
      'Nie możemy użyć tego numeru telefonu. Skontaktuj się z nami, aby uzyskać pomoc.',
    'signupPhone.contactUs': 'Skontaktuj się z nami',
    'signupPhone.duplicate.recognise.title': 'Czy rozpoznajesz ten adres e-mail?',
    'signupPhone.duplicate.recognise.text':
      'Ten numer telefonu jest już powiązany z kontem o adresie e-mail {email}.',
    'signupPhone.duplicate.recognise.textNoEmail':
      'Ten numer telefonu jest już powiązany z innym kontem.',
    'signupPhone.duplicate.access.title': 'Czy nadal masz dostęp do tego adresu e-mail?',
    'signupPhone.duplicate.access.text':
      'Jeśli tak, zaloguj się na to konto albo zresetuj jego hasło. Jeśli nie, pomożemy odzyskać dostęp.',
    'signupPhone.duplicate.yes': 'Tak',
    'signupPhone.duplicate.no': 'Nie',
    'signupPhone.changeNumber': 'Wróć, aby zmienić numer',
    'signupPhone.completing': 'Weryfikacja numeru telefonu…',
    'signupPhone.completeFailed.title': 'Nie udało się zweryfikować numeru telefonu',
    'signupPhone.verified.title': 'Numer telefonu został zweryfikowany',
    'signupPhone.verified.text': 'Dziękujemy, ten numer jest już przypisany do konta.',
    'accountPhone.title': 'Twoje numery telefonu',
    'accountPhone.loading': 'Ładowanie numerów telefonu…',
    'accountPhone.loadFailed': 'Nie udało się załadować numerów telefonu.',
    'accountPhone.empty':
      'Nie dodano jeszcze numeru telefonu. Wysyłamy na niego kody podczas logowania.',
    'accountPhone.add': 'Dodaj numer telefonu',
    'accountPhone.type.PRIMARY': 'Główny',
    'accountPhone.change': 'Zmień',
    'accountPhone.changeNumber': 'Zmień {phoneNumber}',
    'accountPhone.add.title': 'Dodaj numer telefonu',
    'accountPhone.add.text': 'Wyślemy kod na ten numer, aby sprawdzić, czy należy do Ciebie.',
    'accountPhone.change.title': 'Wpisz nowy numer telefonu',
    'accountPhone.change.text':
      'Ten numer zastąpi {phoneNumber}. Wyślemy kod na nowy numer, aby sprawdzić, czy należy do Ciebie.',
    'accountPhone.save': 'Zapisz numer',
    'accountPhone.cancel': 'Anuluj',
    'accountPhone.approvalClosed':
      'Weryfikacja została zamknięta, więc numer telefonu nie został zapisany. Możesz spróbować ponownie w dowolnej chwili.',
    'accountPhone.blockedHelp': 'Dlaczego numer jest zablokowany?',
    'accountPhone.coolOff': 'Nie można teraz zmienić numeru telefonu. Spróbuj ponownie później.',
    'accountPhone.saved.title': 'Numer telefonu został zapisany',
    'accountPhone.saved.text': '{phoneNumber} to teraz Twój numer telefonu.',
    'accountPhone.saved.approved': 'Zatwierdzono weryfikacją dwuetapową.',
    'accountPhone.saved.back': 'Wróć do numerów telefonu',
    'stepUp.title': 'Potwierdź swoją tożsamość',
    'stepUp.text': 'Ze względów bezpieczeństwa zatwierdź tę czynność weryfikacją dwuetapową.',
    'stepUp.close': 'Zamknij',
    'stepUp.approving': 'Zatwierdzasz',
    'stepUp.payee': 'Do {payee}',
    'coolOff.title': 'Ta czynność jest na razie wstrzymana',
    'coolOff.message':
      'Ze względów bezpieczeństwa ta czynność jest przez pewien czas niedostępna po ostatnich zmianach na koncie. Spróbuj ponownie później.',
    'coolOff.confirm': 'Rozumiem',
    'offline.waiting': 'Brak połączenia z internetem. Wznowimy, gdy tylko połączenie wróci.',
    ...attemptLimit,
    ...code,
    ...password,
    ...mandatoryResetPassword,
    ...phoneGuess,
    ...emailVerification,
    ...emailCheckpoint,
    ...profiler,
    ...push,
    ...passkey,
    ...faceMatch,
    ...selfieWithId,
    ...changePhoneNumber,
    ...updatePhoneNumber,
  },
};

export default locale;
