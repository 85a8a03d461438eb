import type { Challenge } from '@gatehouse-auth/core';
import {
  pushChallengeStatusSchema,
  pushTriggerV2ResponseSchema,
} from '@gatehouse-auth/core/internal';
import * as z from '@gatehouse-auth/core/internal/api/schema';
import { http } from 'msw';
import { phone, primaryPhoneNumbers, required } from '../../kit/fixtures';
import { errorAnswer, type MockAnswer } from '../../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../../kit/mockChallenge';
import type { Scenario } from '../../kit/scenario';
import {
  findToken,
  newOneTimeToken,
  offeredChallenge,
  passCurrentChallenge,
  recordSent,
  type TokenState,
} from '../../kit/state';

/** What a push account does, in `scenario.options.push`. */
export interface PushBehaviour {
  /** Status polls that answer "pending" (v1 202, v2 PENDING) after each trigger. Default 0. */
  pendingPolls?: number;
  /** What the phone answers after those polls. Default APPROVED. */
  outcome?: 'APPROVED' | 'DENIED';
  /** v1: the status answers this instead of the outcome (e.g. 401, an expired token). */
  statusFailure?: MockAnswer;
  /** Answered by the trigger instead of sending a notification. */
  triggerAnswer?: MockAnswer;
}

/** One sent notification: its poll count, and the token it approves. */
interface SentPush {
  oneTimeToken: string;
  polls: number;
}

const notRequired = errorAnswer(
  400,
  'challenge_not_required',
  'This token does not need a PUSH challenge now.',
);
const notTriggered = errorAnswer(400, 'push_not_triggered', 'Send the notification first.');
const unknownPushChallenge = errorAnswer(
  404,
  'push_challenge_not_found',
  'No such push challenge.',
);

// The v2 status is read by challenge id, without the token: each trigger answers a fresh id
// that leads back to its token, so two logins of one account never share a notification.
const sentByChallengeId = new Map<string, SentPush>();

export function pushChallenge(
  version: 1 | 2,
  challengeId: string,
  attributes: Record<string, unknown> = {},
): Challenge {
  return {
    type: 'PUSH',
    viewData: { attributes },
    context: { version, challengeId },
    // Kept so a switch to SMS (authy_account_deleted) knows the phone number.
    availablePhoneNumbers: primaryPhoneNumbers,
  };
}

function behaviour(token: TokenState): PushBehaviour {
  return (token.scenario.options?.push as PushBehaviour | undefined) ?? {};
}

/** The phone's answer to a sent notification, counting this poll. */
function answerFor(token: TokenState, sent: SentPush): 'PENDING' | 'APPROVED' | 'DENIED' {
  sent.polls += 1;
  const { pendingPolls = 0, outcome = 'APPROVED' } = behaviour(token);
  if (sent.polls <= pendingPolls) return 'PENDING';
  if (outcome === 'APPROVED' && offeredChallenge(token, 'PUSH')) passCurrentChallenge(token);
  return outcome;
}

/**
 * Push v1 (`{identity}/one-time-token/push/trigger` and `…/status`) and v2 (the `api/v2`
 * trigger and `/gateway/v1/user/authentication/factors/push/challenges/{id}/status`).
 */
const pushHandlers: ChallengeHandlers = ({ identity, site, route, tokenRoute }) => {
  const trigger = (version: 1 | 2) =>
    tokenRoute(async (token) => {
      const offered = offeredChallenge(token, 'PUSH');
      if (!offered) return notRequired;
      const { triggerAnswer } = behaviour(token);
      if (triggerAnswer) return triggerAnswer;
      const sent: SentPush = { oneTimeToken: token.oneTimeToken, polls: 0 };
      // Every trigger is a new notification: the phone's answer starts over.
      token.data.push = sent;
      recordSent(token.scenario, 'PUSH');
      if (version === 1) return { status: 204 };
      const challengeId = `${offered.context?.challengeId ?? 'push'}-${newOneTimeToken().slice(4, 12)}`;
      sentByChallengeId.set(challengeId, sent);
      return { status: 200, json: z.parse(pushTriggerV2ResponseSchema, { challengeId }) };
    });

  const statusV1 = tokenRoute(async (token) => {
    const sent = token.data.push as SentPush | undefined;
    if (!sent) return offeredChallenge(token, 'PUSH') ? notTriggered : notRequired;
    const { statusFailure, pendingPolls = 0 } = behaviour(token);
    if (statusFailure && sent.polls >= pendingPolls) return statusFailure;
    const answer = answerFor(token, sent);
    // v1 has no "denied": the phone's refusal reads as a token the user cannot pass this way.
    if (answer === 'DENIED') return errorAnswer(401, 'push_denied', 'The request was declined.');
    return { status: answer === 'PENDING' ? 202 : 200 };
  });

  const statusV2 = route(async (_request, { challengeId = '' }) => {
    const sent = sentByChallengeId.get(challengeId);
    const token = sent && findToken(sent.oneTimeToken);
    if (!sent || !token) return unknownPushChallenge;
    return {
      status: 200,
      json: z.parse(pushChallengeStatusSchema, { status: answerFor(token, sent) }),
    };
  });

  // The v2 trigger sits beside `{identity}`: same host, api/v2 instead of api/v1.
  const v2Trigger = identity('/one-time-token/push/trigger').replace(
    '/identity/api/v1/',
    '/identity/api/v2/',
  );

  return [
    http.post(identity('/one-time-token/push/trigger'), trigger(1)),
    http.get(identity('/one-time-token/push/status'), statusV1),
    http.post(v2Trigger, trigger(2)),
    http.get(
      site('/gateway/v1/user/authentication/factors/push/challenges/:challengeId/status'),
      statusV2,
    ),
  ];
};

const withPush = (push: PushBehaviour) => ({ push });
const smsAlternative = [phone('SMS')];

const pushScenarios: Scenario[] = [
  {
    email: 'push@gatehouse.test',
    demonstrates:
      'Push v1: the status answers 202 for 3 polls, then 200. An SMS code is the other way.',
    challenges: [required(pushChallenge(1, 'push-ch-v1'), smsAlternative)],
    options: withPush({ pendingPolls: 3 }),
  },
  {
    email: 'push-v2@gatehouse.test',
    demonstrates:
      'Push v2 (context.challengeId push-ch-1): the challenge status is PENDING 3 times, then APPROVED.',
    challenges: [required(pushChallenge(2, 'push-ch-1'))],
    options: withPush({ pendingPolls: 3 }),
  },
  {
    email: 'push-number@gatehouse.test',
    demonstrates:
      'Push v2 with number matching: the screen shows 07 (viewData.attributes.numberToMatch) to pick in the app; APPROVED after 3 polls.',
    challenges: [required(pushChallenge(2, 'push-ch-number', { numberToMatch: '07' }))],
    options: withPush({ pendingPolls: 3 }),
  },
  {
    email: 'push-denied@gatehouse.test',
    demonstrates:
      'Push v2 declined on the phone: DENIED after 2 polls, the push error screen. An SMS code is the other way.',
    challenges: [required(pushChallenge(2, 'push-ch-denied'), smsAlternative)],
    options: withPush({ pendingPolls: 2, outcome: 'DENIED' }),
  },
  {
    email: 'push-slow@gatehouse.test',
    demonstrates:
      'Push v1 answered after 8 polls: "I haven\'t received a notification" enables after 5 and sends a new one.',
    challenges: [required(pushChallenge(1, 'push-ch-slow'))],
    options: withPush({ pendingPolls: 8 }),
  },
  {
    email: 'push-authy-deleted@gatehouse.test',
    demonstrates:
      'The push trigger answers 400 authy_account_deleted: the flow switches to the SMS code (111111).',
    challenges: [required(pushChallenge(1, 'push-ch-authy'), smsAlternative)],
    options: withPush({
      triggerAnswer: errorAnswer(
        400,
        'authy_account_deleted',
        'Your authenticator account was deleted.',
      ),
    }),
  },
  {
    email: 'push-expired@gatehouse.test',
    demonstrates:
      'Push v1 whose status answers 401 after 1 poll (the token expired): the error screen.',
    challenges: [required(pushChallenge(1, 'push-ch-expired'))],
    options: withPush({
      pendingPolls: 1,
      statusFailure: errorAnswer(
        401,
        'ott_expired',
        'Your session has expired. Please log in again.',
      ),
    }),
  },
];

/** PUSH v1 and v2: triggers, status routes and their accounts. */
export const pushMock: MockChallenge = { handlers: pushHandlers, scenarios: pushScenarios };
