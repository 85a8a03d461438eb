// A page with one real Gatehouse wait on a server the test plays (through `__serve`, a binding to
// the Node side, shared by every page of the context): the tabs' coordination runs on the
// browser's own BroadcastChannel, Web Locks and visibility, and the test counts each tab's requests.
import { checkWaitingTabs, createClient } from '@gatehouse-auth/core';
import {
  createEmailCheckpointController,
  createPushController,
} from '@gatehouse-auth/core/headless';
import { createManualClock } from '@gatehouse-auth/mock-api';

interface ServedAnswer {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

/** push: v1 (the token's status); pushV2: the challenge the trigger names. */
export type WaitKind = 'emailCheckpoint' | 'push' | 'pushV2';

interface Harness {
  /** Starts the wait; resolves once its first request (and lock) is settled. */
  start(kind: WaitKind, ott: string): Promise<void>;
  /**
   * Moves this tab's clock `ms` on, one due timer at a time, letting each request it starts be
   * answered before the next: the requests of `ms` of waiting, in no real time.
   */
  runFor(ms: number): Promise<void>;
  state(): { passed: boolean; phase: string };
  hide(): void;
  show(): void;
  checkWaitingTabs(): void;
  stop(): void;
}

declare global {
  interface Window {
    __serve(request: { url: string; method: string }): Promise<ServedAnswer>;
    harness: Harness;
  }
}

const clock = createManualClock();
let passed = false;
let inFlight = 0;
const whenIdle: Array<() => void> = [];

const macrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** True while some tab asked for a lock nobody holds: the browser is about to grant it. */
async function lockAboutToBeGranted(): Promise<boolean> {
  const { held = [], pending = [] } = await navigator.locks.query();
  return pending.some((request) => !held.some((holder) => holder.name === request.name));
}

/**
 * Resolves once nothing this tab started is still under way: no request in flight, no lock
 * about to be granted, and what their answers set off (the next check's timer) has run.
 */
async function settle() {
  for (;;) {
    if (inFlight > 0) await new Promise<void>((resolve) => whenIdle.push(resolve));
    // Real macrotasks: a granted lock's callback and an answer's promise chain run.
    await macrotask();
    await macrotask();
    if (inFlight === 0 && !(await lockAboutToBeGranted())) {
      await macrotask();
      if (inFlight === 0) return;
    }
  }
}
let current: { getState(): { phase: string }; dispose(): void } | undefined;

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

window.harness = {
  start(kind, ott) {
    const client = createClient({
      clock,
      fetch: async (input, init) => {
        inFlight += 1;
        try {
          const answer = await window.__serve({
            url: String(input),
            method: init?.method ?? 'GET',
          });
          return new Response(answer.body, { status: answer.status, headers: answer.headers });
        } finally {
          inFlight -= 1;
          if (inFlight === 0) for (const resume of whenIdle.splice(0)) resume();
        }
      },
    });
    const onPassed = () => {
      passed = true;
    };
    if (kind === 'emailCheckpoint') {
      current = createEmailCheckpointController({
        client,
        ott,
        onPassed,
        cookies: { set: () => undefined },
      });
    } else {
      current = createPushController({
        client,
        ott,
        challenge: { type: 'PUSH', context: { version: kind === 'pushV2' ? 2 : 1 } },
        onPassed,
        onFatal: () => undefined,
        onSwitchToSms: () => undefined,
      });
    }
    (current as unknown as { start(): void }).start();
    return settle();
  },
  async runFor(ms) {
    const end = clock.now() + ms;
    for (;;) {
      await settle();
      const left = end - clock.now();
      const next = Math.min(...clock.pending());
      if (next > left) {
        await clock.advance(left);
        return;
      }
      await clock.advance(next);
    }
  },
  state: () => ({ passed, phase: current?.getState().phase ?? 'none' }),
  hide: () => setVisibility('hidden'),
  show: () => setVisibility('visible'),
  checkWaitingTabs,
  stop: () => current?.dispose(),
};
