import type { Challenge, OtpChannel } from '@gatehouse-auth/core';
import { callingCodes, signupPhoneVerificationResponseSchema } from '@gatehouse-auth/core/internal';
import * as z from '@gatehouse-auth/core/internal/api/schema';
import { http } from 'msw';
import { primaryPhoneNumbers, required } from '../kit/fixtures';
import { errorAnswer, unexpectedAnswer, type MockAnswer } from '../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../kit/mockChallenge';
import { readBody, text, type RouteKit } from '../kit/routeKit';
import type { Scenario } from '../kit/scenario';
import { findToken, isApproved, issueToken, mockMemory } from '../kit/state';

/**
 * Sign-up phone verification test data: the number's last four digits pick what happens.
 * Any sign-up id starting `su-` and any sign-up token starting `st-` are accepted.
 */
export const signupPhoneTestNumbers = {
  /** PUT answers 409 duplicated_phone_number with params.maskedDuplicateEmail. */
  duplicated: '0000',
  /** PUT answers 409 phone.number.repeated with the same params. */
  repeated: '1111',
  /** PUT answers 400 user.phonenumber.blocked with a message. */
  blocked: '2222',
  /** A landline: the SMS trigger answers user.phonenumber.is.not.mobile.number; voice works. */
  landline: '3333',
} as const;

export const MASKED_DUPLICATE_EMAIL = 'j•••@example.com';
export const BLOCKED_NUMBER_MESSAGE = "This phone number is blocked. We can't send codes to it.";

const duplicateParams = { maskedDuplicateEmail: MASKED_DUPLICATE_EMAIL };
const notMobile = errorAnswer(
  400,
  'user.phonenumber.is.not.mobile.number',
  'This number cannot receive text messages.',
);
const invalidSignup = errorAnswer(
  403,
  'signup_token_invalid',
  'This sign-up has expired. Please start again.',
);

// The sign-up's saved number, by sign-up id; resetMockState forgets them.
const phones = mockMemory<string, string>('signupPhones');

/** `+447700900123` → `+44 ••••• ••0123`: what the code screen shows. */
function maskPhoneNumber(phoneNumber: string): string {
  const known = callingCodes
    .map((c) => c.callingCode)
    .filter((code) => phoneNumber.startsWith(`+${code}`));
  const callingCode = known.sort((a, b) => b.length - a.length)[0] ?? phoneNumber.slice(1, 3);
  return `+${callingCode} ••••• ••${phoneNumber.slice(-4)}`;
}

function otp(type: OtpChannel, phoneNumber: string): Challenge {
  return {
    type,
    viewData: { attributes: { maskedPhoneNumber: maskPhoneNumber(phoneNumber) } },
    availablePhoneNumbers: primaryPhoneNumbers,
  };
}

/** The token a verification start issues: SMS by default, voice as the alternative. */
export function signupPhoneScenario(signupId: string, phoneNumber: string): Scenario {
  const landline = phoneNumber.endsWith(signupPhoneTestNumbers.landline);
  return {
    email: 'signup-phone',
    demonstrates: landline
      ? 'Sign-up phone verification of a landline: SMS answers not-mobile, the voice call works (code 111111).'
      : 'Sign-up phone verification: an SMS code (111111), with a voice call as the alternative.',
    challenges: [required(otp('SMS', phoneNumber), [otp('VOICE', phoneNumber)])],
    actionType: 'IDENTITY__SIGNUP',
    ...(landline ? { triggerFailures: { SMS: notMobile } } : {}),
    options: { signupId },
  };
}

function updateAnswer(phoneNumber: string): MockAnswer | undefined {
  const ending = phoneNumber.slice(-4);
  if (ending === signupPhoneTestNumbers.duplicated) {
    return {
      status: 409,
      json: {
        errors: [
          {
            code: 'duplicated_phone_number',
            message: 'This phone number is already in use.',
            params: duplicateParams,
          },
        ],
      },
    };
  }
  if (ending === signupPhoneTestNumbers.repeated) {
    return {
      status: 409,
      json: {
        code: 'phone.number.repeated',
        message: 'This phone number is already in use.',
        params: duplicateParams,
      },
    };
  }
  if (ending === signupPhoneTestNumbers.blocked)
    return errorAnswer(400, 'user.phonenumber.blocked', BLOCKED_NUMBER_MESSAGE);
  return undefined;
}

const validSignup = (id: string, signupToken: unknown) =>
  id.startsWith('su-') &&
  typeof signupToken === 'string' &&
  signupToken.startsWith('st-') &&
  signupToken.length > 3;

/** PUT the number, start and finish its verification (API.md §5). */
const signupPhoneHandlers: ChallengeHandlers = ({ identity, route }: RouteKit) => [
  http.put(
    identity('/sign-up/:id/phone-number'),
    route(async (request, { id = '' }) => {
      const body = await readBody(request);
      const signup = body.signup as Record<string, unknown> | undefined;
      const phoneNumber = text(signup?.phoneNumber);
      if (phoneNumber === undefined)
        return unexpectedAnswer(400, 'The body needs signup.phoneNumber.');
      if (!validSignup(id, body.signupToken)) return invalidSignup;
      if (!/^\+[1-9]\d{6,14}$/.test(phoneNumber))
        return errorAnswer(400, 'invalid.phone.number', 'Please enter a valid phone number.');
      const failure = updateAnswer(phoneNumber);
      if (failure) return failure;
      phones.set(id, phoneNumber);
      return { status: 204 };
    }),
  ),
  http.post(
    identity('/sign-up/:id/phone-verification'),
    route(async (request, { id = '' }) => {
      const { signupToken } = await readBody(request);
      if (!validSignup(id, signupToken)) return invalidSignup;
      const phoneNumber = phones.get(id);
      if (!phoneNumber)
        return errorAnswer(400, 'phone_number_missing', 'Add a phone number first.');
      const oneTimeToken = issueToken(signupPhoneScenario(id, phoneNumber));
      return {
        status: 200,
        json: z.parse(signupPhoneVerificationResponseSchema, {
          oneTimeTokenProperties: { oneTimeToken },
        }),
      };
    }),
  ),
  http.post(
    identity('/sign-up/:id/phone-verification/complete'),
    route(async (request, { id = '' }) => {
      const { ott, signupToken } = await readBody(request);
      if (typeof ott !== 'string') return unexpectedAnswer(400, 'The body needs ott.');
      if (!validSignup(id, signupToken)) return invalidSignup;
      const token = findToken(ott);
      if (!token) return errorAnswer(404, 'ott_not_found');
      if (token.scenario.options?.signupId !== id)
        return errorAnswer(403, 'ott_not_approved', 'This token belongs to another sign-up.');
      if (!isApproved(token))
        return errorAnswer(403, 'ott_not_approved', 'This token still has challenges to pass.');
      return { status: 204 };
    }),
  ),
];

/** The sign-up's phone number and its verification token (no scenario accounts: the data is test numbers). */
export const signupPhoneMock: MockChallenge = { handlers: signupPhoneHandlers };
