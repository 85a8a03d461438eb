import type { Translation } from '../../../messages/translation';
import type { phoneChangeMessages, changePhoneNumberMethodMessages } from '../phoneChangeMessages';

/** The changePhoneNumber challenge's texts in Brazilian Portuguese. */
export const translation = {
  'phoneChange.intro.title': 'Não consegue mais usar seu número de telefone?',
  'phoneChange.intro.text':
    'Se você perdeu o celular ou mudou de número, pode alterar o número de telefone da sua conta. Antes, vamos confirmar que é você mesmo.',
  'phoneChange.intro.fallback': 'Obter ajuda',
  'phoneChange.requirements.title': 'Altere seu número de telefone',
  'phoneChange.requirements.text': 'Para alterar seu número de telefone, você vai precisar de:',
  'phoneChange.requirements.selfie': 'Uma selfie segurando seu passaporte ou documento',
  'phoneChange.requirements.newPhone': 'Acesso ao seu novo número de telefone',
  'phoneChange.requirements.documents': 'Seus documentos verificados',
  'phoneChange.requirements.timing':
    'A verificação dos seus documentos costuma levar 10 minutos, mas pode levar até 1 dia.',
  'phoneChange.starting': 'Levando você para alterar seu número de telefone…',
  'challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW': 'Alterar seu número de telefone',
} satisfies Translation<typeof phoneChangeMessages & typeof changePhoneNumberMethodMessages>;
