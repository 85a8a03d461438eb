import type { Challenge } from '@gatehouse-auth/core';
import { emailCheckpointTriggerResponseSchema } from '@gatehouse-auth/core/internal';
import * as z from '@gatehouse-auth/core/internal/api/schema';
import { http } from 'msw';
import { required } from '../../kit/fixtures';
import { errorAnswer, unexpectedAnswer, type MockAnswer } from '../../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../../kit/mockChallenge';
import type { Scenario } from '../../kit/scenario';
import {
  offeredChallenge,
  passCurrentChallenge,
  recordSent,
  type TokenState,
} from '../../kit/state';

/** What an email-checkpoint account does, in `scenario.options.emailCheckpoint`. */
export interface EmailCheckpointBehaviour {
  /** 'trusted': the trigger answers 205 and the challenge passes at once; an answer: sent instead of the email. */
  trigger?: 'trusted' | MockAnswer;
  /**
   * The HTTP status of each status poll in turn (the last one repeats). 202 is pending, 200
   * passes the challenge, 400/401/404 end it, 5xx are the transient failures a client ignores.
   * Default [202, 202, 202, 200].
   */
  statusSequence?: readonly number[];
}

interface EmailCheckpointMemory {
  triggers: number;
  polls: number;
}

export const emailCheckpointChallenge: Challenge = {
  type: 'EMAIL_CHECKPOINT',
  viewData: { attributes: {} },
};

const notRequired = errorAnswer(
  400,
  'challenge_not_required',
  'This token does not need an EMAIL_CHECKPOINT challenge now.',
);
const notTriggered = errorAnswer(
  400,
  'email_checkpoint_not_triggered',
  'Send the checkpoint email first.',
);

function behaviour(token: TokenState): EmailCheckpointBehaviour {
  return (token.scenario.options?.emailCheckpoint as EmailCheckpointBehaviour | undefined) ?? {};
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function randomGuard(): string {
  return `dog-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function statusAnswer(status: number): MockAnswer {
  if (status === 401)
    return errorAnswer(401, 'email_checkpoint_expired', 'This email link has expired.');
  if (status === 404) return errorAnswer(404, 'email_checkpoint_not_found');
  if (status >= 400 && status < 500) return errorAnswer(status, 'email_checkpoint_failed');
  // 2xx and 5xx without a body, as a gateway sends them.
  return { status };
}

/** POST {identity}/one-time-token/email-checkpoint/trigger and GET …/email-checkpoint/status (API.md §5). */
const emailCheckpointHandlers: ChallengeHandlers = ({ identity, tokenRoute }) => [
  http.post(
    identity('/one-time-token/email-checkpoint/trigger'),
    tokenRoute(async (token, request) => {
      const timeZone = request.headers.get('Time-Zone');
      if (!timeZone) return unexpectedAnswer(400, 'The Time-Zone header is missing.');
      if (!isTimeZone(timeZone)) return unexpectedAnswer(400, `Unknown time zone ${timeZone}.`);
      if (!offeredChallenge(token, 'EMAIL_CHECKPOINT')) return notRequired;
      const { trigger } = behaviour(token);
      if (trigger === 'trusted') {
        passCurrentChallenge(token);
        return { status: 205 };
      }
      if (trigger) return trigger;
      const memory = ((token.data.emailCheckpoint as EmailCheckpointMemory | undefined) ??= {
        triggers: 0,
        polls: 0,
      });
      memory.triggers += 1;
      recordSent(token.scenario, 'EMAIL_CHECKPOINT');
      return {
        status: 200,
        json: z.parse(emailCheckpointTriggerResponseSchema, {
          deviceOriginGuard: randomGuard(),
          status: 'EMAIL_SENT',
        }),
      };
    }),
  ),
  http.get(
    identity('/one-time-token/email-checkpoint/status'),
    tokenRoute(async (token) => {
      if (!offeredChallenge(token, 'EMAIL_CHECKPOINT')) return notRequired;
      const memory = token.data.emailCheckpoint as EmailCheckpointMemory | undefined;
      if (!memory) return notTriggered;
      const { statusSequence = [202, 202, 202, 200] } = behaviour(token);
      const status = statusSequence[Math.min(memory.polls, statusSequence.length - 1)] ?? 200;
      memory.polls += 1;
      if (status >= 200 && status < 300 && status !== 202) passCurrentChallenge(token);
      return statusAnswer(status);
    }),
  ),
];

const withEmailCheckpoint = (emailCheckpoint: EmailCheckpointBehaviour) => ({ emailCheckpoint });
const pendingPolls = (count: number) => Array.from({ length: count }, () => 202);

const emailCheckpointScenarios: Scenario[] = [
  {
    email: 'email-checkpoint@gatehouse.test',
    demonstrates:
      'Email checkpoint: the trigger sends the email (200 with a device-origin guard); the status answers 202 three times, then 200.',
    challenges: [required(emailCheckpointChallenge)],
    options: withEmailCheckpoint({ statusSequence: [...pendingPolls(3), 200] }),
  },
  {
    email: 'email-checkpoint-instant@gatehouse.test',
    demonstrates:
      'Email checkpoint on a trusted device: the trigger answers 205 and the challenge passes at once.',
    challenges: [required(emailCheckpointChallenge)],
    options: withEmailCheckpoint({ trigger: 'trusted' }),
  },
  {
    email: 'email-checkpoint-expired@gatehouse.test',
    demonstrates:
      'Email checkpoint whose status answers 401 after 2 pending polls: the error screen with Done.',
    challenges: [required(emailCheckpointChallenge)],
    options: withEmailCheckpoint({ statusSequence: [...pendingPolls(2), 401] }),
  },
  {
    email: 'email-checkpoint-flaky@gatehouse.test',
    demonstrates:
      'Email checkpoint whose status answers 503 twice (ignored, counted as pending), then 202, then 200.',
    challenges: [required(emailCheckpointChallenge)],
    options: withEmailCheckpoint({ statusSequence: [503, 503, 202, 200] }),
  },
  {
    email: 'email-checkpoint-down@gatehouse.test',
    demonstrates:
      'The email-checkpoint trigger answers 500: "There was a problem on our end" with Retry.',
    challenges: [required(emailCheckpointChallenge)],
    options: withEmailCheckpoint({ trigger: { status: 500 } }),
  },
  {
    email: 'email-checkpoint-slow@gatehouse.test',
    demonstrates:
      'Email checkpoint whose status answers 202 ten times, then 200: "Resend email" enables after the 5th poll.',
    challenges: [required(emailCheckpointChallenge)],
    options: withEmailCheckpoint({ statusSequence: [...pendingPolls(10), 200] }),
  },
];

/** EMAIL_CHECKPOINT: the trigger and status routes and the accounts that show each answer. */
export const emailCheckpointMock: MockChallenge = {
  handlers: emailCheckpointHandlers,
  scenarios: emailCheckpointScenarios,
};
