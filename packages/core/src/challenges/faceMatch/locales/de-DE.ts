import type { Translation } from '../../../messages/translation';
import type { faceMatchMessages, faceMatchMethodMessages } from '../faceMatchMessages';

/** The faceMatch challenge's texts in German (Germany). */
export const translation = {
  'faceMatch.intro.title': 'Bestätigen Sie mit einem Video-Selfie, dass Sie es sind',
  'faceMatch.intro.text':
    'Wir bitten Sie, ein kurzes Video-Selfie aufzunehmen, und vergleichen es mit den Fotos, die wir von Ihnen haben. Sie brauchen eine Kamera und einen gut beleuchteten Ort.',
  'faceMatch.intro.continue': 'Weiter',
  'faceMatch.intro.checking': 'Ihre Kamera wird geprüft…',
  'faceMatch.firefoxWarning':
    'Video-Selfies funktionieren in Firefox nicht gut. Falls Probleme auftreten, verwenden Sie einen anderen Browser, zum Beispiel Chrome, Edge oder Safari.',
  'faceMatch.camera.title': 'Für ein Video-Selfie brauchen Sie eine Kamera',
  'faceMatch.camera.none': 'Wir konnten auf diesem Gerät keine Kamera finden.',
  'faceMatch.camera.denied':
    'Ihr Browser erlaubt uns nicht, Ihre Kamera zu verwenden. Erlauben Sie den Kamerazugriff in den Einstellungen Ihres Browsers und prüfen Sie dann erneut.',
  'faceMatch.camera.timedOut':
    'Ihre Kamera hat nicht reagiert. Wenn Ihr Browser nach der Kamera fragt, erlauben Sie den Zugriff; schließen Sie alle anderen Apps, die die Kamera verwenden, und prüfen Sie dann erneut.',
  'faceMatch.camera.checkAgain': 'Kamera erneut prüfen',
  'faceMatch.camera.tryAnotherWay': 'Andere Methode versuchen',
  'faceMatch.tryAnotherWay.title': 'Andere Methode versuchen',
  'faceMatch.tryAnotherWay.text':
    'Nehmen Sie Ihr Video-Selfie mit unserer App auf Ihrem Telefon auf oder lassen Sie Ihre Identität von uns manuell prüfen.',
  'faceMatch.tryAnotherWay.downloadApp': 'App herunterladen',
  'faceMatch.tryAnotherWay.checkManually': 'Manuell prüfen lassen',
  'faceMatch.tryAnotherWay.checkManuallyHint':
    'Für eine manuelle Prüfung brauchen wir ein Selfie, auf dem Sie Ihren Reisepass oder Ausweis halten. Sie kann bis zu 1 Tag dauern.',
  'faceMatch.downloadApp.title': 'App herunterladen',
  'faceMatch.downloadApp.text':
    'Scannen Sie diesen QR-Code mit der Kamera Ihres Telefons, um unsere App herunterzuladen. Melden Sie sich dann an und nehmen Sie dort Ihr Video-Selfie auf.',
  'faceMatch.downloadApp.qrCode': 'QR-Code für die Download-Seite der App',
  'faceMatch.downloadApp.address': 'Oder öffnen Sie diese Adresse auf Ihrem Telefon:',
  'faceMatch.downloadApp.stores': 'Laden Sie die App aus Ihrem App-Store',
  'faceMatch.downloadApp.appStore': 'Laden im App Store',
  'faceMatch.downloadApp.googlePlay': 'Jetzt bei Google Play',
  'faceMatch.challenge.title': 'Nehmen Sie Ihr Video-Selfie auf',
  'faceMatch.challenge.text':
    'Schauen Sie in die Kamera, halten Sie Ihr Gesicht im Rahmen und folgen Sie den Anweisungen auf dem Bildschirm.',
  'faceMatch.challenge.video': 'Ihre Kamera',
  'faceMatch.challenge.preparing': 'Ihre Kamera wird vorbereitet…',
  'faceMatch.challenge.capturing': 'Ihr Video-Selfie wird aufgenommen…',
  'faceMatch.challenge.submitting': 'Ihr Video-Selfie wird gesendet…',
  'faceMatch.waiting.title': 'Ihr Video-Selfie wird geprüft',
  'faceMatch.waiting.text':
    'Das dauert normalerweise ein paar Sekunden. Bitte lassen Sie diese Seite geöffnet.',
  'faceMatch.waiting.status': 'Warten auf das Ergebnis…',
  'faceMatch.rejected.title': 'Ihr Video-Selfie stimmt nicht überein',
  'faceMatch.rejected.text':
    'Wir konnten Ihr Video-Selfie nicht mit den Fotos abgleichen, die wir von Ihnen haben.',
  'faceMatch.rejected.pending': 'Wir suchen nach einer anderen Möglichkeit, Sie zu bestätigen…',
  'faceMatch.error.title': 'Wir konnten Ihr Selfie nicht prüfen',
  'faceMatch.error.FAILED':
    'Achten Sie darauf, dass Ihr Gesicht gut beleuchtet und vollständig im Rahmen ist, und versuchen Sie es erneut.',
  'faceMatch.error.TIMED_OUT': 'Die Prüfung Ihres Video-Selfies hat zu lange gedauert.',
  'faceMatch.error.CAPTURE_FAILED': 'Ihr Video-Selfie wurde nicht fertig aufgenommen.',
  'faceMatch.error.ERROR': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  'faceMatch.error.tryAgain': 'Erneut versuchen',
  'challenge.method.FACE_MATCH': 'Video-Selfie',
} satisfies Translation<typeof faceMatchMessages & typeof faceMatchMethodMessages>;
