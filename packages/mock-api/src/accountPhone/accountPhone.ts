import { stepUpHeaders, type PhoneNumber } from '@gatehouse-auth/core';
import { phoneNumberSchema } from '@gatehouse-auth/core/internal';
import * as z from '@gatehouse-auth/core/internal/api/schema';
import { http } from 'msw';
import { errorAnswer, unexpectedAnswer, type MockAnswer } from '../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../kit/mockChallenge';
import { readBody, text, type RouteKit } from '../kit/routeKit';
import type { Scenario } from '../kit/scenario';
import { findToken, isApproved, issueToken, mockMemory } from '../kit/state';
import {
  BLOCKED_NUMBER_MESSAGE,
  MASKED_DUPLICATE_EMAIL,
  signupPhoneScenario,
  signupPhoneTestNumbers,
} from '../signupPhone/signupPhone';

/**
 * The logged-in user's phone numbers (packages/mock-api/README.md). The number's last four
 * digits pick what happens, as in sign-up: 0000 / 1111 duplicate, 2222 blocked, 3333 a landline
 * (the approval's SMS answers not-mobile, the voice call works); the code is 111111.
 */
export const accountPhoneTestData = {
  path: '/gateway/v1/user/phone-numbers',
  ...signupPhoneTestNumbers,
  /** Ids of created numbers count up from here. */
  firstId: 101,
} as const;

type Action = 'create' | 'update';
const actionTypes: Record<Action, string> = {
  create: 'USER__CREATE_PHONE_NUMBER',
  update: 'USER__UPDATE_PHONE_NUMBER',
};

/** What an approval token was issued for: this action, on this number id, to this new number. */
interface ApprovalTarget {
  action: Action;
  id: string | undefined;
  phoneNumber: string;
}

// The user's numbers by id, in the order they were added; resetMockState forgets them.
const numbers = () => mockMemory<string, PhoneNumber>('accountPhone.numbers');
const usedApprovals = () => mockMemory<string, true>('accountPhone.usedApprovals');

// The page reads the approval headers; a page on another origin can only if they are exposed.
const exposeHeaders = {
  'Access-Control-Expose-Headers': `${stepUpHeaders.approval}, ${stepUpHeaders.approvalResult}, ${stepUpHeaders.coolOff}`,
};

interface Reply {
  answer: MockAnswer;
  headers?: Record<string, string>;
}

/** The approval's token: an SMS code to the NEW number (voice as the alternative; a landline falls back to it). */
function approvalScenario(target: ApprovalTarget): Scenario {
  const landline = target.phoneNumber.endsWith(accountPhoneTestData.landline);
  return {
    ...signupPhoneScenario('', target.phoneNumber),
    email: 'account-phone',
    demonstrates: landline
      ? 'Approval of a new landline number: SMS answers not-mobile, the voice call works (code 111111).'
      : 'Approval of a new phone number: an SMS code to that number (111111), or a voice call.',
    actionType: actionTypes[target.action],
    options: { accountPhone: target },
  };
}

/** The number belongs to another account, or is blocked; checked before any approval, like a real API. */
function refusal(phoneNumber: string): MockAnswer | undefined {
  const ending = phoneNumber.slice(-4);
  const params = { maskedDuplicateEmail: MASKED_DUPLICATE_EMAIL };
  if (ending === accountPhoneTestData.duplicated) {
    return {
      status: 409,
      json: {
        errors: [
          {
            code: 'duplicated_phone_number',
            message: 'This phone number is already in use.',
            params,
          },
        ],
      },
    };
  }
  if (ending === accountPhoneTestData.repeated) {
    return {
      status: 409,
      json: {
        code: 'phone.number.repeated',
        message: 'This phone number is already in use.',
        params,
      },
    };
  }
  if (ending === accountPhoneTestData.blocked)
    return errorAnswer(400, 'user.phonenumber.blocked', BLOCKED_NUMBER_MESSAGE);
  return undefined;
}

function nextId(): number {
  const ids = [...numbers().keys()].map(Number).filter(Number.isFinite);
  return Math.max(accountPhoneTestData.firstId - 1, ...ids) + 1;
}

/**
 * Without X-2FA-APPROVAL: 403 and a fresh token for exactly this change. With it: `save`, once,
 * if that token was issued for this change and has passed; else 403 approval_rejected.
 */
function approved(request: Request, target: ApprovalTarget, save: () => PhoneNumber): Reply {
  const approval = request.headers.get(stepUpHeaders.approval);
  if (!approval) {
    return {
      answer: errorAnswer(
        403,
        'approval_required',
        'Confirm this change with a code sent to the new number.',
      ),
      headers: { [stepUpHeaders.approval]: issueToken(approvalScenario(target)) },
    };
  }
  const token = findToken(approval);
  const issuedFor = token?.scenario.options?.accountPhone as ApprovalTarget | undefined;
  const matches =
    issuedFor !== undefined &&
    issuedFor.action === target.action &&
    issuedFor.id === target.id &&
    issuedFor.phoneNumber === target.phoneNumber;
  if (!token || !matches || !isApproved(token) || usedApprovals().has(approval)) {
    return {
      answer: errorAnswer(
        403,
        'approval_rejected',
        'This approval is not valid any more. Please try again.',
      ),
      headers: { [stepUpHeaders.approvalResult]: 'REJECTED' },
    };
  }
  usedApprovals().set(approval, true);
  return {
    answer: { status: 200, json: z.parse(phoneNumberSchema, save()) },
    headers: { [stepUpHeaders.approvalResult]: 'APPROVED' },
  };
}

/** The new number from the body: E.164, not refused; or the answer that refuses it. */
function newNumber(
  body: Record<string, unknown>,
): { phoneNumber: string } | { refused: MockAnswer } {
  const phoneNumber = text(body.phoneNumber);
  if (phoneNumber === undefined)
    return { refused: unexpectedAnswer(400, 'The body needs a phoneNumber.') };
  if (!/^\+[1-9]\d{6,14}$/.test(phoneNumber)) {
    return {
      refused: errorAnswer(400, 'invalid.phone.number', 'Please enter a valid phone number.'),
    };
  }
  const refused = refusal(phoneNumber);
  return refused ? { refused } : { phoneNumber };
}

/**
 * GET, POST and PUT `/gateway/v1/user/phone-numbers` (API.md §5), the saves behind step-up
 * (API.md §6): the demanded token is served by the usual token status, trigger and verify routes.
 */
const accountPhoneHandlers: ChallengeHandlers = ({ site, route }: RouteKit) => {
  // The route kit's latency and X-Client-Id check, plus the step-up headers of the answer.
  const withHeaders =
    (
      resolve: (request: Request, params: Record<string, string>) => Promise<Reply>,
    ): ReturnType<RouteKit['route']> =>
    async (info) => {
      let headers: Record<string, string> = {};
      const response = await route(async (request, params) => {
        const reply = await resolve(request, params);
        headers = reply.headers ?? {};
        return reply.answer;
      })(info);
      for (const [name, value] of Object.entries({ ...exposeHeaders, ...headers }))
        response.headers.set(name, value);
      return response;
    };

  return [
    http.get(
      site(accountPhoneTestData.path),
      withHeaders(async () => ({ answer: { status: 200, json: [...numbers().values()] } })),
    ),
    http.post(
      site(accountPhoneTestData.path),
      withHeaders(async (request) => {
        const body = await readBody(request);
        if (body.type !== 'PRIMARY')
          return { answer: unexpectedAnswer(400, "The body needs type: 'PRIMARY'.") };
        const checked = newNumber(body);
        if ('refused' in checked) return { answer: checked.refused };
        if ([...numbers().values()].some((number) => number.type === 'PRIMARY')) {
          return {
            answer: errorAnswer(
              409,
              'primary_phone_number_exists',
              'You already have a phone number. Change it instead.',
            ),
          };
        }
        const { phoneNumber } = checked;
        return approved(request, { action: 'create', id: undefined, phoneNumber }, () => {
          const saved = { id: nextId(), type: 'PRIMARY', phoneNumber };
          numbers().set(String(saved.id), saved);
          return saved;
        });
      }),
    ),
    http.put(
      site(`${accountPhoneTestData.path}/:id`),
      withHeaders(async (request, { id = '' }) => {
        const current = numbers().get(id);
        if (!current)
          return {
            answer: errorAnswer(404, 'phone_number_not_found', 'There is no such phone number.'),
          };
        const checked = newNumber(await readBody(request));
        if ('refused' in checked) return { answer: checked.refused };
        const { phoneNumber } = checked;
        return approved(request, { action: 'update', id, phoneNumber }, () => {
          const saved = { ...current, phoneNumber };
          numbers().set(id, saved);
          return saved;
        });
      }),
    ),
  ];
};

/** The logged-in user's phone numbers, their saves guarded by step-up (no scenario accounts: the data is test numbers). */
export const accountPhoneMock: MockChallenge = { handlers: accountPhoneHandlers };
