/** The captcha texts of SPEC.md §8, shared by sign-up and login. */
export const captchaMessages = {
  'captcha.failedToLoad':
    'Captcha verification failed to load. See our FAQ page or refresh the page and try again.',
  'captcha.timedOut': 'Captcha verification timed out. Please try again.',
  'captcha.notInitialised': 'Captcha not initialized. Please refresh the page and try again.',
  // A Turnstile error code that is not retried (or kept failing): shown with its code for support.
  'captcha.vendorError':
    'Captcha verification failed (error {code}). Please refresh the page and try again.',
} as const;
