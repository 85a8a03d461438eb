import type { Translation } from '../../../messages/translation';
import type { faceMatchMessages, faceMatchMethodMessages } from '../faceMatchMessages';

/** The faceMatch challenge's texts in Brazilian Portuguese. */
export const translation = {
  'faceMatch.intro.title': 'Confirme que é você com uma selfie em vídeo',
  'faceMatch.intro.text':
    'Vamos pedir que você grave uma selfie curta em vídeo e compará-la com as fotos que temos de você. Você vai precisar de uma câmera e de um lugar bem iluminado.',
  'faceMatch.intro.continue': 'Continuar',
  'faceMatch.intro.checking': 'Verificando sua câmera…',
  'faceMatch.firefoxWarning':
    'A selfie em vídeo não funciona bem no Firefox. Se tiver problemas, use outro navegador, como Chrome, Edge ou Safari.',
  'faceMatch.camera.title': 'Você precisa de uma câmera para gravar uma selfie em vídeo',
  'faceMatch.camera.none': 'Não encontramos uma câmera neste dispositivo.',
  'faceMatch.camera.denied':
    'Seu navegador não está permitindo que usemos sua câmera. Permita o acesso à câmera nas configurações do navegador e verifique novamente.',
  'faceMatch.camera.timedOut':
    'Sua câmera não respondeu. Se o navegador pedir para usar a câmera, permita; feche qualquer outro aplicativo que esteja usando a câmera e verifique novamente.',
  'faceMatch.camera.checkAgain': 'Verificar minha câmera novamente',
  'faceMatch.camera.tryAnotherWay': 'Tentar de outra forma',
  'faceMatch.tryAnotherWay.title': 'Tentar de outra forma',
  'faceMatch.tryAnotherWay.text':
    'Grave sua selfie em vídeo no celular com nosso aplicativo ou peça para verificarmos sua identidade manualmente.',
  'faceMatch.tryAnotherWay.downloadApp': 'Baixar o aplicativo',
  'faceMatch.tryAnotherWay.checkManually': 'Verificação manual',
  'faceMatch.tryAnotherWay.checkManuallyHint':
    'A verificação manual pede uma selfie segurando seu passaporte ou documento de identidade e pode levar até 1 dia.',
  'faceMatch.downloadApp.title': 'Baixar o aplicativo',
  'faceMatch.downloadApp.text':
    'Escaneie este QR code com a câmera do seu celular para baixar nosso aplicativo. Depois, entre e grave sua selfie em vídeo por lá.',
  'faceMatch.downloadApp.qrCode': 'QR code da página de download do aplicativo',
  'faceMatch.downloadApp.address': 'Ou abra este endereço no seu celular:',
  'faceMatch.downloadApp.stores': 'Baixe o aplicativo na sua loja de aplicativos',
  'faceMatch.downloadApp.appStore': 'Baixar na App Store',
  'faceMatch.downloadApp.googlePlay': 'Disponível no Google Play',
  'faceMatch.challenge.title': 'Grave sua selfie em vídeo',
  'faceMatch.challenge.text':
    'Olhe para a câmera com o rosto dentro da moldura e siga as instruções na tela.',
  'faceMatch.challenge.video': 'Sua câmera',
  'faceMatch.challenge.preparing': 'Preparando sua câmera…',
  'faceMatch.challenge.capturing': 'Gravando sua selfie em vídeo…',
  'faceMatch.challenge.submitting': 'Enviando sua selfie em vídeo…',
  'faceMatch.waiting.title': 'Verificando sua selfie em vídeo',
  'faceMatch.waiting.text': 'Isso costuma levar alguns segundos. Mantenha esta página aberta.',
  'faceMatch.waiting.status': 'Aguardando o resultado…',
  'faceMatch.rejected.title': 'Sua selfie em vídeo não corresponde',
  'faceMatch.rejected.text':
    'Não conseguimos associar sua selfie em vídeo às fotos que temos de você.',
  'faceMatch.rejected.pending': 'Procurando outra forma de verificar você…',
  'faceMatch.error.title': 'Não conseguimos verificar sua selfie',
  'faceMatch.error.FAILED':
    'Verifique se o seu rosto está bem iluminado e totalmente dentro da moldura e tente novamente.',
  'faceMatch.error.TIMED_OUT': 'A verificação da sua selfie em vídeo demorou demais.',
  'faceMatch.error.CAPTURE_FAILED': 'Sua selfie em vídeo não foi concluída.',
  'faceMatch.error.ERROR': 'Algo deu errado. Tente novamente.',
  'faceMatch.error.tryAgain': 'Tentar novamente',
  'challenge.method.FACE_MATCH': 'Selfie em vídeo',
} satisfies Translation<typeof faceMatchMessages & typeof faceMatchMethodMessages>;
