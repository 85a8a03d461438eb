import type { Translation } from '../../../messages/translation';
import type { updatePhoneNumberMessages } from '../updatePhoneNumberMessages';

/** The updatePhoneNumber challenge's texts in Brazilian Portuguese. */
export const translation = {
  'updatePhoneNumber.title': 'Digite seu novo número de telefone',
  'updatePhoneNumber.text': 'Usaremos este número para confirmar que é você quando você entrar.',
  'updatePhoneNumber.submit': 'Salvar número de telefone',
  'updatePhoneNumber.saving': 'Salvando seu novo número de telefone…',
  'updatePhoneNumber.duplicate': 'Este número de telefone já está vinculado a outra conta.',
} satisfies Translation<typeof updatePhoneNumberMessages>;
