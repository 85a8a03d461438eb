import { smsWithAlternatives } from './challenges/code/code';
import { errorAnswer, type MockAnswer } from './kit/mockAnswer';
import type { MockChallenge } from './kit/mockChallenge';
import type { Scenario } from './kit/scenario';

function deactivated(canAppeal: boolean): MockAnswer {
  return {
    status: 403,
    json: {
      code: 'user_deactivated',
      message: "We've deactivated your account because it didn't meet our terms of use.",
      params: { messageTitle: 'Your account has been deactivated', canAppeal },
    },
  };
}

/** The accounts that show the login's own answers: no second factor, its errors, its timing. */
const loginScenarios: readonly Scenario[] = [
  {
    email: 'no-2fa@gatehouse.test',
    demonstrates: 'No second factor: the token is approved at once and exchanged straight away.',
    challenges: [],
  },
  {
    email: 'deactivated@gatehouse.test',
    demonstrates: 'Deactivated account screen with an "Appeal our decision" link.',
    loginAnswer: deactivated(true),
  },
  {
    email: 'deactivated-final@gatehouse.test',
    demonstrates: 'Deactivated account screen without an appeal.',
    loginAnswer: deactivated(false),
  },
  {
    email: 'reactivate@gatehouse.test',
    demonstrates:
      'Self-reactivation: the login redirects to /login/reactivate-account with the token.',
    loginAnswer: {
      status: 403,
      json: {
        code: 'self_reactivation_eligible',
        oneTimeToken: 'react-ott-7f3c9a',
        parameters: {},
      },
    },
  },
  {
    email: 'contact@gatehouse.test',
    demonstrates: 'Locked account: the error alert offers "Get help".',
    loginAnswer: {
      status: 403,
      json: {
        code: 'account_locked',
        message: 'Your account is locked.',
        params: { action: 'contact' },
      },
    },
  },
  {
    email: 'link-message@gatehouse.test',
    demonstrates: 'An error message holding a link: the link becomes an alert action.',
    loginAnswer: errorAnswer(
      400,
      'user.phonenumber.blocked',
      'Your phone number is blocked. <a href="/help/articles/blocked">Read more</a>',
    ),
  },
  {
    email: 'update-phone@gatehouse.test',
    demonstrates: 'Mandatory phone number update: the login redirects to the link in the error.',
    loginAnswer: {
      status: 403,
      json: { code: 'mandatory.update.phone.number', params: { link: '/account/phone' } },
    },
  },
  {
    email: 'server-error@gatehouse.test',
    demonstrates: 'Login answers 500 with an HTML page: the generic "Something went wrong." alert.',
    loginAnswer: {
      status: 500,
      html: '<!doctype html><html><body><h1>500 Internal Server Error</h1></body></html>',
    },
  },
  {
    email: 'malformed@gatehouse.test',
    demonstrates:
      'Login answers 200 with a body that fails the schema: unexpected.error, never a crash.',
    loginAnswer: { status: 200, json: { data: { oneTimeTokenProperties: { oneTimeToken: 42 } } } },
  },
  {
    email: 'slow@gatehouse.test',
    demonstrates: 'Like sms@, but login answers after 2 s: the loading state.',
    challenges: smsWithAlternatives,
    loginDelayMs: 2000,
  },
  {
    email: 'expired-token@gatehouse.test',
    demonstrates:
      'Login succeeds but the token status answers 404 ott_not_found: the expired-token error.',
    challenges: smsWithAlternatives,
    tokenExpired: true,
  },
  {
    email: 'errors-list@gatehouse.test',
    demonstrates: 'A login error in the { errors: [...] } shape.',
    loginAnswer: {
      status: 429,
      json: {
        errors: [
          {
            code: 'too_many_login_attempts',
            message: 'Too many login attempts. Please try again in 5 minutes.',
            arguments: ['5'],
          },
        ],
      },
    },
  },
];

/**
 * The login's own accounts. Their routes (login, token status, token exchange) belong to every
 * handler set, so createHandlers adds them itself: this entry brings accounts only.
 */
export const loginMock: MockChallenge = { scenarios: loginScenarios };
