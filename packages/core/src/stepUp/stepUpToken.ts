import type { Client } from '../api/client';
import { getOneTimeTokenStatus, type OneTimeTokenProperties } from '../api/oneTimeToken';
import { StepUpError } from './stepUpError';

/**
 * Tokens that sign someone in or reset a password. A step-up never asks to approve one: a demand
 * naming one is someone trying to have the user approve their login in the "Confirm it's you" modal.
 */
export const refusedStepUpActionTypes: readonly string[] = [
  'IDENTITY__LOGIN',
  'IDENTITY__SOCIAL_LOGIN',
  'IDENTITY__RESET_PASSWORD',
];

/**
 * The status of the token a step-up demand names, read before any approval UI shows. Rejects
 * with StepUpError('ACTION_TYPE_REFUSED') for a token of `refusedStepUpActionTypes`; any other
 * failure is the status call's own (a GatehouseError, or the AbortError of `signal`).
 */
export async function checkStepUpToken(
  client: Client,
  ott: string,
  signal?: AbortSignal,
): Promise<OneTimeTokenProperties> {
  const properties = await getOneTimeTokenStatus(client, ott, signal);
  if (refusedStepUpActionTypes.includes(properties.actionType))
    throw new StepUpError('ACTION_TYPE_REFUSED');
  return properties;
}
