import type { Translation } from '../../../messages/translation';
import type { selfieMessages, selfieMethodMessages } from '../selfieMessages';

/** The selfieWithId challenge's texts in Brazilian Portuguese. */
export const translation = {
  'selfie.title': 'Envie e revise sua selfie',
  'selfie.changePhoneNumber':
    'Você está alterando seu número de telefone de {current} para {next}.',
  'selfie.documents':
    'Tire uma selfie segurando um destes documentos: seu passaporte, documento de identidade ou carteira de motorista.',
  'selfie.checklist.title': 'Sua selfie precisa mostrar',
  'selfie.checklist.faceAndId': 'Seu rosto inteiro e seu documento',
  'selfie.checklist.name': 'O nome e o sobrenome do seu documento',
  'selfie.upload.mobile': 'Tire uma foto ou escolha uma no seu celular',
  'selfie.upload.desktop': 'Arraste e solte sua selfie aqui ou escolha um arquivo',
  'selfie.upload.hint': 'Uma foto com menos de 10 MB.',
  'selfie.tooBig': 'Envie um arquivo com menos de 10 MB. Seu arquivo tem {size} MB.',
  'selfie.notAnImage': 'Não conseguimos abrir este arquivo. Escolha uma foto.',
  'selfie.empty': 'Este arquivo está vazio. Escolha uma foto.',
  'selfie.unsupportedType': 'Escolha uma foto (JPG, PNG ou WebP).',
  'selfie.tooManyPixels':
    'Esta foto é grande demais para ser aberta. Escolha uma com até 50 megapixels.',
  'selfie.preparing': 'Preparando a pré-visualização…',
  'selfie.preview.alt': 'Sua selfie',
  'selfie.enlarge': 'Clique para ampliar',
  'selfie.enlarged.title': 'Sua selfie',
  'selfie.enlarged.alt': 'Sua selfie, ampliada',
  'selfie.uploadNew': 'Enviar nova selfie',
  'selfie.submit': 'Enviar',
  'selfie.submitting': 'Enviando sua selfie…',
  'challenge.method.SELFIE_WITH_ID': 'Selfie com documento',
} satisfies Translation<typeof selfieMessages & typeof selfieMethodMessages>;
