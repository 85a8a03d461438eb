import type { Challenge } from '@gatehouse-auth/core';
import {
  loginActionTypes,
  changePhoneNumberOttResponseSchema,
} from '@gatehouse-auth/core/internal';
import * as z from '@gatehouse-auth/core/internal/api/schema';
import { http } from 'msw';
import { phone, required } from '../../kit/fixtures';
import { errorAnswer, unexpectedAnswer, type MockAnswer } from '../../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../../kit/mockChallenge';
import { readBody, text, type RouteKit } from '../../kit/routeKit';
import type { Scenario } from '../../kit/scenario';
import {
  findToken,
  isApproved,
  issueToken,
  newOneTimeToken,
  offeredChallenge,
  passCurrentChallenge,
  type TokenState,
} from '../../kit/state';

/** Phone-number change test data (packages/mock-api/README.md). */
export const changePhoneNumberTestData = {
  /** POST /gateway/identity/api/v1/phone-change/ott: SPEC.md gives the full path, whatever the identity host. */
  ottPath: '/gateway/identity/api/v1/phone-change/ott',
  verifyPath: '/gateway/v1/one-time-token/phone-number/verify',
  /** The action type of a phone-change token. */
  actionType: 'IDENTITY__CHANGE_PHONE_NUMBER',
  /** A new number ending with these digits is already on another account: 409 duplicated_phone_number. */
  duplicatedEnding: '0000',
  duplicatedMessage: 'This phone number is already linked to another account.',
  invalidMessage: 'Please enter a valid phone number.',
} as const;

/** What a scenario may set in `options.changePhoneNumber`. */
interface ChangePhoneNumberBehaviour {
  /** Answered by the phone-change ott call instead of a token. */
  ottAnswer?: MockAnswer;
}

const behaviour = (token: TokenState) =>
  (token.scenario.options?.changePhoneNumber as ChangePhoneNumberBehaviour | undefined) ?? {};

export const updatePhoneNumberChallenge: Challenge = {
  type: 'UPDATE_PHONE_NUMBER',
  viewData: { attributes: { iso2CountryCode: 'GB' } },
  context: { version: 1, challengeId: 'ch-update-phone' },
};

/** The token the ott call issues: one UPDATE_PHONE_NUMBER, then it is approved. */
export const changePhoneNumberScenario: Scenario = {
  email: 'phone-change',
  demonstrates: 'A phone-number change token: the new number (UPDATE_PHONE_NUMBER), then done.',
  challenges: [required(updatePhoneNumberChallenge)],
  actionType: changePhoneNumberTestData.actionType,
};

// Phone-change tokens look like this, so the change page (a new page load, whose handlers never
// issued the token) can still recognise one.
const changePhoneNumberTokenPattern =
  /^ott-phone-change-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$|^ott-phone-change-[0-9a-f]{32}$/;

const notRequired = errorAnswer(
  400,
  'challenge_not_required',
  'This token does not need an UPDATE_PHONE_NUMBER challenge now.',
);
const notAllowed = errorAnswer(
  400,
  'phone_change_not_allowed',
  'A phone number change starts from a login in progress.',
);
const invalidNumber = errorAnswer(
  400,
  'invalid.phone.number',
  changePhoneNumberTestData.invalidMessage,
);
const duplicated: MockAnswer = {
  status: 409,
  json: {
    errors: [
      { code: 'duplicated_phone_number', message: changePhoneNumberTestData.duplicatedMessage },
    ],
  },
};

/**
 * The phone-number change (API.md §5, SPEC.md §7): the login's token buys a phone-change token,
 * whose one challenge is the new number.
 */
const changePhoneNumberHandlers: ChallengeHandlers = ({ identity, site, tokenRoute }: RouteKit) => {
  const ott = tokenRoute(async (token) => {
    const actionType = token.scenario.actionType ?? 'IDENTITY__LOGIN';
    if (!loginActionTypes.includes(actionType) || isApproved(token)) return notAllowed;
    const { ottAnswer } = behaviour(token);
    if (ottAnswer) return ottAnswer;
    const oneTimeToken = issueToken(
      changePhoneNumberScenario,
      `ott-phone-change-${newOneTimeToken().slice(4)}`,
    );
    return {
      status: 200,
      json: z.parse(changePhoneNumberOttResponseSchema, {
        oneTimeTokenProperties: { oneTimeToken },
      }),
    };
  });

  const verify = tokenRoute(async (token, request) => {
    const newPhoneNumber = text((await readBody(request)).newPhoneNumber);
    if (newPhoneNumber === undefined)
      return unexpectedAnswer(400, 'The body needs a newPhoneNumber.');
    if (!offeredChallenge(token, 'UPDATE_PHONE_NUMBER')) return notRequired;
    if (!/^\+[1-9]\d{6,14}$/.test(newPhoneNumber)) return invalidNumber;
    if (newPhoneNumber.endsWith(changePhoneNumberTestData.duplicatedEnding)) return duplicated;
    passCurrentChallenge(token);
    return { status: 204 };
  });

  // The change page is a new page load: its handlers take a phone-change token on first use.
  // Falls through to the token routes.
  const adopt: Parameters<typeof http.all>[1] = ({ request }) => {
    const value = request.headers.get('One-Time-Token');
    if (value && changePhoneNumberTokenPattern.test(value) && !findToken(value))
      issueToken(changePhoneNumberScenario, value);
    return undefined;
  };

  return [
    http.all(identity('/one-time-token/*'), adopt),
    http.all(site('/gateway/v1/one-time-token/*'), adopt),
    http.post(site(changePhoneNumberTestData.ottPath), ott),
    http.post(site(changePhoneNumberTestData.verifyPath), verify),
  ];
};

const smsOrVoice = [required(phone('SMS', 'ch-change-sms'), [phone('VOICE')])];

const changePhoneNumberScenarios: Scenario[] = [
  {
    email: 'change-phone@gatehouse.test',
    demonstrates:
      'SMS code (voice alternative) and nothing else: "I don\'t have any of these" starts the phone-number change; the new number is saved, numbers ending 0000 are taken.',
    challenges: smsOrVoice,
  },
  {
    email: 'change-phone-down@gatehouse.test',
    demonstrates:
      'Like change-phone@, but the phone-change token call answers 500: the bare /login/change-phone-number page.',
    challenges: smsOrVoice,
    options: {
      changePhoneNumber: { ottAnswer: { status: 500 } } satisfies ChangePhoneNumberBehaviour,
    },
  },
  {
    email: 'change-phone-offered@gatehouse.test',
    demonstrates:
      'Authenticator code with the server\'s own "Change your phone number" in the method list (its header, message and help link).',
    challenges: [
      required(
        {
          type: 'TOTP',
          viewData: { attributes: {} },
          context: { version: 1, challengeId: 'ch-change-totp' },
        },
        [
          {
            type: 'INITIATE_CHANGE_PHONE_NUMBER_FLOW',
            viewData: {
              attributes: {
                showInApproveAnotherWay: true,
                header: 'Lost your phone?',
                message: 'Change the phone number on your account to get your codes again.',
                fallbackAction: {
                  action: '/help/contact/flows/logged-out/trouble-logging-in',
                  label: 'Contact us instead',
                },
              },
            },
          },
        ],
      ),
    ],
  },
];

/** The phone-number change: the phone-change token, UPDATE_PHONE_NUMBER's verify and their accounts. */
export const changePhoneNumberMock: MockChallenge = {
  handlers: changePhoneNumberHandlers,
  scenarios: changePhoneNumberScenarios,
};
