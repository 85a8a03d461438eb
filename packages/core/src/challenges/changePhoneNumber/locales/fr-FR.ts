import type { Translation } from '../../../messages/translation';
import type { phoneChangeMessages, changePhoneNumberMethodMessages } from '../phoneChangeMessages';

/** The changePhoneNumber challenge's texts in French (France). */
export const translation = {
  'phoneChange.intro.title': 'Vous ne pouvez plus utiliser votre numéro de téléphone\u202f?',
  'phoneChange.intro.text':
    'Si vous avez perdu votre téléphone ou changé de numéro, vous pouvez modifier le numéro de téléphone de votre compte. Nous vérifierons d’abord qu’il s’agit bien de vous.',
  'phoneChange.intro.fallback': 'Obtenir de l’aide',
  'phoneChange.requirements.title': 'Modifier votre numéro de téléphone',
  'phoneChange.requirements.text': 'Pour modifier votre numéro de téléphone, il vous faut\u00a0:',
  'phoneChange.requirements.selfie':
    'Un selfie où vous tenez votre passeport ou votre pièce d’identité',
  'phoneChange.requirements.newPhone': 'L’accès à votre nouveau numéro de téléphone',
  'phoneChange.requirements.documents': 'Vos documents vérifiés',
  'phoneChange.requirements.timing':
    'La vérification de vos documents prend généralement 10\u00a0minutes, mais peut prendre jusqu’à 1\u00a0jour.',
  'phoneChange.starting': 'Redirection vers la modification de votre numéro de téléphone…',
  'challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW': 'Modifier votre numéro de téléphone',
} satisfies Translation<typeof phoneChangeMessages & typeof changePhoneNumberMethodMessages>;
