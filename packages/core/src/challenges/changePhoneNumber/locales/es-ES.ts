import type { Translation } from '../../../messages/translation';
import type {
  changePhoneNumberMessages,
  changePhoneNumberMethodMessages,
} from '../changePhoneNumberMessages';

/** The changePhoneNumber challenge's texts in European Spanish. */
export const translation = {
  'changePhoneNumber.intro.title': '¿Ya no puedes usar tu número de teléfono?',
  'changePhoneNumber.intro.text':
    'Si has perdido tu teléfono o has cambiado de número, puedes cambiar el número de teléfono de tu cuenta. Antes comprobaremos que eres tú.',
  'changePhoneNumber.intro.fallback': 'Obtener ayuda',
  'changePhoneNumber.requirements.title': 'Cambia tu número de teléfono',
  'changePhoneNumber.requirements.text': 'Para cambiar tu número de teléfono, necesitarás:',
  'changePhoneNumber.requirements.selfie':
    'Un selfie en el que sujetes tu pasaporte o documento de identidad',
  'changePhoneNumber.requirements.newPhone': 'Acceso a tu nuevo número de teléfono',
  'changePhoneNumber.requirements.documents': 'Tus documentos verificados',
  'changePhoneNumber.requirements.timing':
    'La verificación de tus documentos suele tardar 10 minutos, pero puede tardar hasta 1 día.',
  'changePhoneNumber.starting': 'Te llevamos a cambiar tu número de teléfono…',
  'challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW': 'Cambiar tu número de teléfono',
} satisfies Translation<typeof changePhoneNumberMessages & typeof changePhoneNumberMethodMessages>;
