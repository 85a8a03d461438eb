import type { Client } from '../../api/client';
import { webClientId } from '../../api/config';
import { splitMessageLink } from '../../errors/failureMessage';
import type { GatehouseError } from '../../errors/gatehouseError';
import {
  describeSignupPhoneError,
  signupPhoneErrorCodes,
  type SignupPhoneAlert,
} from '../../errors/signupPhoneErrors';
import type { WidgetMessageKey } from '../../messages/widgetMessages';
import type { updatePhoneNumberMessages } from './updatePhoneNumberMessages';

/** SPEC.md §7: the UPDATE_PHONE_NUMBER challenge's call. */
export const UPDATE_PHONE_NUMBER_PATH = '/gateway/v1/one-time-token/phone-number/verify';

/** POST /gateway/v1/one-time-token/phone-number/verify: the UPDATE_PHONE_NUMBER challenge. 204 passes. */
export async function verifyNewPhoneNumber(
  client: Client,
  {
    ott,
    newPhoneNumber,
    signal,
  }: { ott: string; newPhoneNumber: string; signal?: AbortSignal | undefined },
): Promise<void> {
  await client.request({
    method: 'POST',
    path: UPDATE_PHONE_NUMBER_PATH,
    ott,
    // SPEC.md §9: like the rest of the phone-number change, as the web client whatever the host's id.
    headers: { 'X-Client-Id': webClientId },
    body: { newPhoneNumber },
    signal,
  });
}

/**
 * What a refused new number shows (SPEC.md §8): the server's text, as text — a duplicated
 * number, an invalid one —, the blocked-number message with its contact link, else the
 * generic retry text.
 */
export function describeUpdatePhoneNumberError(
  error: GatehouseError,
): SignupPhoneAlert<WidgetMessageKey | keyof typeof updatePhoneNumberMessages> {
  if (
    error.code === signupPhoneErrorCodes.duplicated ||
    error.code === signupPhoneErrorCodes.repeated
  ) {
    const text = error.serverMessage ? splitMessageLink(error.serverMessage).text : '';
    return { message: text ? { text } : { key: 'updatePhoneNumber.duplicate' }, actions: [] };
  }
  const outcome = describeSignupPhoneError(error);
  return outcome.kind === 'alert'
    ? outcome.alert
    : { message: { key: 'common.somethingWentWrongRetry' }, actions: [] };
}
