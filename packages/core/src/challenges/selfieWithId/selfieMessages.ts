/** The SELFIE_WITH_ID challenge (SPEC.md §2, §5, §8). */
export const selfieMessages = {
  'selfie.title': 'Upload and review your selfie',
  'selfie.changePhoneNumber': 'You are changing your phone number from {current} to {next}.',
  'selfie.documents':
    "Take a selfie holding one of these documents: your passport, national ID card or driver's licence.",
  'selfie.checklist.title': 'Your selfie must show',
  'selfie.checklist.faceAndId': 'Your full face and your ID',
  'selfie.checklist.name': 'The first and last name on your ID',
  'selfie.upload.mobile': 'Take a photo or choose one from your phone',
  'selfie.upload.desktop': 'Drag and drop your selfie here, or choose a file',
  'selfie.upload.hint': 'A photo smaller than 10MB.',
  'selfie.tooBig': 'Please provide a file smaller than 10MB. Your file is {size}MB.',
  'selfie.notAnImage': "We couldn't open this file. Please choose a photo.",
  'selfie.empty': 'This file is empty. Please choose a photo.',
  'selfie.unsupportedType': 'Please choose a photo (JPG, PNG or WebP).',
  'selfie.tooManyPixels':
    'This photo is too large to open. Please choose one of 50 megapixels or less.',
  'selfie.preparing': 'Preparing your preview…',
  'selfie.preview.alt': 'Your selfie',
  'selfie.enlarge': 'Click to enlarge',
  'selfie.enlarged.title': 'Your selfie',
  'selfie.enlarged.alt': 'Your selfie, enlarged',
  'selfie.uploadNew': 'Upload new selfie',
  'selfie.submit': 'Submit',
  'selfie.submitting': 'Sending your selfie…',
} as const;

/** The method name of SELFIE_WITH_ID on "Choose a 2-step verification method". */
export const selfieMethodMessages = {
  'challenge.method.SELFIE_WITH_ID': 'Selfie with ID',
} as const;
