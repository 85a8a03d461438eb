import type { Translation } from '../../../messages/translation';
import type { updatePhoneNumberMessages } from '../updatePhoneNumberMessages';

/** The updatePhoneNumber challenge's texts in European Spanish. */
export const translation = {
  'updatePhoneNumber.title': 'Introduce tu nuevo número de teléfono',
  'updatePhoneNumber.text':
    'Usaremos este número para comprobar que eres tú cuando inicies sesión.',
  'updatePhoneNumber.submit': 'Guardar número de teléfono',
  'updatePhoneNumber.saving': 'Guardando tu nuevo número de teléfono…',
  'updatePhoneNumber.duplicate': 'Este número de teléfono ya está vinculado a otra cuenta.',
} satisfies Translation<typeof updatePhoneNumberMessages>;
