import type { Translation } from '../../../messages/translation';
import type { passwordMessages, passwordMethodMessages } from '../passwordMessages';

/** The password challenge's texts in French (France). */
export const translation = {
  'password.title': 'Saisissez votre mot de passe',
  'password.label': 'Mot de passe',
  'password.submit': 'Continuer',
  'password.forgot': 'Mot de passe oublié',
  'password.approveAnotherWay': 'Approuver d’une autre manière',
  'password.checkEmail.title': 'Consultez vos e-mails',
  'password.checkEmail.text':
    'Nous vous avons envoyé un e-mail contenant un lien pour réinitialiser votre mot de passe.',
  'password.forgotFailed.title': 'Une erreur s’est produite',
  'password.forgotFailed.text':
    'Nous n’avons pas pu vous envoyer l’e-mail de réinitialisation du mot de passe.',
  'password.contactUs': 'Nous contacter',
  'challenge.method.PASSWORD': 'Mot de passe',
} satisfies Translation<typeof passwordMessages & typeof passwordMethodMessages>;
