import { GatehouseError } from '../errors/gatehouseError';

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
