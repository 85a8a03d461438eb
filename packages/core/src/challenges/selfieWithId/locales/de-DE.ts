import type { Translation } from '../../../messages/translation';
import type { selfieMessages, selfieMethodMessages } from '../selfieMessages';

/** The selfieWithId challenge's texts in German (Germany). */
export const translation = {
  'selfie.title': 'Laden Sie Ihr Selfie hoch und prüfen Sie es',
  'selfie.changePhoneNumber': 'Sie ändern Ihre Telefonnummer von {current} in {next}.',
  'selfie.documents':
    'Machen Sie ein Selfie, auf dem Sie eines dieser Dokumente halten: Ihren Reisepass, Personalausweis oder Führerschein.',
  'selfie.checklist.title': 'Ihr Selfie muss Folgendes zeigen',
  'selfie.checklist.faceAndId': 'Ihr ganzes Gesicht und Ihren Ausweis',
  'selfie.checklist.name': 'Den Vor- und Nachnamen auf Ihrem Ausweis',
  'selfie.upload.mobile': 'Machen Sie ein Foto oder wählen Sie eines auf Ihrem Telefon aus',
  'selfie.upload.desktop': 'Ziehen Sie Ihr Selfie hierher oder wählen Sie eine Datei aus',
  'selfie.upload.hint': 'Ein Foto unter 10 MB.',
  'selfie.tooBig': 'Bitte wählen Sie eine Datei unter 10 MB. Ihre Datei ist {size} MB groß.',
  'selfie.notAnImage': 'Wir konnten diese Datei nicht öffnen. Bitte wählen Sie ein Foto.',
  'selfie.empty': 'Diese Datei ist leer. Bitte wählen Sie ein Foto.',
  'selfie.unsupportedType': 'Bitte wählen Sie ein Foto (JPG, PNG oder WebP).',
  'selfie.tooManyPixels':
    'Dieses Foto ist zu groß zum Öffnen. Bitte wählen Sie eines mit höchstens 50 Megapixeln.',
  'selfie.preparing': 'Ihre Vorschau wird vorbereitet…',
  'selfie.preview.alt': 'Ihr Selfie',
  'selfie.enlarge': 'Zum Vergrößern klicken',
  'selfie.enlarged.title': 'Ihr Selfie',
  'selfie.enlarged.alt': 'Ihr Selfie, vergrößert',
  'selfie.uploadNew': 'Neues Selfie hochladen',
  'selfie.submit': 'Senden',
  'selfie.submitting': 'Ihr Selfie wird gesendet…',
  'challenge.method.SELFIE_WITH_ID': 'Selfie mit Ausweis',
} satisfies Translation<typeof selfieMessages & typeof selfieMethodMessages>;
