import type { Translation } from '../../../messages/translation';
import type {
  changePhoneNumberMessages,
  changePhoneNumberMethodMessages,
} from '../changePhoneNumberMessages';

/** The changePhoneNumber challenge's texts in French (France). */
export const translation = {
  'changePhoneNumber.intro.title': 'Vous ne pouvez plus utiliser votre numéro de téléphone\u202f?',
  'changePhoneNumber.intro.text':
    'Si vous avez perdu votre téléphone ou changé de numéro, vous pouvez modifier le numéro de téléphone de votre compte. Nous vérifierons d’abord qu’il s’agit bien de vous.',
  'changePhoneNumber.intro.fallback': 'Obtenir de l’aide',
  'changePhoneNumber.requirements.title': 'Modifier votre numéro de téléphone',
  'changePhoneNumber.requirements.text':
    'Pour modifier votre numéro de téléphone, il vous faut\u00a0:',
  'changePhoneNumber.requirements.selfie':
    'Un selfie où vous tenez votre passeport ou votre pièce d’identité',
  'changePhoneNumber.requirements.newPhone': 'L’accès à votre nouveau numéro de téléphone',
  'changePhoneNumber.requirements.documents': 'Vos documents vérifiés',
  'changePhoneNumber.requirements.timing':
    'La vérification de vos documents prend généralement 10\u00a0minutes, mais peut prendre jusqu’à 1\u00a0jour.',
  'changePhoneNumber.starting': 'Redirection vers la modification de votre numéro de téléphone…',
  'challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW': 'Modifier votre numéro de téléphone',
} satisfies Translation<typeof changePhoneNumberMessages & typeof changePhoneNumberMethodMessages>;
