import type { Client } from '../api/client';
import { GatehouseError } from '../errors/gatehouseError';
import { createPoller, type Poller, type PollerOptions } from '../runtime/poller';
import { shareTrigger } from '../runtime/tabs';

// What the status polls of several challenges (profiler, push, face match, email checkpoint) share.

/** What a status poll found: the check is still running, or it has finished. */
export type StatusPollAnswer = 'pending' | 'done';

/** 202 means "still working"; any other 2xx means finished (API.md §5). */
export const PENDING_STATUS = 202;

/**
 * WCAG 2.2.1: a wait the user sits through (push approval, email checkpoint) is announced this
 * long before it runs out, with a way to keep waiting.
 */
export const EXPIRY_WARNING_MS = 20_000;

/** Answers that end a status poll for good (SPEC.md §4, §7): the token is unknown, expired or refused. */
export const FATAL_POLL_STATUSES: readonly number[] = [400, 401, 404];

/** SPEC.md §7 "non-fatal errors treated as pending": 5xx, 429, network failures keep the poll going. */
export function classifyStatusPollError(error: unknown): 'pending' | 'fatal' {
  return error instanceof GatehouseError && FATAL_POLL_STATUSES.includes(error.status)
    ? 'fatal'
    : 'pending';
}

/** What a controller sets for one poll of its wait; the rest comes from the client and the key. */
export type StatusPollOptions<T> = Omit<
  PollerOptions<T>,
  'clock' | 'visibility' | 'network' | 'tabs' | 'sharedKey'
>;

/**
 * A controller's wait on the server (SPEC.md §7), `key` naming it among the origin's tabs
 * (`push:<token>`): one poll at a time on the client's clock, visibility, network and tabs, and this
 * tab's part in the wait the tabs share (`shareTrigger`).
 */
export interface StatusWait {
  /** The poll last started, until `stop`. */
  readonly poller: Poller | null;
  /** Stops the poll that runs and starts this one; a 400, 401 or 404 ends it unless `classifyError` says otherwise. */
  poll<T>(options: StatusPollOptions<T>): Poller;
  stop(): void;
  /** This tab takes part in the wait the tabs share: `shareTrigger`, whose `announce` it returns. */
  join(
    trigger: () => Promise<string | undefined>,
    follow: (id: string) => void,
  ): (id: string) => void;
  /** Between `join` and `leave`. */
  readonly joined: boolean;
  /** This tab takes part no longer: another tab may trigger in its place. */
  leave(): void;
  /** The wait is over for this tab: `leave` and `stop`. */
  end(): void;
}

export function createStatusWait(client: Client, key: string): StatusWait {
  const { clock, visibility, tabs } = client.config;
  let poller: Poller | null = null;
  let shared: AbortController | null = null;
  const wait: StatusWait = {
    get poller() {
      return poller;
    },
    poll(options) {
      poller?.stop();
      poller = createPoller({
        clock,
        visibility,
        network: client.networkWaits,
        tabs,
        sharedKey: key,
        classifyError: classifyStatusPollError,
        ...options,
      });
      poller.start();
      return poller;
    },
    stop() {
      poller?.stop();
      poller = null;
    },
    join(trigger, follow) {
      shared = new AbortController();
      return shareTrigger(tabs, key, shared.signal, trigger, follow);
    },
    get joined() {
      return !!shared;
    },
    leave() {
      shared?.abort();
      shared = null;
    },
    end() {
      wait.leave();
      wait.stop();
    },
  };
  return wait;
}
