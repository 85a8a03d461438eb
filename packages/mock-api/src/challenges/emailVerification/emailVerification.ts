import type { Challenge } from '@gatehouse-auth/core';
import { http } from 'msw';
import { required } from '../../kit/fixtures';
import { errorAnswer, type MockAnswer } from '../../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../../kit/mockChallenge';
import type { Scenario } from '../../kit/scenario';
import {
  findToken,
  offeredChallenge,
  passCurrentChallenge,
  type TokenState,
} from '../../kit/state';

/** What an email-verification account does, in `scenario.options.emailVerification`. */
export interface EmailVerificationBehaviour {
  /**
   * Token status reads, counted from when the challenge became current, after which the mock
   * treats the email as verified (the link was opened). Default 3: the flow's own read plus
   * two 3 s polls, so the third poll (about 9 s in) finds the challenge passed.
   */
  statusReadsBeforeVerified?: number;
  /** Answered by the resend instead of 204. */
  resendAnswer?: MockAnswer;
}

interface EmailVerificationMemory {
  statusReads: number;
}

export const emailVerificationChallenge: Challenge = {
  type: 'EMAIL_VERIFICATION',
  viewData: { attributes: { email: 'e••••••y@gatehouse.test' } },
};

const notRequired = errorAnswer(
  400,
  'challenge_not_required',
  'This token does not need an EMAIL_VERIFICATION challenge now.',
);

function behaviour(token: TokenState): EmailVerificationBehaviour {
  return (
    (token.scenario.options?.emailVerification as EmailVerificationBehaviour | undefined) ?? {}
  );
}

/** Counts a status read of a token waiting on email verification; verifies it after enough. */
function countStatusRead(request: Request): void {
  if (!request.headers.get('X-Client-Id')) return;
  const token = findToken(request.headers.get('One-Time-Token') ?? '');
  if (!token || token.remaining[0]?.primaryChallenge.type !== 'EMAIL_VERIFICATION') return;
  const memory = ((token.data.emailVerification as EmailVerificationMemory | undefined) ??= {
    statusReads: 0,
  });
  const { statusReadsBeforeVerified = 3 } = behaviour(token);
  if (memory.statusReads >= statusReadsBeforeVerified) passCurrentChallenge(token);
  else memory.statusReads += 1;
}

/**
 * POST {identity}/one-time-token/email-verification/resend, and a look at every token status
 * read: the status route itself (handlers.ts) answers, after this one falls through.
 */
const emailVerificationHandlers: ChallengeHandlers = ({ identity, tokenRoute }) => [
  http.get(identity('/one-time-token/status'), ({ request }) => {
    countStatusRead(request);
    // Nothing returned: msw moves on to the status route, which answers.
    return undefined;
  }),
  http.post(
    identity('/one-time-token/email-verification/resend'),
    tokenRoute(async (token) => {
      if (!offeredChallenge(token, 'EMAIL_VERIFICATION')) return notRequired;
      return behaviour(token).resendAnswer ?? { status: 204 };
    }),
  ),
];

const withEmailVerification = (emailVerification: EmailVerificationBehaviour) => ({
  emailVerification,
});

const emailVerificationScenarios: Scenario[] = [
  {
    email: 'email-verify@gatehouse.test',
    demonstrates:
      'Email verification: the screen polls the token status every 3 s; the mock treats the link as opened after 3 status reads (about 9 s). Resend answers 204.',
    challenges: [required(emailVerificationChallenge)],
    options: withEmailVerification({ statusReadsBeforeVerified: 3 }),
  },
  {
    email: 'email-verify-resend-down@gatehouse.test',
    demonstrates:
      'Email verification whose resend answers 500: the resend failure message. Verified after 3 status reads.',
    challenges: [required(emailVerificationChallenge)],
    options: withEmailVerification({ statusReadsBeforeVerified: 3, resendAnswer: { status: 500 } }),
  },
  {
    email: 'email-verify-unopened@gatehouse.test',
    demonstrates:
      'Email verification whose link is never opened: after 20 minutes of reads the screen says it stopped checking, with "Check again" (warned 20 s before, with "Keep waiting").',
    challenges: [required(emailVerificationChallenge)],
    options: withEmailVerification({ statusReadsBeforeVerified: Infinity }),
  },
];

/** EMAIL_VERIFICATION: the resend route, the status-driven verification and its accounts. */
export const emailVerificationMock: MockChallenge = {
  handlers: emailVerificationHandlers,
  scenarios: emailVerificationScenarios,
};
