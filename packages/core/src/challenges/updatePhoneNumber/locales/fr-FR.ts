import type { Translation } from '../../../messages/translation';
import type { updatePhoneNumberMessages } from '../updatePhoneNumberMessages';

/** The updatePhoneNumber challenge's texts in French (France). */
export const translation = {
  'updatePhoneNumber.title': 'Saisissez votre nouveau numéro de téléphone',
  'updatePhoneNumber.text':
    'Nous utiliserons ce numéro pour vérifier qu’il s’agit bien de vous lorsque vous vous connectez.',
  'updatePhoneNumber.submit': 'Enregistrer le numéro de téléphone',
  'updatePhoneNumber.saving': 'Enregistrement de votre nouveau numéro de téléphone…',
  'updatePhoneNumber.duplicate': 'Ce numéro de téléphone est déjà associé à un autre compte.',
} satisfies Translation<typeof updatePhoneNumberMessages>;
