import type { Translation } from '../../../messages/translation';
import type { faceMatchMessages, faceMatchMethodMessages } from '../faceMatchMessages';

/** The faceMatch challenge's texts in French (France). */
export const translation = {
  'faceMatch.intro.title': 'Confirmez votre identité avec un selfie vidéo',
  'faceMatch.intro.text':
    'Nous allons vous demander de prendre un court selfie vidéo, que nous comparerons aux photos de vous dont nous disposons. Il vous faut une caméra et un endroit bien éclairé.',
  'faceMatch.intro.continue': 'Continuer',
  'faceMatch.intro.checking': 'Vérification de votre caméra…',
  'faceMatch.firefoxWarning':
    'Le selfie vidéo fonctionne mal dans Firefox. En cas de problème, utilisez un autre navigateur, comme Chrome, Edge ou Safari.',
  'faceMatch.camera.title': 'Vous avez besoin d’une caméra pour prendre un selfie vidéo',
  'faceMatch.camera.none': 'Nous n’avons trouvé aucune caméra sur cet appareil.',
  'faceMatch.camera.denied':
    'Votre navigateur ne nous autorise pas à utiliser votre caméra. Autorisez l’accès à la caméra dans les paramètres de votre navigateur, puis vérifiez de nouveau.',
  'faceMatch.camera.timedOut':
    'Votre caméra n’a pas répondu. Si votre navigateur demande l’accès à votre caméra, autorisez-le\u202f; fermez toute autre application qui utilise la caméra, puis vérifiez de nouveau.',
  'faceMatch.camera.checkAgain': 'Vérifier de nouveau ma caméra',
  'faceMatch.camera.tryAnotherWay': 'Essayer une autre méthode',
  'faceMatch.tryAnotherWay.title': 'Essayer une autre méthode',
  'faceMatch.tryAnotherWay.text':
    'Prenez votre selfie vidéo sur votre téléphone avec notre application, ou demandez-nous de vérifier votre identité manuellement.',
  'faceMatch.tryAnotherWay.downloadApp': 'Télécharger l’application',
  'faceMatch.tryAnotherWay.checkManually': 'Vérification manuelle',
  'faceMatch.tryAnotherWay.checkManuallyHint':
    'Une vérification manuelle demande un selfie où vous tenez votre passeport ou votre pièce d’identité, et peut prendre jusqu’à 1\u00a0jour.',
  'faceMatch.downloadApp.title': 'Télécharger l’application',
  'faceMatch.downloadApp.text':
    'Scannez ce QR code avec l’appareil photo de votre téléphone pour télécharger notre application, puis connectez-vous et prenez votre selfie vidéo depuis l’application.',
  'faceMatch.downloadApp.qrCode': 'QR code de la page de téléchargement de l’application',
  'faceMatch.downloadApp.address': 'Ou ouvrez cette adresse sur votre téléphone\u00a0:',
  'faceMatch.downloadApp.stores': 'Téléchargez l’application depuis votre boutique d’applications',
  'faceMatch.downloadApp.appStore': 'Télécharger dans l’App Store',
  'faceMatch.downloadApp.googlePlay': 'Disponible sur Google Play',
  'faceMatch.challenge.title': 'Prenez votre selfie vidéo',
  'faceMatch.challenge.text':
    'Regardez la caméra en gardant votre visage dans le cadre, et suivez les instructions à l’écran.',
  'faceMatch.challenge.video': 'Votre caméra',
  'faceMatch.challenge.preparing': 'Préparation de votre caméra…',
  'faceMatch.challenge.capturing': 'Enregistrement de votre selfie vidéo…',
  'faceMatch.challenge.submitting': 'Envoi de votre selfie vidéo…',
  'faceMatch.waiting.title': 'Vérification de votre selfie vidéo',
  'faceMatch.waiting.text':
    'Cela prend généralement quelques secondes. Veuillez laisser cette page ouverte.',
  'faceMatch.waiting.status': 'En attente du résultat…',
  'faceMatch.rejected.title': 'Votre selfie vidéo ne correspond pas',
  'faceMatch.rejected.text':
    'Nous n’avons pas pu faire correspondre votre selfie vidéo aux photos de vous dont nous disposons.',
  'faceMatch.rejected.pending': 'Recherche d’une autre méthode de vérification…',
  'faceMatch.error.title': 'Nous n’avons pas pu vérifier votre selfie',
  'faceMatch.error.FAILED':
    'Assurez-vous que votre visage est bien éclairé et entièrement dans le cadre, puis réessayez.',
  'faceMatch.error.TIMED_OUT': 'La vérification de votre selfie vidéo a pris trop de temps.',
  'faceMatch.error.CAPTURE_FAILED': 'Votre selfie vidéo n’a pas abouti.',
  'faceMatch.error.ERROR': 'Une erreur s’est produite, veuillez réessayer.',
  'faceMatch.error.tryAgain': 'Réessayer',
  'challenge.method.FACE_MATCH': 'Selfie vidéo',
} satisfies Translation<typeof faceMatchMessages & typeof faceMatchMethodMessages>;
