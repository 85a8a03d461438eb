import {
  defaults,
  loginResponseSchema,
  oneTimeTokenStatusSchema,
  otpChannels,
  tokenExchangeResponseSchema,
  type CodeChallengeType,
  type OtpChannel,
} from '@gatehouse/core';
import { delay, http, type HttpHandler } from 'msw';
export type { MockHandlerOptions } from './routeKit';
import { errorAnswer, unexpectedAnswer, type MockAnswer } from './answer';
import { challengeHandlers } from './challenges';
import { sitePath } from './paths';
import { createRouteKit, ottNotFound, readBody, text, type MockHandlerOptions } from './routeKit';
import { MOCK_CODE, MOCK_PASSWORD, findScenario } from './scenarios';
import {
  findToken,
  isApproved,
  issueToken,
  markTriggered,
  newOneTimeToken,
  offeredChallenge,
  passCurrentChallenge,
} from './state';

const codeChallengeTypes: readonly CodeChallengeType[] = [...otpChannels, 'TOTP'];
const loginActionType = 'IDENTITY__LOGIN';

const invalidCredentials = errorAnswer(401, 'invalid_email_password', 'Wrong email or password.');
const invalidCode = errorAnswer(400, 'invalid_code', 'That code is incorrect. Please try again.');
const attemptLimitReached = errorAnswer(429, 'attempt_limit_reached', 'Too many attempts. Request a new code.');

function notRequired(type: string): MockAnswer {
  return errorAnswer(400, 'challenge_not_required', `This token does not need a ${type} challenge now.`);
}

// Read field by field rather than with zod: the package then depends on core and msw alone.
/** The msw handlers of the whole contract (API.md §2–§5) for login, the token status, codes and token exchange. */
export function createHandlers(options: MockHandlerOptions = {}): HttpHandler[] {
  const kit = createRouteKit(options);
  const { identity, route, tokenRoute } = kit;

  function login(needsPassword: boolean) {
    return route(async (request) => {
      const body = await readBody(request);
      const email = text(body.email);
      if (email === undefined) return unexpectedAnswer(400, 'The body needs an email.');
      const scenario = findScenario(email);
      if (!scenario || (needsPassword && body.password !== MOCK_PASSWORD)) return invalidCredentials;
      if (scenario.loginDelayMs) await delay(scenario.loginDelayMs);
      if (scenario.loginAnswer) return scenario.loginAnswer;
      const oneTimeToken = scenario.tokenExpired ? newOneTimeToken() : issueToken(scenario);
      return { status: 200, json: loginResponseSchema.parse({ data: { oneTimeTokenProperties: { oneTimeToken } } }) };
    });
  }

  // The mock has a single view: any viewType gets the FULL answer.
  const status = tokenRoute(async (token) => ({
    status: 200,
    json: oneTimeTokenStatusSchema.parse({
      oneTimeTokenProperties: {
        oneTimeToken: token.oneTimeToken,
        actionType: token.scenario.actionType ?? loginActionType,
        challenges: token.remaining,
      },
    }),
  }));

  function trigger(channel: OtpChannel) {
    return tokenRoute(async (token, request) => {
      const { phoneNumberId } = await readBody(request);
      if (typeof phoneNumberId !== 'number' && typeof phoneNumberId !== 'string') {
        return unexpectedAnswer(400, 'The body needs a phoneNumberId.');
      }
      const challenge = offeredChallenge(token, channel);
      if (!challenge) return notRequired(channel);
      const numbers = challenge.availablePhoneNumbers ?? [];
      if (!numbers.some((number) => String(number.id) === String(phoneNumberId))) {
        return errorAnswer(400, 'phone_number_not_found', `No phone number ${phoneNumberId} for ${channel}.`);
      }
      const failure = token.scenario.triggerFailures?.[channel];
      if (failure) return failure;
      markTriggered(token, channel);
      return { status: 204 };
    });
  }

  function verify(type: CodeChallengeType) {
    return tokenRoute(async (token, request) => {
      // SPEC.md §5: the field is `code` for TOTP and `otpCode` for the phone channels.
      const field = type === 'TOTP' ? 'code' : 'otpCode';
      const code = text((await readBody(request))[field]);
      if (code === undefined) return unexpectedAnswer(400, `The body needs ${field}.`);
      if (!offeredChallenge(token, type)) return notRequired(type);
      if (type !== 'TOTP' && !token.triggered.has(type)) return errorAnswer(400, 'otp_not_sent', 'Request a code first.');
      const limit = token.scenario.attemptLimit;
      if (limit !== undefined && token.wrongCodes >= limit) return attemptLimitReached;
      if (code !== MOCK_CODE) {
        token.wrongCodes += 1;
        return invalidCode;
      }
      passCurrentChallenge(token);
      return { status: 204 };
    });
  }

  const exchange = route(async (request) => {
    const oneTimeToken = text((await readBody(request)).oneTimeToken);
    if (oneTimeToken === undefined) return unexpectedAnswer(400, 'The body needs a oneTimeToken.');
    const token = findToken(oneTimeToken);
    if (!token) return ottNotFound;
    if (!isApproved(token)) return errorAnswer(403, 'ott_not_approved', 'This token still has challenges to pass.');
    return { status: 200, json: tokenExchangeResponseSchema.parse({ location: defaults.homePath }) };
  });

  return [
    // Each challenge's own routes (challenges/*.ts), then the login, status, code and exchange routes.
    ...challengeHandlers.flatMap((handlers) => handlers(kit)),
    http.post(sitePath('/login-api/login'), login(true)),
    http.post(sitePath('/login-api/login-cdr'), login(false)),
    http.get(identity('/one-time-token/status'), status),
    ...otpChannels.map((channel) => http.post(identity(`/one-time-token/${channel.toLowerCase()}/trigger`), trigger(channel))),
    ...codeChallengeTypes.map((type) => http.post(identity(`/one-time-token/${type.toLowerCase()}/verify`), verify(type))),
    http.post(sitePath('/login-api/v2/auth'), exchange),
    // The client uses this path when the page runs on localhost.
    http.post(sitePath('/api/v2/auth'), exchange),
  ];
}

/** The handlers with the default options: identity host `/gateway`, no added latency. */
export const handlers: HttpHandler[] = createHandlers();
