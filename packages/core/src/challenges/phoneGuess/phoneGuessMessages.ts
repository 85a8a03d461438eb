/** PHONE_GUESS: the header and message defaults, the field and its hints (SPEC.md's English where it gives one). */
export const phoneGuessMessages = {
  'phoneGuess.title': 'Confirm your phone number',
  'phoneGuess.message': 'Enter the missing digits of the phone number on your account.',
  'phoneGuess.label': 'Missing digits of your phone number',
  'phoneGuess.hint': 'Enter the {count, plural, one {# missing digit} other {# missing digits}}.',
  'phoneGuess.pattern': 'Your phone number starts with {first} and ends with {last}.',
  'phoneGuess.startsWith': 'Your phone number starts with {first}.',
  'phoneGuess.endsWith': 'Your phone number ends with {last}.',
  'phoneGuess.submit': 'Continue',
} as const;

/** The method name of PHONE_GUESS on "Choose a 2-step verification method". */
export const phoneGuessMethodMessages = {
  'challenge.method.PHONE_GUESS': 'Confirm your phone number',
} as const;
