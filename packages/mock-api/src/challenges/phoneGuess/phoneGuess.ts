import type { Challenge } from '@gatehouse-auth/core';
import { http } from 'msw';
import { required } from '../../kit/fixtures';
import { errorAnswer, unexpectedAnswer, type MockAnswer } from '../../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../../kit/mockChallenge';
import { type RouteKit, readBody } from '../../kit/routeKit';
import type { Scenario } from '../../kit/scenario';
import { offeredChallenge, passCurrentChallenge, type TokenState } from '../../kit/state';

/** The hidden digits of the mock phone number +44 77 009001 89: a leading zero on purpose. */
export const MOCK_MISSING_NUMBERS = '009001';

export const wrongPhoneGuess = errorAnswer(
  400,
  'phone_guess_incorrect',
  "Those digits don't match your phone number. Please try again.",
);
export const phoneGuessAttemptLimitReached = errorAnswer(
  429,
  'attempt_limit_reached',
  'Too many attempts. Please log in again.',
);

interface PhoneGuessOptions {
  /** Wrong guesses allowed; the next verify answers attempt_limit_reached. */
  phoneGuessAttemptLimit?: number;
  /** Answered by the verify instead of checking the digits. */
  phoneGuessAnswer?: MockAnswer;
}

const phoneGuessOptions = (token: TokenState) =>
  (token.scenario.options ?? {}) as PhoneGuessOptions;

function wrongGuesses(token: TokenState): number {
  const value = token.data.wrongPhoneGuesses;
  return typeof value === 'number' ? value : 0;
}

/** The PHONE_GUESS verify (SPEC.md §7): `{ missingNumbers }`, always a string. */
const phoneGuessHandlers: ChallengeHandlers = ({ identity, tokenRoute }: RouteKit) => [
  http.post(
    identity('/one-time-token/phone-guess/verify'),
    tokenRoute(async (token, request) => {
      const { missingNumbers } = await readBody(request);
      // A number would have lost the leading zero: the real backend takes text only.
      if (typeof missingNumbers !== 'string')
        return unexpectedAnswer(400, 'The body needs missingNumbers as a string.');
      if (!offeredChallenge(token, 'PHONE_GUESS')) {
        return errorAnswer(
          400,
          'challenge_not_required',
          'This token does not need a PHONE_GUESS challenge now.',
        );
      }
      const options = phoneGuessOptions(token);
      if (options.phoneGuessAnswer) return options.phoneGuessAnswer;
      const limit = options.phoneGuessAttemptLimit;
      if (limit !== undefined && wrongGuesses(token) >= limit) return phoneGuessAttemptLimitReached;
      if (missingNumbers !== MOCK_MISSING_NUMBERS) {
        token.data.wrongPhoneGuesses = wrongGuesses(token) + 1;
        return wrongPhoneGuess;
      }
      passCurrentChallenge(token);
      return { status: 204 };
    }),
  ),
];

export const phoneGuessChallenge: Challenge = {
  type: 'PHONE_GUESS',
  viewData: {
    attributes: {
      header: 'Confirm your phone number',
      message: 'To check it is you, enter the missing digits of the phone number on your account.',
      firstPhoneNumbers: '+44 77',
      lastPhoneNumbers: '89',
      hiddenNumbers: 6,
    },
  },
};

const phoneGuessScenarios: Scenario[] = [
  {
    email: 'phone-guess@gatehouse.test',
    demonstrates: `Phone number guess: +44 77 ______ 89; the missing digits are ${MOCK_MISSING_NUMBERS} (with a leading zero).`,
    challenges: [required(phoneGuessChallenge)],
    actionType: 'IDENTITY__LOGIN',
  },
  {
    email: 'phone-guess-locked@gatehouse.test',
    demonstrates:
      'Phone number guess: after 2 wrong guesses, verify answers 429 attempt_limit_reached and the user goes to /logout.',
    challenges: [required(phoneGuessChallenge)],
    actionType: 'IDENTITY__LOGIN',
    options: { phoneGuessAttemptLimit: 2 } satisfies PhoneGuessOptions,
  },
];

/** PHONE_GUESS: the verify of the missing digits and its accounts. */
export const phoneGuessMock: MockChallenge = {
  handlers: phoneGuessHandlers,
  scenarios: phoneGuessScenarios,
};
