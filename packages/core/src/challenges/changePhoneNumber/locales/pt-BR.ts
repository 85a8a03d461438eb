import type { Translation } from '../../../messages/translation';
import type {
  changePhoneNumberMessages,
  changePhoneNumberMethodMessages,
} from '../changePhoneNumberMessages';

/** The changePhoneNumber challenge's texts in Brazilian Portuguese. */
export const translation = {
  'changePhoneNumber.intro.title': 'Não consegue mais usar seu número de telefone?',
  'changePhoneNumber.intro.text':
    'Se você perdeu o celular ou mudou de número, pode alterar o número de telefone da sua conta. Antes, vamos confirmar que é você mesmo.',
  'changePhoneNumber.intro.fallback': 'Obter ajuda',
  'changePhoneNumber.requirements.title': 'Altere seu número de telefone',
  'changePhoneNumber.requirements.text':
    'Para alterar seu número de telefone, você vai precisar de:',
  'changePhoneNumber.requirements.selfie': 'Uma selfie segurando seu passaporte ou documento',
  'changePhoneNumber.requirements.newPhone': 'Acesso ao seu novo número de telefone',
  'changePhoneNumber.requirements.documents': 'Seus documentos verificados',
  'changePhoneNumber.requirements.timing':
    'A verificação dos seus documentos costuma levar 10 minutos, mas pode levar até 1 dia.',
  'changePhoneNumber.starting': 'Levando você para alterar seu número de telefone…',
  'challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW': 'Alterar seu número de telefone',
} satisfies Translation<typeof changePhoneNumberMessages & typeof changePhoneNumberMethodMessages>;
