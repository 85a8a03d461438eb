import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../../api/client';
import { asGatehouseError, type GatehouseError, isAbortError } from '../../errors/gatehouseError';
import { createLifetime } from '../../runtime/lifetime';
import { createPoller, type Poller } from '../../runtime/poller';
import { classifyStatusPollError } from '../statusPoll';
import { getProfilerStatus, triggerProfiler } from './profilerCalls';

/** SPEC.md §9: up to 30 status requests, 200 ms apart. */
export const PROFILER_POLL_INTERVAL_MS = 200;
export const PROFILER_MAX_POLLS = 30;

export interface ProfilerChallengeState {
  /**
   * verifying: the silent check runs (trigger, then status polls).
   * failed: the trigger failed or the check never finished in 30 polls; Retry starts over.
   */
  phase: 'verifying' | 'failed';
  /** Why it failed: the trigger's error, or null when the polls ran out. */
  error: GatehouseError | null;
}

export interface ProfilerChallengeOptions {
  client: Client;
  ott: string;
  onVerified: () => void;
  /** A status answer of 400, 401 or 404: the token cannot pass this way. */
  onFatal: (error: GatehouseError) => void;
}

export interface ProfilerChallenge extends StoreApi<ProfilerChallengeState> {
  /** Triggers the check and polls its status. */
  start(): void;
  /** From the failed state: triggers again. Does nothing while a check runs. */
  retry(): void;
  dispose(): void;
}

/**
 * The device profiler (SPEC.md §4): a silent check. Trigger, then poll the status every 200 ms
 * up to 30 times; 202 is pending, 200 done; 400/401/404 end it, other errors count as pending.
 * Running out of polls is shown like a trigger failure, with Retry: SPEC.md says nothing about
 * it, and passing the user without a finished check would skip the verification.
 */
export function createProfilerChallenge(options: ProfilerChallengeOptions): ProfilerChallenge {
  const { client, ott } = options;
  const store = createStore<ProfilerChallengeState>()(() => ({ phase: 'verifying', error: null }));
  // Replaced on every start, so a disposed controller (React StrictMode's remount) can restart.
  const life = createLifetime();
  let poller: Poller | null = null;
  let running: AbortSignal | null = null;

  const set = (patch: Partial<ProfilerChallengeState>) => {
    if (!life.signal.aborted) store.setState(patch);
  };

  function poll(signal: AbortSignal) {
    poller = createPoller<void>({
      poll: async (pollSignal) =>
        (await getProfilerStatus(client, { ott, signal: pollSignal })) === 'done'
          ? { kind: 'done', value: undefined }
          : { kind: 'pending' },
      classifyError: classifyStatusPollError,
      intervalMs: PROFILER_POLL_INTERVAL_MS,
      maxAttempts: PROFILER_MAX_POLLS,
      clock: client.config.clock,
      visibility: client.config.visibility,
      tabs: client.config.tabs,
      sharedKey: `profiler:${ott}`,
      onDone: () => {
        running = null;
        if (!signal.aborted) options.onVerified();
      },
      onFailed: (cause) => {
        running = null;
        if (!signal.aborted) options.onFatal(asGatehouseError(cause));
      },
      onExhausted: () => {
        running = null;
        set({ phase: 'failed', error: null });
      },
    });
    poller.start();
  }

  async function run() {
    const { signal } = life;
    // One check at a time: a double click on Retry triggers once.
    if (signal.aborted || running === signal) return;
    running = signal;
    poller?.stop();
    set({ phase: 'verifying', error: null });
    try {
      await triggerProfiler(client, { ott, signal });
    } catch (cause) {
      if (signal.aborted || isAbortError(cause)) return;
      running = null;
      set({ phase: 'failed', error: asGatehouseError(cause) });
      return;
    }
    if (signal.aborted) return;
    poll(signal);
  }

  return {
    ...store,
    start: () => {
      life.renew();
      void run();
    },
    retry: () => {
      if (store.getState().phase === 'failed') void run();
    },
    dispose: () => {
      life.end();
      poller?.stop();
      poller = null;
      running = null;
    },
  };
}
