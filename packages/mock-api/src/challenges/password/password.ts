import type { Challenge } from '@gatehouse-auth/core';
import { http } from 'msw';
import { MOCK_PASSWORD, phone, required } from '../../kit/fixtures';
import { errorAnswer, unexpectedAnswer, type MockAnswer } from '../../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../../kit/mockChallenge';
import { type RouteKit, readBody, text } from '../../kit/routeKit';
import type { Scenario } from '../../kit/scenario';
import { offeredChallenge, passCurrentChallenge, type TokenState } from '../../kit/state';

/** SPEC.md §7: the forgot-password call has a fixed path, whatever the identity host. */
const forgotPasswordPath = '/gateway/identity/api/v1/forgot-password';

export const invalidPassword = errorAnswer(
  400,
  'invalid_password',
  'That password is incorrect. Please try again.',
);
export const passwordAttemptLimitReached = errorAnswer(
  429,
  'attempt_limit_reached',
  'Too many attempts. Please log in again.',
);

/** What a scenario may set in `options` for the password routes. */
interface PasswordOptions {
  /** Wrong passwords allowed; the next verify answers attempt_limit_reached. */
  passwordAttemptLimit?: number;
  /** Answered by the password verify instead of checking the password. */
  passwordVerifyAnswer?: MockAnswer;
  /** Answered by the forgot-password call instead of sending the email. */
  forgotPasswordAnswer?: MockAnswer;
}

const passwordOptions = (token: TokenState) => (token.scenario.options ?? {}) as PasswordOptions;

function notRequired(type: string): MockAnswer {
  return errorAnswer(
    400,
    'challenge_not_required',
    `This token does not need a ${type} challenge now.`,
  );
}

function count(token: TokenState, key: string): number {
  const value = token.data[key];
  return typeof value === 'number' ? value : 0;
}

/** The PASSWORD verify and the forgot-password email (API.md §5). */
const passwordHandlers: ChallengeHandlers = ({ identity, site, tokenRoute }: RouteKit) => [
  http.post(
    identity('/one-time-token/password/verify'),
    tokenRoute(async (token, request) => {
      const password = text((await readBody(request)).password);
      if (password === undefined) return unexpectedAnswer(400, 'The body needs a password.');
      if (!offeredChallenge(token, 'PASSWORD')) return notRequired('PASSWORD');
      const options = passwordOptions(token);
      if (options.passwordVerifyAnswer) return options.passwordVerifyAnswer;
      const limit = options.passwordAttemptLimit;
      if (limit !== undefined && count(token, 'wrongPasswords') >= limit)
        return passwordAttemptLimitReached;
      if (password !== MOCK_PASSWORD) {
        token.data.wrongPasswords = count(token, 'wrongPasswords') + 1;
        return invalidPassword;
      }
      passCurrentChallenge(token);
      return { status: 204 };
    }),
  ),
  http.post(
    site(forgotPasswordPath),
    tokenRoute(async (token, request) => {
      if ((await request.text()) !== '')
        return unexpectedAnswer(400, 'The forgot-password call takes no body.');
      if (!offeredChallenge(token, 'PASSWORD')) return notRequired('PASSWORD');
      const answer = passwordOptions(token).forgotPasswordAnswer;
      if (answer) return answer;
      token.data.forgotPasswordEmails = count(token, 'forgotPasswordEmails') + 1;
      return { status: 204 };
    }),
  ),
];

export const passwordChallenge: Challenge = { type: 'PASSWORD', viewData: { attributes: {} } };

export const mandatoryResetPasswordChallenge: Challenge = {
  type: 'MANDATORY_RESET_PASSWORD',
  viewData: {
    attributes: {
      title: 'Time for a new password',
      message:
        "Your password hasn't been changed in a long time. Set a new one to keep your account safe.",
    },
  },
};

const passwordScenarios: Scenario[] = [
  {
    email: 'password@gatehouse.test',
    demonstrates: `Password challenge (the password is ${MOCK_PASSWORD}), with forgot password and an SMS alternative.`,
    challenges: [required(passwordChallenge, [phone('SMS')])],
    actionType: 'IDENTITY__LOGIN',
  },
  {
    email: 'password-locked@gatehouse.test',
    demonstrates:
      'Password challenge: after 2 wrong passwords, verify answers 429 attempt_limit_reached and the user goes to /logout.',
    challenges: [required(passwordChallenge)],
    actionType: 'IDENTITY__LOGIN',
    options: { passwordAttemptLimit: 2 } satisfies PasswordOptions,
  },
  {
    email: 'password-down@gatehouse.test',
    demonstrates:
      'Password challenge whose verify answers an empty 500: the failure handler is called.',
    challenges: [required(passwordChallenge)],
    actionType: 'IDENTITY__LOGIN',
    options: { passwordVerifyAnswer: { status: 500 } } satisfies PasswordOptions,
  },
  {
    email: 'forgot-down@gatehouse.test',
    demonstrates:
      'Password challenge whose forgot-password call answers an empty 500: "Something went wrong" with contact us.',
    challenges: [required(passwordChallenge)],
    actionType: 'IDENTITY__LOGIN',
    options: { forgotPasswordAnswer: { status: 500 } } satisfies PasswordOptions,
  },
  {
    email: 'reset-password@gatehouse.test',
    demonstrates:
      'Mandatory password reset: the notice with the title and message from the challenge data and a "Reset password" link.',
    challenges: [required(mandatoryResetPasswordChallenge)],
    actionType: 'IDENTITY__LOGIN',
  },
];

/** PASSWORD and MANDATORY_RESET_PASSWORD: the password verify, forgot password and their accounts. */
export const passwordMock: MockChallenge = {
  handlers: passwordHandlers,
  scenarios: passwordScenarios,
};
