import { isAbortError, isGatehouseError } from '../errors/gatehouseError';
import { systemClock, type Clock } from './clock';
import { browserConnectivity } from './connectivity';
import { createNetworkWaits, type NetworkWaits } from './networkWaits';
import { browserTabs, tabChannelName, type TabLink } from './tabs';
import { documentVisibility, type Visibility } from './visibility';

/** What one poll found: keep waiting, finished, or a failure that ends the polling. */
export type PollOutcome<T> =
  { kind: 'pending' } | { kind: 'done'; value: T } | { kind: 'failed'; error: unknown };

/** Back-off after answers that ask for it (429, 5xx, no answer) never waits longer than this. */
export const MAX_BACKOFF_MS = 30_000;
/** A server's `Retry-After` is honoured up to this long; a longer one is read as this. */
export const MAX_RETRY_AFTER_MS = 300_000;

export interface PollerOptions<T> {
  /** One poll. Its errors are handed to `classifyError`. */
  poll: (signal: AbortSignal) => Promise<PollOutcome<T>>;
  /** Errors that are not fatal count as pending (SPEC.md §7: "non-fatal errors treated as pending"). */
  classifyError?: (error: unknown) => 'pending' | 'fatal';
  intervalMs: number;
  /** Requests before `onExhausted`; Infinity polls until done, stopped or out of time. */
  maxAttempts: number;
  /** The whole wait may last this long from `start`; the last check goes at the limit. */
  timeLimitMs?: number;
  onDone: (value: T) => void;
  onFailed: (error: unknown) => void;
  onExhausted?: () => void;
  /** After each pending answer, with the number of polls so far. */
  onPending?: (attempts: number) => void;
  /** The first poll waits one interval instead of going at once. */
  delayFirst?: boolean;
  clock?: Clock;
  /** While the tab is hidden no poll goes out; when it shows again one goes at once. Default the document's. */
  visibility?: Visibility;
  /**
   * While the browser is offline no poll goes out; once it is back one goes at once. The pause
   * counts among these waits (the client's, so its widget says it is offline). Default the browser's.
   */
  network?: NetworkWaits;
  /**
   * What the wait is for, e.g. `push:<token>`: tabs of the origin waiting on the same key share
   * one poller (the others wait for it), and all of them finish as soon as one finds the answer.
   * The key is hashed before it leaves the tab: no token goes into a message or storage.
   */
  sharedKey?: string;
  /** How tabs talk; default BroadcastChannel and Web Locks. */
  tabs?: TabLink;
  /** Jitter's randomness, [0, 1). */
  random?: () => number;
}

export interface Poller {
  start(): void;
  /**
   * Checks now instead of at the next tick (the user came back, another tab finished), unless a
   * request is in flight or the server asked to wait (`Retry-After`, back-off).
   */
  pollNow(): void;
  /** Stops for good: no request starts and no callback runs afterwards. */
  stop(): void;
  readonly attempts: number;
  /** Time left of `timeLimitMs`, or Infinity without one. */
  readonly remainingMs: number;
}

/** The `Retry-After` a failed answer carried, in ms from `now`; undefined without a usable one. */
export function retryAfterMs(error: unknown, now: number): number | undefined {
  const header = isGatehouseError(error) ? error.retryAfter?.trim() : undefined;
  if (!header) return undefined;
  const ms = /^\d+$/.test(header) ? Number(header) * 1000 : Date.parse(header) - now;
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}

/** A wait no other tab shares: it always leads, and tells no one. */
const aloneTabs: TabLink = {
  lead: (_name, _signal, onLead) => onLead(),
  tell: () => undefined,
  listen: () => () => undefined,
};

/**
 * Every wait SPEC.md names (push, email verification, email checkpoint, face match, profiler)
 * is this engine with its own numbers. One request at a time, `intervalMs` after the previous
 * answer, up to `maxAttempts` (and `timeLimitMs`). After a 429, 5xx or network failure it waits
 * the server's `Retry-After`, or backs off exponentially with jitter (never less than the
 * interval, at most 30 s). While the tab is hidden it pauses (and hands a shared wait to a
 * visible tab); when the tab shows again it checks at once. While the browser is offline it
 * pauses too, and checks at once when it is back. Once settled or stopped, no late answer
 * changes anything.
 */
export function createPoller<T>(options: PollerOptions<T>): Poller {
  const { intervalMs, sharedKey, timeLimitMs = Infinity } = options;
  const clock = options.clock ?? systemClock;
  const visibility = options.visibility ?? documentVisibility;
  const network = options.network ?? createNetworkWaits(browserConnectivity);
  const tabs = sharedKey === undefined ? aloneTabs : (options.tabs ?? browserTabs);
  const channel = tabChannelName(sharedKey ?? '');
  let attempts = 0;
  let failures = 0;
  let startedAt = 0;
  // No poll before this time: the server asked to wait (Retry-After or back-off).
  let holdUntil = 0;
  let timer: unknown;
  let inFlight: AbortController | null = null;
  let running = false;
  // Only the tab holding the key's lock polls on its own; the others check when told.
  let lead: AbortController | null = null;
  let leading = false;
  let unsubscribe: Array<() => void> = [];
  // The pause while the browser is offline, until it is back or the poller stops.
  let offline: AbortController | null = null;

  const remaining = () => startedAt + timeLimitMs - clock.now();

  function release() {
    clock.clearTimeout(timer);
    leading = false;
    lead?.abort();
    lead = null;
  }

  function end() {
    running = false;
    release();
    inFlight?.abort();
    inFlight = null;
    offline?.abort();
    offline = null;
    for (const stopListening of unsubscribe) stopListening();
    unsubscribe = [];
  }

  function schedule(delay: number) {
    clock.clearTimeout(timer);
    if (attempts < options.maxAttempts && remaining() > 0)
      timer = clock.setTimeout(() => void tick(false), Math.min(delay, remaining()));
    else {
      end();
      options.onExhausted?.();
    }
  }

  /** After a pending answer: the interval, or the back-off an overloaded server asks for. */
  function nextDelay(error: unknown): number {
    // 429, 5xx and no answer at all: the server is overloaded or unreachable, so ask less often.
    const status = isGatehouseError(error) ? error.status : 1;
    if (status !== 429 && status < 500 && status !== 0) {
      failures = 0;
      return intervalMs;
    }
    failures += 1;
    const asked = retryAfterMs(error, clock.now());
    const ceiling = Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** failures);
    // "Equal jitter": tabs that failed together do not come back together.
    return Math.max(
      intervalMs,
      asked === undefined
        ? ceiling / 2 + (ceiling / 2) * (options.random ?? Math.random)()
        : Math.min(asked, MAX_RETRY_AFTER_MS),
    );
  }

  /** Leading (again): checks now, or once the wait the server asked for is over. */
  function resume() {
    const wait = holdUntil - clock.now();
    if (wait > 0) schedule(wait);
    else void tick(false);
  }

  function seekLead() {
    if (lead) return;
    const claim = new AbortController();
    lead = claim;
    tabs.lead(channel, claim.signal, () => {
      if (!running || claim.signal.aborted) return;
      leading = true;
      resume();
    });
  }

  /** Offline: no request until the browser is back; then as when the tab shows again. */
  function pauseOffline() {
    release();
    if (offline) return;
    const pause = new AbortController();
    offline = pause;
    network.untilOnline(pause.signal).then(
      () => {
        if (offline === pause) offline = null;
        if (!running) return;
        if (leading) resume();
        else seekLead();
      },
      // Stopped while offline: nothing goes on.
      () => undefined,
    );
  }

  async function tick(forced: boolean) {
    if (!running || inFlight || offline || !(forced || leading)) return;
    // Hidden: no request; a shared wait goes to a visible tab until this one shows again.
    if (!visibility.isVisible()) {
      release();
      return;
    }
    if (!network.isOnline()) {
      pauseOffline();
      return;
    }
    clock.clearTimeout(timer);
    attempts += 1;
    const controller = new AbortController();
    inFlight = controller;
    let outcome: PollOutcome<T>;
    let failure: unknown;
    try {
      outcome = await options.poll(controller.signal);
    } catch (error) {
      failure = error;
      outcome =
        isAbortError(error) || options.classifyError?.(error) === 'pending'
          ? { kind: 'pending' }
          : { kind: 'failed', error };
    } finally {
      if (inFlight === controller) inFlight = null;
    }
    // Stopped, settled elsewhere, or superseded meanwhile: this answer is stale.
    if (!running || controller.signal.aborted) return;
    if (outcome.kind === 'pending') {
      options.onPending?.(attempts);
      const delay = nextDelay(failure);
      holdUntil = failures > 0 ? clock.now() + delay : 0;
      if (running && leading) schedule(delay);
      return;
    }
    end();
    if (outcome.kind === 'failed') {
      options.onFailed(outcome.error);
      return;
    }
    // The other tabs waiting on it check at once (each asks the server itself).
    tabs.tell(channel);
    options.onDone(outcome.value);
  }

  function checkNow() {
    if (clock.now() >= holdUntil) void tick(true);
  }

  return {
    start() {
      if (running) return;
      running = true;
      attempts = 0;
      failures = 0;
      holdUntil = 0;
      startedAt = clock.now();
      unsubscribe = [
        tabs.listen(channel, checkNow),
        visibility.onVisible(() => {
          if (!running) return;
          if (leading) resume();
          else seekLead();
        }),
      ];
      // The first check may wait its interval, even for the tab that leads at once.
      if (options.delayFirst) timer = clock.setTimeout(seekLead, intervalMs);
      else seekLead();
    },
    pollNow: checkNow,
    stop: end,
    get attempts() {
      return attempts;
    },
    get remainingMs() {
      return remaining();
    },
  };
}
