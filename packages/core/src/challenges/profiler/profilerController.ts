import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../../api/client';
import { asGatehouseError, type GatehouseError } from '../../errors/gatehouseError';
import { createLifetime } from '../../runtime/lifetime';
import { createSingleFlight } from '../../runtime/singleFlight';
import { createStatusWait } from '../statusPoll';
import { getProfilerStatus, triggerProfiler } from './profilerCalls';

/** SPEC.md §9: up to 30 status requests, 200 ms apart. */
export const PROFILER_POLL_INTERVAL_MS = 200;
export const PROFILER_MAX_POLLS = 30;

export interface ProfilerControllerState {
  /**
   * verifying: the silent check runs (trigger, then status polls).
   * failed: the trigger failed or the check never finished in 30 polls; Retry starts over.
   */
  phase: 'verifying' | 'failed';
  /** Why it failed: the trigger's error, or null when the polls ran out. */
  error: GatehouseError | null;
}

export interface ProfilerControllerOptions {
  client: Client;
  ott: string;
  onPassed: () => void;
  /** A status answer of 400, 401 or 404: the token cannot pass this way. */
  onFatal: (error: GatehouseError) => void;
}

export interface ProfilerController extends StoreApi<ProfilerControllerState> {
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
export function createProfilerController(options: ProfilerControllerOptions): ProfilerController {
  const { client, ott } = options;
  const store = createStore<ProfilerControllerState>()(() => ({ phase: 'verifying', error: null }));
  // Replaced on every start, so a disposed controller (React StrictMode's remount) can restart.
  const life = createLifetime();
  const triggering = createSingleFlight(life);
  const wait = createStatusWait(client, `profiler:${ott}`);

  const set = (patch: Partial<ProfilerControllerState>) => {
    if (!life.signal.aborted) store.setState(patch);
  };

  function poll(signal: AbortSignal) {
    wait.poll<void>({
      poll: async (pollSignal) =>
        (await getProfilerStatus(client, { ott, signal: pollSignal })) === 'done'
          ? { kind: 'done', value: undefined }
          : { kind: 'pending' },
      intervalMs: PROFILER_POLL_INTERVAL_MS,
      maxAttempts: PROFILER_MAX_POLLS,
      onDone: () => {
        wait.leave();
        if (!signal.aborted) options.onPassed();
      },
      onFailed: (cause) => {
        wait.leave();
        if (!signal.aborted) options.onFatal(asGatehouseError(cause));
      },
      onExhausted: () => {
        wait.leave();
        set({ phase: 'failed', error: null });
      },
    });
  }

  /** Joins the check another tab of the origin runs on this token, or, when none does, triggers it. */
  function run() {
    const { signal } = life;
    // One check at a time: a double click on Retry triggers once.
    if (signal.aborted || wait.joined) return;
    set({ phase: 'verifying', error: null });
    wait.join(
      // Triggers the check; resolves '' once it runs (the token alone is polled).
      () =>
        triggering.run(
          (triggerSignal) => triggerProfiler(client, { ott, signal: triggerSignal }),
          () => '',
          (cause) => {
            wait.leave();
            set({ phase: 'failed', error: asGatehouseError(cause) });
          },
          wait.leave,
        ),
      () => poll(signal),
    );
  }

  return {
    ...store,
    start: () => {
      life.renew();
      run();
    },
    retry: () => {
      if (store.getState().phase === 'failed') run();
    },
    dispose: () => {
      life.end();
      wait.end();
    },
  };
}
