import { stepUpHeaders } from '@gatehouse-auth/core';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { phone, required } from '../kit/fixtures';
import type { ChallengeHandlers, MockChallenge } from '../kit/mockChallenge';
import { readBody, text } from '../kit/routeKit';
import type { Scenario } from '../kit/scenario';
import { findToken, isApproved, issueToken, mockMemory, newOneTimeToken } from '../kit/state';

/** Step-up test data (packages/mock-api/README.md): a host's own API, guarded by approvals. */
export const stepUpTestData = {
  transfersPath: '/api/v1/transfers',
  profileEmailPath: '/api/v1/profile/email',
  recipientsPath: '/api/v1/recipients',
  malformedCoolOffPath: '/api/v1/recipients/malformed-cool-off',
  coolOff: {
    title: 'Your new recipient needs 24 hours',
    message:
      'For your security, you can send money to a new recipient 24 hours after you add them.',
  },
  malformedCoolOffBody: 'Cool-off period in progress.',
} as const;

// The host's page reads these headers; a cross-origin host can only if they are exposed.
const exposeHeaders = {
  'Access-Control-Expose-Headers': `${stepUpHeaders.approval}, ${stepUpHeaders.approvalResult}, ${stepUpHeaders.coolOff}`,
};

function reply(status: number, body: JsonBodyType, headers: Record<string, string> = {}): Response {
  return HttpResponse.json(body, { status, headers: { ...exposeHeaders, ...headers } });
}

/** The token a demand issues: an SMS code (111111), with a voice call as the alternative. */
function stepUpScenario(actionType: string, demonstrates: string): Scenario {
  return {
    email: 'step-up',
    demonstrates,
    challenges: [required(phone('SMS', 'ch-step-up-sms'), [phone('VOICE')])],
    actionType,
  };
}

const transferScenario = stepUpScenario(
  'TRANSFER__CREATE',
  'Step-up of a transfer: an SMS code (111111), or a voice call.',
);
const emailScenario = stepUpScenario(
  'PROFILE__UPDATE_EMAIL',
  'Step-up of an email change: an SMS code (111111), or a voice call.',
);

interface ProtectedAction {
  scenario: Scenario;
  /** The status of the approval demand: 403, or 400 for the other variant. */
  demandStatus: 403 | 400;
  demandMessage: string;
  /** What is wrong with the body, if anything: checked before any approval, like a real API. */
  invalid(body: Record<string, unknown>): string | undefined;
  done(body: Record<string, unknown>): JsonBodyType;
}

/**
 * Without X-2FA-APPROVAL: the demand, with a fresh token. With it: the action, once, if that
 * token was issued for this action and every challenge has passed; else approval_rejected.
 */
function protectedRoute(action: ProtectedAction): Parameters<typeof http.post>[1] {
  return async ({ request }) => {
    const body = await readBody(request);
    const invalid = action.invalid(body);
    if (invalid) return reply(400, { code: 'unexpected.error', message: invalid });
    const approval = request.headers.get(stepUpHeaders.approval);
    if (!approval) {
      const oneTimeToken = issueToken(action.scenario);
      return reply(
        action.demandStatus,
        { code: 'approval_required', message: action.demandMessage },
        { [stepUpHeaders.approval]: oneTimeToken },
      );
    }
    const used = mockMemory<string, true>('stepUp.usedApprovals');
    const token = findToken(approval);
    if (
      !token ||
      token.scenario.actionType !== action.scenario.actionType ||
      !isApproved(token) ||
      used.has(approval)
    ) {
      return reply(
        403,
        {
          code: 'approval_rejected',
          message: 'This approval is not valid any more. Please try again.',
        },
        { [stepUpHeaders.approvalResult]: 'REJECTED' },
      );
    }
    used.set(approval, true);
    return reply(200, action.done(body), { [stepUpHeaders.approvalResult]: 'APPROVED' });
  };
}

const transfer = protectedRoute({
  scenario: transferScenario,
  demandStatus: 403,
  demandMessage: 'Approve this transfer to continue.',
  invalid: ({ amount, currency, recipient }) =>
    typeof amount === 'number' && amount > 0 && text(currency) && text(recipient)
      ? undefined
      : 'The body needs a positive amount, a currency and a recipient.',
  done: ({ amount, currency, recipient }) => ({
    id: `tr-${newOneTimeToken().slice(4, 12)}`,
    status: 'SENT',
    amount: amount as number,
    currency: currency as string,
    recipient: recipient as string,
  }),
});

const profileEmail = protectedRoute({
  scenario: emailScenario,
  demandStatus: 400,
  demandMessage: 'Approve this change of email to continue.',
  invalid: ({ email }) => (text(email)?.includes('@') ? undefined : 'The body needs an email.'),
  done: ({ email }) => ({ email: email as string }),
});

/**
 * The host's own API behind step-up (API.md §6), on plain site paths: a transfer (403 demand),
 * an email change (400 demand), and a new recipient in its cool-off (403 x-cool-off). These are
 * not Gatehouse calls: no X-Client-Id needed. The demanded token is served by the usual token
 * status, trigger and verify routes.
 */
const stepUpHandlers: ChallengeHandlers = ({ site }) => [
  http.post(site(stepUpTestData.transfersPath), transfer),
  http.put(site(stepUpTestData.profileEmailPath), profileEmail),
  http.post(site(stepUpTestData.recipientsPath), () =>
    reply(403, stepUpTestData.coolOff, { [stepUpHeaders.coolOff]: 'true' }),
  ),
  http.post(
    site(stepUpTestData.malformedCoolOffPath),
    () =>
      new HttpResponse(stepUpTestData.malformedCoolOffBody, {
        status: 403,
        headers: {
          ...exposeHeaders,
          'Content-Type': 'text/plain',
          [stepUpHeaders.coolOff]: 'true',
        },
      }),
  ),
];

/** The host's own step-up-guarded routes (transfers, email change, cool-off) (no scenario accounts). */
export const stepUpMock: MockChallenge = { handlers: stepUpHandlers };
