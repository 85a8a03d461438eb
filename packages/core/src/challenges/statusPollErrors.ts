import { GatehouseError } from '../errors/gatehouseError';

/** Answers that end a status poll for good (SPEC.md §4, §7): the token is unknown, expired or refused. */
export const FATAL_POLL_STATUSES: readonly number[] = [400, 401, 404];

/** SPEC.md §7 "non-fatal errors treated as pending": 5xx, 429, network failures keep the poll going. */
export function classifyStatusPollError(error: unknown): 'pending' | 'fatal' {
  return error instanceof GatehouseError && FATAL_POLL_STATUSES.includes(error.status) ? 'fatal' : 'pending';
}
