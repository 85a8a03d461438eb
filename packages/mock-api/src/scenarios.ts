import type { OtpChannel, RequiredChallenge } from '@gatehouse/core';
import { errorAnswer, type MockAnswer } from './mockAnswer';
import { challengeScenarios } from './challenges';
import { faceMatch, phone, required, totp } from './fixtures';

export { MOCK_CODE, MOCK_PASSWORD } from './fixtures';


/** A test account whose email picks what the mock backend does. */
export interface Scenario {
  /** The login email; matched trimmed and in any case. */
  email: string;
  /** What the account demonstrates, in one sentence (README, Storybook, tests). */
  demonstrates: string;
  /** Required challenges in order, each passed with MOCK_CODE; empty or absent: approved at once. */
  challenges?: RequiredChallenge[];
  /** Answered by login (after the password check) instead of a one-time token. */
  loginAnswer?: MockAnswer;
  loginDelayMs?: number;
  /** The token login answers is unknown to every later call, as if it expired at once. */
  tokenExpired?: boolean;
  /** Answered by the trigger of these channels instead of sending a code. */
  triggerFailures?: Partial<Record<OtpChannel, MockAnswer>>;
  /** Wrong codes allowed before verify answers attempt_limit_reached, until a code is resent. */
  attemptLimit?: number;
  /** The token's action type; default IDENTITY__LOGIN. */
  actionType?: string;
  /** Anything a challenge's own handlers need to know about this account (see challenges/). */
  options?: Record<string, unknown>;
}

const smsWithAlternatives = [
  required(phone('SMS', 'ch-sms'), [phone('VOICE'), phone('WHATSAPP'), totp(), faceMatch]),
];
const smsOrVoice = [required(phone('SMS', 'ch-sms'), [phone('VOICE')])];

const loginScenarios: readonly Scenario[] = [
  {
    email: 'sms@gatehouse.test',
    demonstrates: 'SMS code, with voice, WhatsApp and authenticator alternatives and a hidden face-match recovery.',
    challenges: smsWithAlternatives,
  },
  {
    email: 'totp@gatehouse.test',
    demonstrates: 'Authenticator-app code only.',
    challenges: [required(totp('ch-totp'))],
  },
  {
    email: 'two-step@gatehouse.test',
    demonstrates: 'Two required challenges: an SMS code, then an authenticator code.',
    challenges: [required(phone('SMS', 'ch-1')), required(totp('ch-2'))],
  },
  {
    email: 'sms-twice@gatehouse.test',
    demonstrates: 'Two SMS challenges in a row: the same type twice makes the flow RESET.',
    challenges: [required(phone('SMS', 'ch-1')), required(phone('SMS', 'ch-2'))],
  },
  {
    email: 'no-2fa@gatehouse.test',
    demonstrates: 'No second factor: the token is approved at once and exchanged straight away.',
    challenges: [],
  },
  {
    email: 'landline@gatehouse.test',
    demonstrates: 'SMS to a landline fails with user.phonenumber.is.not.mobile.number; the flow falls back to voice.',
    challenges: smsOrVoice,
    triggerFailures: { SMS: errorAnswer(400, 'user.phonenumber.is.not.mobile.number') },
  },
  {
    email: 'sms-down@gatehouse.test',
    demonstrates: 'Sending the SMS fails with an empty 500: the code-send error screen; voice still works.',
    challenges: smsOrVoice,
    triggerFailures: { SMS: { status: 500 } },
  },
  {
    email: 'locked@gatehouse.test',
    demonstrates: 'After 3 wrong codes, verify answers 429 attempt_limit_reached until a new code is sent.',
    challenges: [required(phone('SMS', 'ch-sms'))],
    attemptLimit: 3,
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
    demonstrates: 'Self-reactivation: the login redirects to /login/reactivate-account with the token.',
    loginAnswer: {
      status: 403,
      json: { code: 'self_reactivation_eligible', oneTimeToken: 'react-ott-7f3c9a', parameters: {} },
    },
  },
  {
    email: 'contact@gatehouse.test',
    demonstrates: 'Locked account: the error alert offers "Get help".',
    loginAnswer: { status: 403, json: { code: 'account_locked', message: 'Your account is locked.', params: { action: 'contact' } } },
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
    loginAnswer: { status: 403, json: { code: 'mandatory.update.phone.number', params: { link: '/account/phone' } } },
  },
  {
    email: 'server-error@gatehouse.test',
    demonstrates: 'Login answers 500 with an HTML page: the generic "Something went wrong." alert.',
    loginAnswer: { status: 500, html: '<!doctype html><html><body><h1>500 Internal Server Error</h1></body></html>' },
  },
  {
    email: 'malformed@gatehouse.test',
    demonstrates: 'Login answers 200 with a body that fails the schema: unexpected.error, never a crash.',
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
    demonstrates: 'Login succeeds but the token status answers 404 ott_not_found: the expired-token error.',
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

export const scenarios: readonly Scenario[] = [...loginScenarios, ...challengeScenarios];

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

/** The scenario for a login email, matched trimmed and in any case. */
export function findScenario(email: string): Scenario | undefined {
  const wanted = email.trim().toLowerCase();
  return scenarios.find((scenario) => scenario.email === wanted);
}
