import type { Translation } from '../../../messages/translation';
import type { phoneChangeMessages, changePhoneNumberMethodMessages } from '../phoneChangeMessages';

/** The changePhoneNumber challenge's texts in European Spanish. */
export const translation = {
  'phoneChange.intro.title': '¿Ya no puedes usar tu número de teléfono?',
  'phoneChange.intro.text':
    'Si has perdido tu teléfono o has cambiado de número, puedes cambiar el número de teléfono de tu cuenta. Antes comprobaremos que eres tú.',
  'phoneChange.intro.fallback': 'Obtener ayuda',
  'phoneChange.requirements.title': 'Cambia tu número de teléfono',
  'phoneChange.requirements.text': 'Para cambiar tu número de teléfono, necesitarás:',
  'phoneChange.requirements.selfie':
    'Un selfie en el que sujetes tu pasaporte o documento de identidad',
  'phoneChange.requirements.newPhone': 'Acceso a tu nuevo número de teléfono',
  'phoneChange.requirements.documents': 'Tus documentos verificados',
  'phoneChange.requirements.timing':
    'La verificación de tus documentos suele tardar 10 minutos, pero puede tardar hasta 1 día.',
  'phoneChange.starting': 'Te llevamos a cambiar tu número de teléfono…',
  'challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW': 'Cambiar tu número de teléfono',
} satisfies Translation<typeof phoneChangeMessages & typeof changePhoneNumberMethodMessages>;
