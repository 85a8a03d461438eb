import type { Challenge } from '@gatehouse-auth/core';
import { http } from 'msw';
import { required } from '../../kit/fixtures';
import { errorAnswer, type MockAnswer } from '../../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../../kit/mockChallenge';
import type { Scenario } from '../../kit/scenario';
import { offeredChallenge, passCurrentChallenge, type TokenState } from '../../kit/state';

/** What a profiler account does, in `scenario.options.profiler`. */
export interface ProfilerBehaviour {
  /** Status polls answered before the check passes (200). Default 0. */
  pendingPolls?: number;
  /** What those polls answer; default 202 (pending). A 5xx shows the "non-fatal errors count as pending" rule. */
  pendingAnswer?: MockAnswer;
  /** Answered by the trigger instead of starting the check. */
  triggerAnswer?: MockAnswer;
}

interface ProfilerMemory {
  polls: number;
}

export const profilerChallenge: Challenge = { type: 'PROFILER', viewData: { attributes: {} } };

const notTriggered = errorAnswer(400, 'profiler_not_triggered', 'Start the device check first.');
const notRequired = errorAnswer(
  400,
  'challenge_not_required',
  'This token does not need a PROFILER challenge now.',
);

function behaviour(token: TokenState): ProfilerBehaviour {
  return (token.scenario.options?.profiler as ProfilerBehaviour | undefined) ?? {};
}

/** POST {identity}/one-time-token/profiler/trigger and GET …/profiler/status (API.md §5). */
const profilerHandlers: ChallengeHandlers = ({ identity, tokenRoute }) => [
  http.post(
    identity('/one-time-token/profiler/trigger'),
    tokenRoute(async (token) => {
      if (!offeredChallenge(token, 'PROFILER')) return notRequired;
      const { triggerAnswer } = behaviour(token);
      if (triggerAnswer) return triggerAnswer;
      // Every trigger starts the check over.
      token.data.profiler = { polls: 0 } satisfies ProfilerMemory;
      return { status: 204 };
    }),
  ),
  http.get(
    identity('/one-time-token/profiler/status'),
    tokenRoute(async (token) => {
      if (!offeredChallenge(token, 'PROFILER')) return notRequired;
      const memory = token.data.profiler as ProfilerMemory | undefined;
      if (!memory) return notTriggered;
      memory.polls += 1;
      const { pendingPolls = 0, pendingAnswer = { status: 202 } } = behaviour(token);
      if (memory.polls <= pendingPolls) return pendingAnswer;
      passCurrentChallenge(token);
      return { status: 200 };
    }),
  ),
];

const withProfiler = (profiler: ProfilerBehaviour) => ({ profiler });

const profilerScenarios: Scenario[] = [
  {
    email: 'profiler@gatehouse.test',
    demonstrates:
      'Silent device check: the profiler status answers 202 three times, then 200, and the login completes.',
    challenges: [required(profilerChallenge)],
    options: withProfiler({ pendingPolls: 3 }),
  },
  {
    email: 'profiler-flaky@gatehouse.test',
    demonstrates: 'Device check whose status answers 503 twice (counted as pending), then 200.',
    challenges: [required(profilerChallenge)],
    options: withProfiler({ pendingPolls: 2, pendingAnswer: { status: 503 } }),
  },
  {
    email: 'profiler-down@gatehouse.test',
    demonstrates: 'The device-check trigger answers 500: the error state with Retry.',
    challenges: [required(profilerChallenge)],
    options: withProfiler({ triggerAnswer: { status: 500 } }),
  },
];

/** PROFILER (the silent device check): trigger and status routes and their accounts. */
export const profilerMock: MockChallenge = {
  handlers: profilerHandlers,
  scenarios: profilerScenarios,
};
