import {
  errorAnswer,
  offeredChallenge,
  passCurrentChallenge,
  readBody,
  required,
  text,
  unexpectedAnswer,
  type MockChallenge,
  type TokenState,
} from '@gatehouse-auth/mock-api';
import { http } from 'msw';

// The mock half of the example's host-defined challenge. Gatehouse has no SECURITY_QUESTION
// built in: this file, written with the public exports of @gatehouse-auth/mock-api alone, is all the
// mock backend needs to serve it.

/** The server type of the challenge. */
export const SECURITY_QUESTION = 'SECURITY_QUESTION';

/** What the mock expects, for the component, its story and its tests. */
export const securityQuestionTestData = {
  email: 'security-question@example.com',
  question: 'What was the name of your first school?',
  /** Accepted trimmed and in any case. */
  answer: 'Hillside',
  /** Wrong answers allowed; the next verify answers 429 attempt_limit_reached. */
  attemptLimit: 3,
  /** Under `{identity}`: POST with `One-Time-Token` and `{ "answer": string }`. */
  verifyPath: '/one-time-token/security-question/verify',
} as const;

const invalidAnswer = errorAnswer(
  400,
  'invalid_answer',
  'That answer is not right. Please try again.',
);
const attemptLimitReached = errorAnswer(
  429,
  'attempt_limit_reached',
  'Too many attempts. Please log in again.',
);
const notRequired = errorAnswer(
  400,
  'challenge_not_required',
  'This token does not need a SECURITY_QUESTION challenge now.',
);

function wrongAnswers(token: TokenState): number {
  const value = token.data.wrongAnswers;
  return typeof value === 'number' ? value : 0;
}

/** The SMS code alternative; the built-in code routes serve it (code 111111). */
const sms = {
  type: 'SMS',
  viewData: { attributes: { maskedPhoneNumber: '+44 ••••• •••789' } },
  availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
};

/**
 * The security question's route and its account, for `startMockWorker({ challenges })`,
 * `createMockServer({ challenges })` or, in one story, `mockChallengeHandlers(securityQuestionMock)`.
 */
export const securityQuestionMock: MockChallenge = {
  handlers: ({ identity, tokenRoute }) => [
    http.post(
      identity(securityQuestionTestData.verifyPath),
      tokenRoute(async (token, request) => {
        const answer = text((await readBody(request)).answer);
        if (answer === undefined) return unexpectedAnswer(400, 'The body needs an answer.');
        if (!offeredChallenge(token, SECURITY_QUESTION)) return notRequired;
        if (wrongAnswers(token) >= securityQuestionTestData.attemptLimit)
          return attemptLimitReached;
        if (answer.trim().toLowerCase() !== securityQuestionTestData.answer.toLowerCase()) {
          token.data.wrongAnswers = wrongAnswers(token) + 1;
          return invalidAnswer;
        }
        passCurrentChallenge(token);
        return { status: 204 };
      }),
    ),
  ],
  scenarios: [
    {
      email: securityQuestionTestData.email,
      demonstrates: `A security question defined by the host app (answer ${securityQuestionTestData.answer}), with an SMS code as the other way.`,
      challenges: [
        required(
          {
            type: SECURITY_QUESTION,
            viewData: { attributes: { question: securityQuestionTestData.question } },
          },
          [sms],
        ),
      ],
    },
  ],
};
