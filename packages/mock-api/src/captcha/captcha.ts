import { http } from 'msw';
import { errorAnswer } from '../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../kit/mockChallenge';
import { type RouteKit, readBody, text } from '../kit/routeKit';

/** Captcha test data for the login calls: this captcha token is refused, any other passes. */
export const captchaTestData = {
  failingCaptchaToken: 'fail',
} as const;

export const captchaInvalid = errorAnswer(
  400,
  'captcha.invalid',
  'Captcha verification failed. Please try again.',
);

/**
 * Login with the captcha token 'fail' answers 400 `captcha.invalid`; every other login falls
 * through to the ordinary login route (a resolver that returns nothing lets msw go on).
 * Registered first, so it sees a login before the login route does.
 */
const captchaHandlers: ChallengeHandlers = ({ site, route }: RouteKit) => {
  const refuse = route(async () => captchaInvalid);
  const check: Parameters<typeof http.post>[1] = async (info) => {
    // A clone: the login route reads the same body after this one passes.
    const body = await readBody(info.request.clone());
    return text(body.captcha) === captchaTestData.failingCaptchaToken ? refuse(info) : undefined;
  };
  return [
    http.post(site('/login-api/login'), check),
    http.post(site('/login-api/login-cdr'), check),
  ];
};

/** The captcha check of the login calls (no scenario accounts: the refused captcha token is the test data). */
export const captchaMock: MockChallenge = { handlers: captchaHandlers };
