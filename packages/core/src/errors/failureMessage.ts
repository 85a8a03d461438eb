import type { MessageKey } from '../messages/defaultMessages';
import { clientErrorCodes } from './gatehouseError';

/**
 * The catalogue text for a failure without a server message: a call that ran out of time has
 * its own (the user can check the connection and retry), anything else shows `fallback`.
 */
export function failureMessageKey(error: { code: string } | null | undefined, fallback: MessageKey): MessageKey {
  return error?.code === clientErrorCodes.timeout ? 'common.timeout' : fallback;
}
