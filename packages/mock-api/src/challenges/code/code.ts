import type { CodeChallengeType, OtpChannel } from '@gatehouse-auth/core';
import { otpChannels } from '@gatehouse-auth/core/internal';
import { http } from 'msw';
import { MOCK_CODE, faceMatch, phone, required, totp } from '../../kit/fixtures';
import { errorAnswer, unexpectedAnswer, type MockAnswer } from '../../kit/mockAnswer';
import type { MockChallenge } from '../../kit/mockChallenge';
import { readBody, text, type RouteKit } from '../../kit/routeKit';
import type { Scenario } from '../../kit/scenario';
import { markTriggered, offeredChallenge, passCurrentChallenge } from '../../kit/state';

const codeChallengeTypes: readonly CodeChallengeType[] = [...otpChannels, 'TOTP'];

const invalidCode = errorAnswer(400, 'invalid_code', 'That code is incorrect. Please try again.');
const attemptLimitReached = errorAnswer(
  429,
  'attempt_limit_reached',
  'Too many attempts. Request a new code.',
);

function notRequired(type: string): MockAnswer {
  return errorAnswer(
    400,
    'challenge_not_required',
    `This token does not need a ${type} challenge now.`,
  );
}

/**
 * The code challenges (API.md §5): the SMS, WhatsApp and voice triggers, and the verify of
 * those and of the authenticator app (TOTP, which has no trigger). Every code is MOCK_CODE.
 */
function codeHandlers({ identity, tokenRoute }: RouteKit) {
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
        return errorAnswer(
          400,
          'phone_number_not_found',
          `No phone number ${phoneNumberId} for ${channel}.`,
        );
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
      if (type !== 'TOTP' && !token.triggered.has(type))
        return errorAnswer(400, 'otp_not_sent', 'Request a code first.');
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

  return [
    ...otpChannels.map((channel) =>
      http.post(identity(`/one-time-token/${channel.toLowerCase()}/trigger`), trigger(channel)),
    ),
    ...codeChallengeTypes.map((type) =>
      http.post(identity(`/one-time-token/${type.toLowerCase()}/verify`), verify(type)),
    ),
  ];
}

/** The requirement of `sms@` and of the login accounts that behave like it. */
export const smsWithAlternatives = [
  required(phone('SMS', 'ch-sms'), [phone('VOICE'), phone('WHATSAPP'), totp(), faceMatch]),
];
const smsOrVoice = [required(phone('SMS', 'ch-sms'), [phone('VOICE')])];

const codeScenarios: readonly Scenario[] = [
  {
    email: 'sms@gatehouse.test',
    demonstrates:
      'SMS code, with voice, WhatsApp and authenticator alternatives and a hidden face-match recovery.',
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
    email: 'landline@gatehouse.test',
    demonstrates:
      'SMS to a landline fails with user.phonenumber.is.not.mobile.number; the flow falls back to voice.',
    challenges: smsOrVoice,
    triggerFailures: { SMS: errorAnswer(400, 'user.phonenumber.is.not.mobile.number') },
  },
  {
    email: 'sms-down@gatehouse.test',
    demonstrates:
      'Sending the SMS fails with an empty 500: the code-send error screen; voice still works.',
    challenges: smsOrVoice,
    triggerFailures: { SMS: { status: 500 } },
  },
  {
    email: 'locked@gatehouse.test',
    demonstrates:
      'After 3 wrong codes, verify answers 429 attempt_limit_reached until a new code is sent.',
    challenges: [required(phone('SMS', 'ch-sms'))],
    attemptLimit: 3,
  },
];

/** SMS, WhatsApp, voice and authenticator-app codes, and the accounts that show their paths. */
export const codeMock: MockChallenge = { handlers: codeHandlers, scenarios: codeScenarios };
