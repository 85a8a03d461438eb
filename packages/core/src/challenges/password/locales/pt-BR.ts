import type { Translation } from '../../../messages/translation';
import type { passwordMessages, passwordMethodMessages } from '../passwordMessages';

/** The password challenge's texts in Brazilian Portuguese. */
export const translation = {
  'password.title': 'Digite sua senha',
  'password.label': 'Senha',
  'password.submit': 'Continuar',
  'password.forgot': 'Esqueci minha senha',
  'password.approveAnotherWay': 'Aprovar de outra forma',
  'password.checkEmail.title': 'Confira seu e-mail',
  'password.checkEmail.text': 'Enviamos um e-mail com um link para redefinir sua senha.',
  'password.forgotFailed.title': 'Algo deu errado',
  'password.forgotFailed.text': 'Não conseguimos enviar o e-mail para redefinir sua senha.',
  'password.contactUs': 'Fale conosco',
  'challenge.method.PASSWORD': 'Senha',
} satisfies Translation<typeof passwordMessages & typeof passwordMethodMessages>;
