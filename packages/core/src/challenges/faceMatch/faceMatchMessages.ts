/**
 * The face-match (video selfie) challenge: the intro, the camera-required screens, the video
 * challenge, waiting for the result, the rejection, and 'We couldn't verify your selfie'.
 */
export const faceMatchMessages = {
  'faceMatch.intro.title': "Confirm it's you with a video selfie",
  'faceMatch.intro.text':
    "We'll ask you to take a short video selfie and compare it with the photos we have of you. You'll need a camera and a well-lit place.",
  'faceMatch.intro.continue': 'Continue',
  'faceMatch.intro.checking': 'Checking your camera…',
  'faceMatch.firefoxWarning':
    "Video selfie doesn't work well in Firefox. If you have trouble, use another browser, such as Chrome, Edge or Safari.",

  'faceMatch.camera.title': 'You need a camera to take a video selfie',
  'faceMatch.camera.none': "We couldn't find a camera on this device.",
  'faceMatch.camera.denied':
    "Your browser isn't letting us use your camera. Allow camera access in your browser's settings, then check again.",
  'faceMatch.camera.timedOut':
    "Your camera didn't respond. If your browser is asking to use your camera, allow it; close any other app using the camera, then check again.",
  'faceMatch.camera.checkAgain': 'Check my camera again',
  'faceMatch.camera.tryAnotherWay': 'Try another way',

  'faceMatch.tryAnotherWay.title': 'Try another way',
  'faceMatch.tryAnotherWay.text':
    'Take your video selfie on your phone with our app, or ask us to check your identity manually.',
  'faceMatch.tryAnotherWay.downloadApp': 'Download the app',
  'faceMatch.tryAnotherWay.checkManually': 'Check manually',
  'faceMatch.tryAnotherWay.checkManuallyHint':
    'A manual check asks for a selfie holding your passport or ID, and can take up to 1 day.',

  'faceMatch.downloadApp.title': 'Download the app',
  'faceMatch.downloadApp.text':
    "Scan this QR code with your phone's camera to download our app, then log in and take your video selfie there.",
  'faceMatch.downloadApp.qrCode': 'QR code for the app download page',
  'faceMatch.downloadApp.address': 'Or open this address on your phone:',
  'faceMatch.downloadApp.stores': 'Get the app from your app store',
  'faceMatch.downloadApp.appStore': 'Download on the App Store',
  'faceMatch.downloadApp.googlePlay': 'Get it on Google Play',

  'faceMatch.challenge.title': 'Take your video selfie',
  'faceMatch.challenge.text':
    'Look at the camera with your face in the frame, and follow the instructions on screen.',
  'faceMatch.challenge.video': 'Your camera',
  'faceMatch.challenge.preparing': 'Getting your camera ready…',
  'faceMatch.challenge.capturing': 'Taking your video selfie…',
  'faceMatch.challenge.submitting': 'Sending your video selfie…',

  'faceMatch.waiting.title': 'Checking your video selfie',
  'faceMatch.waiting.text': 'This usually takes a few seconds. Please keep this page open.',
  'faceMatch.waiting.status': 'Waiting for the result…',

  'faceMatch.rejected.title': "Your video selfie didn't match",
  'faceMatch.rejected.text': "We couldn't match your video selfie with the photos we have of you.",
  'faceMatch.rejected.pending': 'Finding another way to verify you…',

  'faceMatch.error.title': "We couldn't verify your selfie",
  'faceMatch.error.FAILED':
    'Make sure your face is well lit and fully in the frame, then try again.',
  'faceMatch.error.TIMED_OUT': 'Checking your video selfie took too long.',
  'faceMatch.error.CAPTURE_FAILED': "Your video selfie didn't finish.",
  'faceMatch.error.ERROR': 'Something went wrong, please try again.',
  'faceMatch.error.tryAgain': 'Try again',
} as const;

/** The method name of FACE_MATCH on "Choose a 2-step verification method". */
export const faceMatchMethodMessages = { 'challenge.method.FACE_MATCH': 'Video selfie' } as const;
