import type { Client } from '../../api/client';
import { PENDING_STATUS, type StatusPollAnswer } from '../statusPoll';

/** Starts the silent device check (SPEC.md §7). */
export async function triggerProfiler(
  client: Client,
  { ott, signal }: { ott: string; signal?: AbortSignal },
): Promise<void> {
  await client.request({
    method: 'POST',
    path: client.identityPath('/one-time-token/profiler/trigger'),
    ott,
    signal,
  });
}

/**
 * One poll of the device check. Only the status code carries meaning, so no body is read
 * (and none is required): a 200 with an empty or any body is "done".
 */
export async function getProfilerStatus(
  client: Client,
  { ott, signal }: { ott: string; signal?: AbortSignal },
): Promise<StatusPollAnswer> {
  const response = await client.request({
    method: 'GET',
    path: client.identityPath('/one-time-token/profiler/status'),
    ott,
    signal,
  });
  return response.status === PENDING_STATUS ? 'pending' : 'done';
}
