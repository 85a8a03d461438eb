import { translation as changePhoneNumber } from '../challenges/changePhoneNumber/locales/fr-FR';
import { translation as code } from '../challenges/code/locales/fr-FR';
import { translation as emailCheckpoint } from '../challenges/emailCheckpoint/locales/fr-FR';
import { translation as emailVerification } from '../challenges/emailVerification/locales/fr-FR';
import { translation as faceMatch } from '../challenges/faceMatch/locales/fr-FR';
import { translation as attemptLimit } from '../challenges/locales/fr-FR';
import { translation as mandatoryResetPassword } from '../challenges/mandatoryResetPassword/locales/fr-FR';
import { translation as passkey } from '../challenges/passkey/locales/fr-FR';
import { translation as password } from '../challenges/password/locales/fr-FR';
import { translation as phoneGuess } from '../challenges/phoneGuess/locales/fr-FR';
import { translation as profiler } from '../challenges/profiler/locales/fr-FR';
import { translation as push } from '../challenges/push/locales/fr-FR';
import { translation as selfieWithId } from '../challenges/selfieWithId/locales/fr-FR';
import { translation as updatePhoneNumber } from '../challenges/updatePhoneNumber/locales/fr-FR';
import type { LocalePack } from './defaultMessages';

/**
 * French (France). Drafted by the Gatehouse team with machine assistance; awaiting review by a
 * native speaker. Addresses the user as "vous"; a narrow no-break space (U+202F) precedes ? ! ;
 * and a no-break space (U+00A0) precedes : and separates a number from its unit.
 */
export const locale: LocalePack = {
  locale: 'fr-FR',
  dir: 'ltr',
  messages: {
    'common.somethingWentWrong': 'Une erreur s’est produite.',
    'common.somethingWentWrongRetry': 'Une erreur s’est produite, veuillez réessayer.',
    'common.timeout': 'Cela prend plus de temps que prévu. Vérifiez votre connexion et réessayez.',
    'common.retry': 'Réessayer',
    'common.back': 'Retour',
    'common.continue': 'Continuer',
    'common.loading': 'Chargement…',
    'common.getHelp': 'Obtenir de l’aide',
    'validation.required': 'Veuillez remplir ce champ',
    'validation.codeLength': 'Veuillez saisir un code à 6\u00a0chiffres.',
    'validation.codeDigits': 'Veuillez saisir uniquement des chiffres.',
    'validation.email': 'Veuillez saisir une adresse e-mail valide',
    'validation.password': 'Veuillez saisir un mot de passe valide',
    'login.title': 'Connexion',
    'login.email': 'E-mail',
    'login.password': 'Mot de passe',
    'password.show': 'Afficher le mot de passe',
    'password.hide': 'Masquer le mot de passe',
    'login.submit': 'Se connecter',
    'login.trouble': 'Un problème pour vous connecter\u202f?',
    'login.resetPassword': 'Réinitialiser le mot de passe',
    'login.deactivated.title': 'Votre compte est désactivé',
    'login.deactivated.appeal': 'Contester notre décision',
    'login.redirecting': 'Connexion en cours…',
    'challenge.loading': 'Chargement de votre vérification…',
    'challenge.tryAnotherWay': 'Essayer une autre méthode',
    'challenge.error.title': 'Une erreur s’est produite',
    'captcha.failedToLoad':
      'La vérification captcha n’a pas pu se charger. Consultez notre FAQ ou actualisez la page et réessayez.',
    'captcha.timedOut': 'La vérification captcha a expiré. Veuillez réessayer.',
    'captcha.notInitialised':
      'Le captcha n’a pas été initialisé. Veuillez actualiser la page et réessayer.',
    'captcha.vendorError':
      'La vérification captcha a échoué (erreur {code}). Veuillez actualiser la page et réessayer.',
    'loginOptions.social.login': 'Ou connectez-vous avec',
    'loginOptions.social.signup': 'Ou inscrivez-vous avec',
    'loginOptions.social.loginWith': 'Se connecter avec {provider}',
    'loginOptions.social.signupWith': 'S’inscrire avec {provider}',
    'loginOptions.invite': 'Connectez-vous avec {email} pour accepter votre invitation.',
    'loginOptions.dataSharing.notice':
      'Nous ne vous demanderons jamais votre mot de passe pour partager vos données.',
    'loginOptions.dataSharing.policy': 'Lire notre politique de partage des données',
    'loginOptions.contactUs': 'Nous contacter',
    'passkey.login.button': 'Se connecter avec une clé d’accès',
    'modal.close': 'Fermer',
    'passkey.login.credentialUnknown':
      'Cette clé d’accès n’est plus associée à votre compte : votre navigateur ne la proposera plus. Connectez-vous avec votre adresse e-mail et votre mot de passe.',
    'passkey.unsupported.title': 'Votre navigateur ne prend pas en charge les clés d’accès',
    'passkey.unsupported.message':
      'Les clés d’accès fonctionnent avec les dernières versions de Chrome, Edge, Safari et Firefox. Mettez à jour votre navigateur ou connectez-vous avec votre e-mail et votre mot de passe.',
    'passkey.unsupported.link': 'Voir les navigateurs compatibles',
    'passkey.unsupported.close': 'Fermer',
    'passkey.offer.title': 'Connectez-vous plus vite la prochaine fois',
    'passkey.offer.message':
      "Une clé d'accès vous permet de vous connecter avec votre empreinte, votre visage ou le verrouillage de l'écran au lieu d'un mot de passe, et elle ne peut pas être hameçonnée.",
    'passkey.offer.create': "Créer une clé d'accès",
    'passkey.offer.notNow': 'Pas maintenant',
    'passkey.offer.creating': "Création de votre clé d'accès…",
    'passkey.offer.created': "Clé d'accès créée",
    'challenge.chooseMethod.title': 'Choisissez une méthode de validation en deux étapes',
    'challenge.chooseMethod.none': 'Je n’ai accès à aucune de ces méthodes',
    'loginOptions.twoStepHelp': 'En savoir plus sur la connexion en deux étapes',
    'common.errorCode': 'Code d’erreur\u00a0: {code}',
    'signup.title': 'Inscription',
    'signup.email': 'Votre adresse e-mail',
    'signup.submit': 'S’inscrire',
    'signup.terms': 'En vous inscrivant, vous acceptez nos {terms} et notre {privacy}.',
    'signup.terms.termsLink': 'Conditions générales',
    'signup.terms.privacyLink': 'Politique de confidentialité',
    'signup.logIn': 'Se connecter',
    'signup.continuing': 'Création de votre compte…',
    'signup.checkEmail.title': 'Consultez vos e-mails',
    'signup.checkEmail.text':
      'Nous avons envoyé un e-mail à {email}. Ouvrez le lien qu’il contient pour vérifier votre adresse e-mail.',
    'signup.checkEmail.notReceived': 'Vous n’avez pas reçu d’e-mail\u202f?',
    'signup.checkEmail.sendAgain': 'Le renvoyer',
    'signup.checkEmail.sent':
      'Nous vous avons renvoyé l’e-mail de vérification, veuillez consulter votre boîte de réception',
    'signup.checkEmail.failed':
      'Une erreur s’est produite. Nous nous en occupons, veuillez réessayer plus tard',
    'signup.register.title': 'Créez votre compte',
    'signup.register.signUpAs': 'S’inscrire en tant que {email}',
    'signup.register.invite': 'Inscrivez-vous avec {email} pour rejoindre le compte professionnel.',
    'signup.accountType.legend': 'Type de compte',
    'signup.accountType.personal': 'Personnel',
    'signup.accountType.business': 'Professionnel',
    'signup.password': 'Créez un mot de passe',
    'signup.password.hint':
      'Le mot de passe doit contenir une lettre et un chiffre, et comporter au moins 9\u00a0caractères',
    'signup.password.sorted': 'Votre mot de passe est prêt.',
    'signup.password.requirements': 'Votre mot de passe doit contenir',
    'signup.password.minLength': 'Au moins 9\u00a0caractères',
    'signup.password.letter': 'Au moins une lettre',
    'signup.password.number': 'Au moins un chiffre',
    'signup.password.met': '(validé)',
    'signup.password.unmet': '(pas encore)',
    'signup.country.personal': 'Pays d’enregistrement',
    'signup.country.business': 'Pays de résidence',
    'signup.country.loading': 'Chargement des pays…',
    'signup.country.unavailable.personal':
      'Désolés, nous ne proposons pas encore de comptes personnels aux clients de ce pays\u00a0: {countryName}',
    'signup.country.unavailable.business':
      'Désolés, nous ne proposons pas encore de comptes professionnels aux clients de ce pays\u00a0: {countryName}',
    'signup.error.title': 'Une erreur s’est produite',
    'signupPhone.title': 'Saisissez votre numéro de téléphone',
    'signupPhone.text': 'Nous vous enverrons un code pour vérifier qu’il vous appartient.',
    'signupPhone.country': 'Indicatif du pays',
    'signupPhone.countryOption': '{name} (+{callingCode})',
    'signupPhone.number': 'Numéro de téléphone',
    'signupPhone.submit': 'Continuer',
    'signupPhone.usConsent':
      'En continuant, vous acceptez de recevoir des SMS de notre part pour vérifier votre numéro de téléphone. Des frais de messagerie et de données peuvent s’appliquer. Répondez STOP pour vous désinscrire. Consultez nos {terms} et notre {privacy}.',
    'signupPhone.terms': 'Conditions générales',
    'signupPhone.privacy': 'Politique de confidentialité',
    'signupPhone.blocked':
      'Nous ne pouvons pas utiliser ce numéro de téléphone. Veuillez nous contacter pour obtenir de l’aide.',
    'signupPhone.contactUs': 'Nous contacter',
    'signupPhone.duplicate.recognise.title': 'Reconnaissez-vous cette adresse e-mail\u202f?',
    'signupPhone.duplicate.recognise.text':
      'Ce numéro de téléphone est déjà associé à un compte avec l’adresse e-mail {email}.',
    'signupPhone.duplicate.recognise.textNoEmail':
      'Ce numéro de téléphone est déjà associé à un autre compte.',
    'signupPhone.duplicate.access.title': 'Avez-vous toujours accès à cette adresse e-mail\u202f?',
    'signupPhone.duplicate.access.text':
      'Si oui, connectez-vous à ce compte ou réinitialisez son mot de passe. Sinon, nous pouvons vous aider à y accéder de nouveau.',
    'signupPhone.duplicate.yes': 'Oui',
    'signupPhone.duplicate.no': 'Non',
    'signupPhone.changeNumber': 'Retour pour modifier le numéro',
    'signupPhone.completing': 'Vérification de votre numéro de téléphone…',
    'signupPhone.completeFailed.title': 'Nous n’avons pas pu vérifier votre numéro de téléphone',
    'signupPhone.verified.title': 'Votre numéro de téléphone est vérifié',
    'signupPhone.verified.text': 'Merci, ce numéro est désormais associé à votre compte.',
    'accountPhone.title': 'Vos numéros de téléphone',
    'accountPhone.loading': 'Chargement de vos numéros de téléphone…',
    'accountPhone.loadFailed': 'Nous n’avons pas pu charger vos numéros de téléphone.',
    'accountPhone.empty':
      'Vous n’avez pas encore ajouté de numéro de téléphone. Nous l’utilisons pour vous envoyer des codes lorsque vous vous connectez.',
    'accountPhone.add': 'Ajouter un numéro de téléphone',
    'accountPhone.type.PRIMARY': 'Principal',
    'accountPhone.change': 'Modifier',
    'accountPhone.changeNumber': 'Modifier {phoneNumber}',
    'accountPhone.add.title': 'Ajouter un numéro de téléphone',
    'accountPhone.add.text':
      'Nous enverrons un code à ce numéro pour vérifier qu’il vous appartient.',
    'accountPhone.change.title': 'Saisissez votre nouveau numéro de téléphone',
    'accountPhone.change.text':
      'Ce numéro remplace {phoneNumber}. Nous enverrons un code au nouveau numéro pour vérifier qu’il vous appartient.',
    'accountPhone.save': 'Enregistrer le numéro',
    'accountPhone.cancel': 'Annuler',
    'accountPhone.approvalClosed':
      'Vous avez fermé la vérification, votre numéro de téléphone n’a donc pas été enregistré. Vous pouvez réessayer quand vous le souhaitez.',
    'accountPhone.blockedHelp': 'Pourquoi un numéro est-il bloqué\u202f?',
    'accountPhone.coolOff':
      'Vous ne pouvez pas modifier votre numéro de téléphone pour le moment. Veuillez réessayer plus tard.',
    'accountPhone.saved.title': 'Votre numéro de téléphone est enregistré',
    'accountPhone.saved.text': '{phoneNumber} est désormais votre numéro de téléphone.',
    'accountPhone.saved.approved': 'Approuvé avec votre validation en deux étapes.',
    'accountPhone.saved.back': 'Retour à vos numéros de téléphone',
    'stepUp.title': 'Confirmez qu’il s’agit bien de vous',
    'stepUp.text':
      'Pour votre sécurité, approuvez cette action avec votre validation en deux étapes.',
    'stepUp.close': 'Fermer',
    'stepUp.approving': 'Vous approuvez',
    'stepUp.payee': 'À {payee}',
    'coolOff.title': 'Cette action est suspendue pour le moment',
    'coolOff.message':
      'Pour votre sécurité, cette action n’est pas disponible pendant un certain temps après des modifications récentes de votre compte. Veuillez réessayer plus tard.',
    'coolOff.confirm': 'J’ai compris',
    'offline.waiting':
      'Vous êtes hors ligne. Nous reprendrons dès que vous serez de nouveau en ligne.',
    ...attemptLimit,
    ...code,
    ...password,
    ...mandatoryResetPassword,
    ...phoneGuess,
    ...emailVerification,
    ...emailCheckpoint,
    ...profiler,
    ...push,
    ...passkey,
    ...faceMatch,
    ...selfieWithId,
    ...changePhoneNumber,
    ...updatePhoneNumber,
  },
};

export default locale;
