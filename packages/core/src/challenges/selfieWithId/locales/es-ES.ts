import type { Translation } from '../../../messages/translation';
import type { selfieMessages, selfieMethodMessages } from '../selfieMessages';

/** The selfieWithId challenge's texts in European Spanish. */
export const translation = {
  'selfie.title': 'Sube y revisa tu selfie',
  'selfie.changePhoneNumber': 'Vas a cambiar tu número de teléfono de {current} a {next}.',
  'selfie.documents':
    'Hazte un selfie sujetando uno de estos documentos: tu pasaporte, tu documento nacional de identidad o tu permiso de conducir.',
  'selfie.checklist.title': 'En tu selfie se debe ver',
  'selfie.checklist.faceAndId': 'Tu cara completa y tu documento de identidad',
  'selfie.checklist.name': 'El nombre y los apellidos de tu documento de identidad',
  'selfie.upload.mobile': 'Haz una foto o elige una de tu teléfono',
  'selfie.upload.desktop': 'Arrastra y suelta aquí tu selfie o elige un archivo',
  'selfie.upload.hint': 'Una foto de menos de 10 MB.',
  'selfie.tooBig': 'Sube un archivo de menos de 10 MB. Tu archivo ocupa {size} MB.',
  'selfie.notAnImage': 'No hemos podido abrir este archivo. Elige una foto.',
  'selfie.empty': 'Este archivo está vacío. Elige una foto.',
  'selfie.unsupportedType': 'Elige una foto (JPG, PNG o WebP).',
  'selfie.tooManyPixels':
    'Esta foto es demasiado grande para abrirla. Elige una de 50 megapíxeles o menos.',
  'selfie.preparing': 'Preparando la vista previa…',
  'selfie.preview.alt': 'Tu selfie',
  'selfie.enlarge': 'Haz clic para ampliar',
  'selfie.enlarged.title': 'Tu selfie',
  'selfie.enlarged.alt': 'Tu selfie, ampliado',
  'selfie.uploadNew': 'Subir un selfie nuevo',
  'selfie.submit': 'Enviar',
  'selfie.submitting': 'Enviando tu selfie…',
  'challenge.method.SELFIE_WITH_ID': 'Selfie con documento de identidad',
} satisfies Translation<typeof selfieMessages & typeof selfieMethodMessages>;
