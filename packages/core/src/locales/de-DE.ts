import { translation as changePhoneNumber } from '../challenges/changePhoneNumber/locales/de-DE';
import { translation as code } from '../challenges/code/locales/de-DE';
import { translation as emailCheckpoint } from '../challenges/emailCheckpoint/locales/de-DE';
import { translation as emailVerification } from '../challenges/emailVerification/locales/de-DE';
import { translation as faceMatch } from '../challenges/faceMatch/locales/de-DE';
import { translation as attemptLimit } from '../challenges/locales/de-DE';
import { translation as mandatoryResetPassword } from '../challenges/mandatoryResetPassword/locales/de-DE';
import { translation as passkey } from '../challenges/passkey/locales/de-DE';
import { translation as password } from '../challenges/password/locales/de-DE';
import { translation as phoneGuess } from '../challenges/phoneGuess/locales/de-DE';
import { translation as profiler } from '../challenges/profiler/locales/de-DE';
import { translation as push } from '../challenges/push/locales/de-DE';
import { translation as selfieWithId } from '../challenges/selfieWithId/locales/de-DE';
import { translation as updatePhoneNumber } from '../challenges/updatePhoneNumber/locales/de-DE';
import type { LocalePack } from './defaultMessages';

/**
 * German (Germany). Drafted by the Gatehouse team with machine assistance; awaiting review by a
 * native speaker. Addresses the user as "Sie".
 */
export const locale: LocalePack = {
  locale: 'de-DE',
  dir: 'ltr',
  messages: {
    'common.somethingWentWrong': 'Etwas ist schiefgelaufen.',
    'common.somethingWentWrongRetry': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    'common.timeout':
      'Das dauert länger als erwartet. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    'common.retry': 'Erneut versuchen',
    'common.back': 'Zurück',
    'common.continue': 'Weiter',
    'common.loading': 'Wird geladen…',
    'common.getHelp': 'Hilfe erhalten',
    'validation.required': 'Bitte füllen Sie dieses Feld aus',
    'validation.codeLength': 'Bitte geben Sie einen 6-stelligen Code ein.',
    'validation.codeDigits': 'Bitte geben Sie nur Ziffern ein.',
    'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    'validation.password': 'Bitte geben Sie ein gültiges Passwort ein',
    'login.title': 'Anmelden',
    'login.email': 'E-Mail',
    'login.password': 'Passwort',
    'password.show': 'Passwort anzeigen',
    'password.hide': 'Passwort verbergen',
    'login.submit': 'Anmelden',
    'login.trouble': 'Probleme bei der Anmeldung?',
    'login.resetPassword': 'Passwort zurücksetzen',
    'login.deactivated.title': 'Ihr Konto ist deaktiviert',
    'login.deactivated.appeal': 'Einspruch gegen unsere Entscheidung einlegen',
    'login.redirecting': 'Sie werden angemeldet…',
    'challenge.loading': 'Ihre Bestätigung wird geladen…',
    'challenge.tryAnotherWay': 'Andere Methode versuchen',
    'challenge.error.title': 'Etwas ist schiefgelaufen',
    'captcha.failedToLoad':
      'Die Captcha-Prüfung konnte nicht geladen werden. Lesen Sie unsere FAQ-Seite oder laden Sie die Seite neu und versuchen Sie es erneut.',
    'captcha.timedOut':
      'Die Zeit für die Captcha-Prüfung ist abgelaufen. Bitte versuchen Sie es erneut.',
    'captcha.notInitialised':
      'Das Captcha wurde nicht gestartet. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    'captcha.vendorError':
      'Die Captcha-Prüfung ist fehlgeschlagen (Fehler {code}). Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    'loginOptions.social.login': 'Oder anmelden mit',
    'loginOptions.social.signup': 'Oder registrieren mit',
    'loginOptions.social.loginWith': 'Mit {provider} anmelden',
    'loginOptions.social.signupWith': 'Mit {provider} registrieren',
    'loginOptions.invite': 'Melden Sie sich als {email} an, um Ihre Einladung anzunehmen.',
    'loginOptions.dataSharing.notice':
      'Wir werden Sie nie nach Ihrem Passwort fragen, um Ihre Daten weiterzugeben.',
    'loginOptions.dataSharing.policy': 'Unsere Richtlinie zur Datenweitergabe lesen',
    'loginOptions.contactUs': 'Kontakt',
    'passkey.login.button': 'Mit einem Passkey anmelden',
    'modal.close': 'Schließen',
    'passkey.login.credentialUnknown':
      'Dieser Passkey ist nicht mehr mit Ihrem Konto verknüpft, daher bietet Ihr Browser ihn nicht mehr an. Melden Sie sich stattdessen mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
    'passkey.unsupported.title': 'Ihr Browser unterstützt keine Passkeys',
    'passkey.unsupported.message':
      'Passkeys funktionieren in den neuesten Versionen von Chrome, Edge, Safari und Firefox. Aktualisieren Sie Ihren Browser oder melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
    'passkey.unsupported.link': 'Unterstützte Browser ansehen',
    'passkey.unsupported.close': 'Schließen',
    'passkey.offer.title': 'Beim nächsten Mal schneller anmelden',
    'passkey.offer.message':
      'Mit einem Passkey melden Sie sich per Fingerabdruck, Gesichtserkennung oder Bildschirmsperre statt mit einem Passwort an, und er kann nicht abgefischt werden.',
    'passkey.offer.create': 'Passkey erstellen',
    'passkey.offer.notNow': 'Nicht jetzt',
    'passkey.offer.creating': 'Ihr Passkey wird erstellt …',
    'passkey.offer.created': 'Passkey erstellt',
    'challenge.chooseMethod.title': 'Wählen Sie eine Methode für die Bestätigung in zwei Schritten',
    'challenge.chooseMethod.none': 'Ich habe keine dieser Möglichkeiten',
    'loginOptions.twoStepHelp': 'Mehr über die Anmeldung in zwei Schritten erfahren',
    'common.errorCode': 'Fehlercode: {code}',
    'signup.title': 'Registrieren',
    'signup.email': 'Ihre E-Mail-Adresse',
    'signup.submit': 'Registrieren',
    'signup.terms': 'Mit Ihrer Registrierung stimmen Sie unseren {terms} und unserer {privacy} zu.',
    'signup.terms.termsLink': 'Allgemeinen Geschäftsbedingungen',
    'signup.terms.privacyLink': 'Datenschutzerklärung',
    'signup.logIn': 'Anmelden',
    'signup.continuing': 'Ihr Konto wird eingerichtet…',
    'signup.checkEmail.title': 'Prüfen Sie Ihre E-Mails',
    'signup.checkEmail.text':
      'Wir haben eine E-Mail an {email} gesendet. Öffnen Sie den Link darin, um Ihre E-Mail-Adresse zu bestätigen.',
    'signup.checkEmail.notReceived': 'Keine E-Mail erhalten?',
    'signup.checkEmail.sendAgain': 'Erneut senden',
    'signup.checkEmail.sent':
      'Wir haben Ihnen die Bestätigungs-E-Mail erneut gesendet. Bitte sehen Sie in Ihrem Posteingang nach',
    'signup.checkEmail.failed':
      'Etwas ist schiefgelaufen. Wir kümmern uns darum. Bitte versuchen Sie es später erneut',
    'signup.register.title': 'Erstellen Sie Ihr Konto',
    'signup.register.signUpAs': 'Als {email} registrieren',
    'signup.register.invite':
      'Registrieren Sie sich mit {email}, um dem Geschäftskonto beizutreten.',
    'signup.accountType.legend': 'Kontotyp',
    'signup.accountType.personal': 'Privat',
    'signup.accountType.business': 'Geschäftlich',
    'signup.password': 'Passwort erstellen',
    'signup.password.hint':
      'Das Passwort muss einen Buchstaben und eine Zahl enthalten und mindestens 9 Zeichen lang sein',
    'signup.password.sorted': 'Ihr Passwort ist startklar.',
    'signup.password.requirements': 'Ihr Passwort braucht',
    'signup.password.minLength': 'Mindestens 9 Zeichen',
    'signup.password.letter': 'Mindestens einen Buchstaben',
    'signup.password.number': 'Mindestens eine Zahl',
    'signup.password.met': '(erfüllt)',
    'signup.password.unmet': '(noch nicht)',
    'signup.country.personal': 'Land der Registrierung',
    'signup.country.business': 'Land des Wohnsitzes',
    'signup.country.loading': 'Länder werden geladen…',
    'signup.country.unavailable.personal':
      'Leider können wir Kundinnen und Kunden in diesem Land noch keine Privatkonten anbieten: {countryName}',
    'signup.country.unavailable.business':
      'Leider können wir Kundinnen und Kunden in diesem Land noch keine Geschäftskonten anbieten: {countryName}',
    'signup.error.title': 'Etwas ist schiefgelaufen',
    'signupPhone.title': 'Geben Sie Ihre Telefonnummer ein',
    'signupPhone.text': 'Wir senden Ihnen einen Code, um zu prüfen, ob es Ihre Nummer ist.',
    'signupPhone.country': 'Ländervorwahl',
    'signupPhone.countryOption': '{name} (+{callingCode})',
    'signupPhone.number': 'Telefonnummer',
    'signupPhone.submit': 'Weiter',
    'signupPhone.usConsent':
      'Wenn Sie fortfahren, stimmen Sie zu, Textnachrichten von uns zur Bestätigung Ihrer Telefonnummer zu erhalten. Es können Gebühren für Nachrichten und Daten anfallen. Antworten Sie mit STOP, um sich abzumelden. Siehe unsere {terms} und unsere {privacy}.',
    'signupPhone.terms': 'Allgemeinen Geschäftsbedingungen',
    'signupPhone.privacy': 'Datenschutzerklärung',
    'signupPhone.blocked':
      'Wir können diese Telefonnummer nicht verwenden. Bitte kontaktieren Sie uns, wenn Sie Hilfe benötigen.',
    'signupPhone.contactUs': 'Kontakt',
    'signupPhone.duplicate.recognise.title': 'Kennen Sie diese E-Mail-Adresse?',
    'signupPhone.duplicate.recognise.text':
      'Diese Telefonnummer ist bereits mit einem Konto mit der E-Mail-Adresse {email} verknüpft.',
    'signupPhone.duplicate.recognise.textNoEmail':
      'Diese Telefonnummer ist bereits mit einem anderen Konto verknüpft.',
    'signupPhone.duplicate.access.title': 'Haben Sie noch Zugriff auf diese E-Mail-Adresse?',
    'signupPhone.duplicate.access.text':
      'Wenn ja, melden Sie sich bei diesem Konto an oder setzen Sie sein Passwort zurück. Wenn nicht, helfen wir Ihnen, wieder Zugang zu erhalten.',
    'signupPhone.duplicate.yes': 'Ja',
    'signupPhone.duplicate.no': 'Nein',
    'signupPhone.changeNumber': 'Zurück, um die Nummer zu ändern',
    'signupPhone.completing': 'Ihre Telefonnummer wird bestätigt…',
    'signupPhone.completeFailed.title': 'Wir konnten Ihre Telefonnummer nicht bestätigen',
    'signupPhone.verified.title': 'Ihre Telefonnummer ist bestätigt',
    'signupPhone.verified.text': 'Danke, diese Nummer ist jetzt in Ihrem Konto hinterlegt.',
    'accountPhone.title': 'Ihre Telefonnummern',
    'accountPhone.loading': 'Ihre Telefonnummern werden geladen…',
    'accountPhone.loadFailed': 'Wir konnten Ihre Telefonnummern nicht laden.',
    'accountPhone.empty':
      'Sie haben noch keine Telefonnummer hinzugefügt. Wir senden Ihnen darüber Codes, wenn Sie sich anmelden.',
    'accountPhone.add': 'Telefonnummer hinzufügen',
    'accountPhone.type.PRIMARY': 'Hauptnummer',
    'accountPhone.change': 'Ändern',
    'accountPhone.changeNumber': '{phoneNumber} ändern',
    'accountPhone.add.title': 'Telefonnummer hinzufügen',
    'accountPhone.add.text':
      'Wir senden einen Code an diese Nummer, um zu prüfen, ob es Ihre Nummer ist.',
    'accountPhone.change.title': 'Geben Sie Ihre neue Telefonnummer ein',
    'accountPhone.change.text':
      'Diese Nummer ersetzt {phoneNumber}. Wir senden einen Code an die neue Nummer, um zu prüfen, ob es Ihre Nummer ist.',
    'accountPhone.save': 'Nummer speichern',
    'accountPhone.cancel': 'Abbrechen',
    'accountPhone.approvalClosed':
      'Sie haben die Prüfung geschlossen, daher wurde Ihre Telefonnummer nicht gespeichert. Sie können es erneut versuchen, wenn Sie bereit sind.',
    'accountPhone.blockedHelp': 'Warum ist eine Nummer gesperrt?',
    'accountPhone.coolOff':
      'Sie können Ihre Telefonnummer gerade nicht ändern. Bitte versuchen Sie es später erneut.',
    'accountPhone.saved.title': 'Ihre Telefonnummer ist gespeichert',
    'accountPhone.saved.text': '{phoneNumber} ist jetzt Ihre Telefonnummer.',
    'accountPhone.saved.approved': 'Mit Ihrer Bestätigung in zwei Schritten genehmigt.',
    'accountPhone.saved.back': 'Zurück zu Ihren Telefonnummern',
    'stepUp.title': 'Bestätigen Sie, dass Sie es sind',
    'stepUp.text':
      'Bestätigen Sie diese Aktion zu Ihrer Sicherheit mit Ihrer Bestätigung in zwei Schritten.',
    'stepUp.close': 'Schließen',
    'stepUp.approving': 'Sie genehmigen',
    'stepUp.payee': 'An {payee}',
    'coolOff.title': 'Diese Aktion ist vorerst pausiert',
    'coolOff.message':
      'Zu Ihrer Sicherheit ist diese Aktion nach kürzlichen Änderungen an Ihrem Konto eine Zeit lang nicht verfügbar. Bitte versuchen Sie es später erneut.',
    'coolOff.confirm': 'Verstanden',
    'offline.waiting': 'Sie sind offline. Wir machen weiter, sobald Sie wieder online sind.',
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
