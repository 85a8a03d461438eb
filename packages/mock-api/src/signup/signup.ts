import type { AccountType, Country } from '@gatehouse-auth/core';
import { countriesResponseSchema, signupResponseSchema } from '@gatehouse-auth/core/internal';
import * as z from '@gatehouse-auth/core/internal/api/schema';
import { http } from 'msw';
import { errorAnswer, unexpectedAnswer, type MockAnswer } from '../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../kit/mockChallenge';
import { readBody, text } from '../kit/routeKit';

/**
 * Sign-up test data (not login scenarios: these emails sign up, they do not log in).
 * Any other well-formed email signs up.
 */
export const signupTestData = {
  takenEmail: 'taken@gatehouse.test',
  downEmail: 'signup-down@gatehouse.test',
  /** A captcha token the mock refuses. */
  failingCaptchaToken: 'fail',
  /** Locales (Accept-Language) whose country list fails: `en-GB-x-nopers` for personal, `en-GB-x-nobiz` for business. */
  failingCountriesLocale: { personal: 'en-GB-x-nopers', business: 'en-GB-x-nobiz' },
} as const;

const personalCountries: Country[] = [
  { iso2Code: 'GB', name: 'United Kingdom' },
  { iso2Code: 'FR', name: 'France' },
  { iso2Code: 'DE', name: 'Germany' },
  { iso2Code: 'ES', name: 'Spain' },
  { iso2Code: 'IT', name: 'Italy' },
  { iso2Code: 'IE', name: 'Ireland' },
  { iso2Code: 'NL', name: 'Netherlands' },
  { iso2Code: 'US', name: 'United States' },
  { iso2Code: 'JP', name: 'Japan' },
  { iso2Code: 'AU', name: 'Australia' },
];

const businessCountries: Country[] = [
  { iso2Code: 'GB', name: 'United Kingdom' },
  { iso2Code: 'FR', name: 'France' },
  { iso2Code: 'DE', name: 'Germany' },
  { iso2Code: 'US', name: 'United States' },
];

/** The mock's country lists, checked with core's schema. */
export const mockCountries: Record<AccountType, Country[]> = {
  personal: z.parse(countriesResponseSchema, personalCountries),
  business: z.parse(countriesResponseSchema, businessCountries),
};

const emailTaken = errorAnswer(409, 'email.taken', 'An account with this email already exists.');
const captchaInvalid = errorAnswer(
  400,
  'captcha.invalid',
  'Captcha verification failed. Please try again.',
);
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PASSWORD = /^(?=.*\p{L})(?=.*\p{N}).{9,}$/u;

function randomId(prefix: string): string {
  return `${prefix}-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function object(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

async function signUp(request: Request): Promise<MockAnswer> {
  const body = await readBody(request);
  const signup = object(body.signup);
  const email = text(signup?.email)?.trim();
  if (!signup || email === undefined) return unexpectedAnswer(400, 'The body needs signup.email.');
  if (signup.isConsentSeen !== true)
    return unexpectedAnswer(400, 'signup.isConsentSeen must be true.');
  if (text(body.flowId) === undefined) return unexpectedAnswer(400, 'The body needs a flowId.');
  // The email form sends `captcha`, the full form `challenge` (SPEC.md §3); neither is required here.
  const captcha = object(body.captcha) ?? object(body.challenge);
  if (captcha && text(captcha.token) === signupTestData.failingCaptchaToken) return captchaInvalid;
  if (email.length > 254 || !EMAIL.test(email))
    return errorAnswer(400, 'email.invalid', 'Please enter a valid email');
  const password = signup.password;
  if (password !== undefined && (typeof password !== 'string' || !PASSWORD.test(password.trim()))) {
    return errorAnswer(400, 'password.invalid', 'Please enter a valid password');
  }
  const accountType = signup.accountType ?? 'personal';
  if (accountType !== 'personal' && accountType !== 'business')
    return unexpectedAnswer(400, 'Unknown accountType.');
  const country = signup.country;
  if (
    country !== undefined &&
    !mockCountries[accountType].some((entry) => entry.iso2Code === country)
  ) {
    return errorAnswer(
      400,
      'country.unsupported',
      `We can't offer ${accountType} accounts in ${String(country)} yet.`,
    );
  }
  const lower = email.toLowerCase();
  if (lower === signupTestData.takenEmail) return emailTaken;
  if (lower === signupTestData.downEmail) return { status: 500 };
  return {
    status: 200,
    json: z.parse(signupResponseSchema, {
      id: randomId('su'),
      signupToken: randomId('st'),
      emailVerifyOtt: randomId('evo'),
    }),
  };
}

/**
 * POST {identity}/sign-up, the sign-up's "Send it again" (the email-checkpoint trigger without a
 * one-time token) and GET /api/v1/user/countries (API.md §5). Register before the email-checkpoint
 * challenge's handlers: a trigger that carries a one-time token is passed on to them.
 */
const signupHandlers: ChallengeHandlers = ({ identity, site, route }) => {
  const resend = route(async (request) => {
    const flowQueryParams = (await readBody(request)).flowQueryParams;
    if (typeof flowQueryParams !== 'string')
      return unexpectedAnswer(400, 'The body needs flowQueryParams.');
    return { status: 204 };
  });
  return [
    http.post(identity('/sign-up'), route(signUp)),
    http.post(identity('/one-time-token/email-checkpoint/trigger'), async (info) =>
      info.request.headers.has('One-Time-Token') ? undefined : resend(info),
    ),
    http.get(
      site('/api/v1/user/countries'),
      route(async (request) => {
        const type = new URL(request.url).searchParams.get('type');
        if (type !== 'personal' && type !== 'business')
          return unexpectedAnswer(400, 'type must be personal or business.');
        const locale = request.headers.get('Accept-Language') ?? '';
        if (locale === signupTestData.failingCountriesLocale[type]) return { status: 500 };
        return { status: 200, json: mockCountries[type] };
      }),
    ),
  ];
};

/** Sign-up, the sign-up's "Send it again" and the country lists (no scenario accounts: sign-up emails never log in). */
export const signupMock: MockChallenge = { handlers: signupHandlers };
