import type { Translation } from '../../../messages/translation';
import type { faceMatchMessages, faceMatchMethodMessages } from '../faceMatchMessages';

/** The faceMatch challenge's texts in European Spanish. */
export const translation = {
  'faceMatch.intro.title': 'Confirma que eres tú con un videoselfie',
  'faceMatch.intro.text':
    'Te pediremos que grabes un videoselfie corto y lo compararemos con las fotos tuyas que tenemos. Necesitarás una cámara y un lugar bien iluminado.',
  'faceMatch.intro.continue': 'Continuar',
  'faceMatch.intro.checking': 'Comprobando tu cámara…',
  'faceMatch.firefoxWarning':
    'El videoselfie no funciona bien en Firefox. Si tienes problemas, usa otro navegador, como Chrome, Edge o Safari.',
  'faceMatch.camera.title': 'Necesitas una cámara para grabar un videoselfie',
  'faceMatch.camera.none': 'No hemos encontrado ninguna cámara en este dispositivo.',
  'faceMatch.camera.denied':
    'Tu navegador no nos permite usar tu cámara. Permite el acceso a la cámara en los ajustes de tu navegador y vuelve a comprobarlo.',
  'faceMatch.camera.timedOut':
    'Tu cámara no ha respondido. Si tu navegador te pide permiso para usar la cámara, concédelo; cierra cualquier otra aplicación que esté usando la cámara y vuelve a comprobarlo.',
  'faceMatch.camera.checkAgain': 'Volver a comprobar mi cámara',
  'faceMatch.camera.tryAnotherWay': 'Probar de otra forma',
  'faceMatch.tryAnotherWay.title': 'Probar de otra forma',
  'faceMatch.tryAnotherWay.text':
    'Graba tu videoselfie en tu teléfono con nuestra aplicación o pídenos que comprobemos tu identidad manualmente.',
  'faceMatch.tryAnotherWay.downloadApp': 'Descargar la aplicación',
  'faceMatch.tryAnotherWay.checkManually': 'Comprobación manual',
  'faceMatch.tryAnotherWay.checkManuallyHint':
    'Para la comprobación manual te pediremos un selfie sujetando tu pasaporte o documento de identidad, y puede tardar hasta 1 día.',
  'faceMatch.downloadApp.title': 'Descargar la aplicación',
  'faceMatch.downloadApp.text':
    'Escanea este código QR con la cámara de tu teléfono para descargar nuestra aplicación; después, inicia sesión y graba allí tu videoselfie.',
  'faceMatch.downloadApp.qrCode': 'Código QR de la página de descarga de la aplicación',
  'faceMatch.downloadApp.address': 'O abre esta dirección en tu teléfono:',
  'faceMatch.downloadApp.stores': 'Descarga la aplicación en tu tienda de aplicaciones',
  'faceMatch.downloadApp.appStore': 'Descargar en el App Store',
  'faceMatch.downloadApp.googlePlay': 'Disponible en Google Play',
  'faceMatch.challenge.title': 'Graba tu videoselfie',
  'faceMatch.challenge.text':
    'Mira a la cámara con la cara dentro del marco y sigue las instrucciones de la pantalla.',
  'faceMatch.challenge.video': 'Tu cámara',
  'faceMatch.challenge.preparing': 'Preparando tu cámara…',
  'faceMatch.challenge.capturing': 'Grabando tu videoselfie…',
  'faceMatch.challenge.submitting': 'Enviando tu videoselfie…',
  'faceMatch.waiting.title': 'Comprobando tu videoselfie',
  'faceMatch.waiting.text': 'Esto suele tardar unos segundos. No cierres esta página.',
  'faceMatch.waiting.status': 'Esperando el resultado…',
  'faceMatch.rejected.title': 'Tu videoselfie no coincide',
  'faceMatch.rejected.text':
    'No hemos podido hacer coincidir tu videoselfie con las fotos tuyas que tenemos.',
  'faceMatch.rejected.pending': 'Buscando otra forma de verificarte…',
  'faceMatch.error.title': 'No hemos podido verificar tu selfie',
  'faceMatch.error.FAILED':
    'Asegúrate de que tu cara esté bien iluminada y completamente dentro del marco, y vuelve a intentarlo.',
  'faceMatch.error.TIMED_OUT': 'La comprobación de tu videoselfie ha tardado demasiado.',
  'faceMatch.error.CAPTURE_FAILED': 'Tu videoselfie no se ha completado.',
  'faceMatch.error.ERROR': 'Se ha producido un error. Vuelve a intentarlo.',
  'faceMatch.error.tryAgain': 'Volver a intentarlo',
  'challenge.method.FACE_MATCH': 'Videoselfie',
} satisfies Translation<typeof faceMatchMessages & typeof faceMatchMethodMessages>;
