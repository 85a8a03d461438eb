import type { Translation } from '../../../messages/translation';
import type { selfieMessages, selfieMethodMessages } from '../selfieMessages';

/** The selfieWithId challenge's texts in French (France). */
export const translation = {
  'selfie.title': 'Importez et vérifiez votre selfie',
  'selfie.changePhoneNumber': 'Vous remplacez votre numéro de téléphone {current} par {next}.',
  'selfie.documents':
    'Prenez un selfie en tenant l’un de ces documents\u00a0: votre passeport, votre carte d’identité ou votre permis de conduire.',
  'selfie.checklist.title': 'Votre selfie doit montrer',
  'selfie.checklist.faceAndId': 'Votre visage en entier et votre pièce d’identité',
  'selfie.checklist.name': 'Le prénom et le nom figurant sur votre pièce d’identité',
  'selfie.upload.mobile': 'Prenez une photo ou choisissez-en une sur votre téléphone',
  'selfie.upload.desktop': 'Glissez-déposez votre selfie ici, ou choisissez un fichier',
  'selfie.upload.hint': 'Une photo de moins de 10\u00a0Mo.',
  'selfie.tooBig':
    'Veuillez fournir un fichier de moins de 10\u00a0Mo. Votre fichier fait {size}\u00a0Mo.',
  'selfie.notAnImage': 'Nous n’avons pas pu ouvrir ce fichier. Veuillez choisir une photo.',
  'selfie.empty': 'Ce fichier est vide. Veuillez choisir une photo.',
  'selfie.unsupportedType': 'Veuillez choisir une photo (JPG, PNG ou WebP).',
  'selfie.tooManyPixels':
    'Cette photo est trop grande pour être ouverte. Veuillez en choisir une de 50\u00a0mégapixels maximum.',
  'selfie.preparing': 'Préparation de l’aperçu…',
  'selfie.preview.alt': 'Votre selfie',
  'selfie.enlarge': 'Cliquez pour agrandir',
  'selfie.enlarged.title': 'Votre selfie',
  'selfie.enlarged.alt': 'Votre selfie, agrandi',
  'selfie.uploadNew': 'Importer un nouveau selfie',
  'selfie.submit': 'Envoyer',
  'selfie.submitting': 'Envoi de votre selfie…',
  'challenge.method.SELFIE_WITH_ID': 'Selfie avec pièce d’identité',
} satisfies Translation<typeof selfieMessages & typeof selfieMethodMessages>;
