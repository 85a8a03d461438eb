// Creating a passkey after a phishable login (API.md §7): the automatic upgrade, which the
// password manager answers without a screen, and the offer's "Create a passkey". The login store
// loads this module only when the server offers a passkey and the browser can create one.
import type { Client } from '../api/client';
import {
  getPasskeyRegistrationOptions,
  passkeyAlreadyRegisteredCode,
  registerPasskey,
  type PasskeyCreationCeremony,
} from '../api/passkeyRegistration';
import { GatehouseError } from '../errors/gatehouseError';
import { untilAborted } from '../runtime/untilAborted';
import { createPasskeyCredential } from './passkeyCreation';

/** How "Create a passkey" ended: `created`, or why the user goes on without one. */
export type PasskeyEnrolmentOutcome = 'created' | 'cancelled' | 'failed' | 'alreadyRegistered';

/** Options, the browser's ceremony, then the server stores the credential. */
async function enrol(
  client: Client,
  ceremony: PasskeyCreationCeremony,
  conditional: boolean,
  signal: AbortSignal,
): Promise<void> {
  const { options, passkeyRegistrationId } = await getPasskeyRegistrationOptions(client, signal);
  const credential = await ceremony(options, { conditional, signal });
  await registerPasskey(client, { passkeyRegistrationId, credential }, signal);
}

/**
 * The automatic upgrade: a conditional create on fresh registration options, stored by the
 * server. Answers true once the passkey is stored, false on anything else (the password manager
 * declined, a call failed); the caller's `signal` ends it (the login's one-second limit). Never
 * rejects.
 */
export async function upgradeToPasskey(
  client: Client,
  signal: AbortSignal,
  ceremony: PasskeyCreationCeremony = createPasskeyCredential,
): Promise<boolean> {
  try {
    await untilAborted(enrol(client, ceremony, true, signal), signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * The offer's "Create a passkey". Never rejects: a cancelled prompt, a failed ceremony or call,
 * and a credential the server already holds (409) each answer why no passkey was made.
 */
export async function enrolPasskey(
  client: Client,
  signal: AbortSignal,
  ceremony: PasskeyCreationCeremony = createPasskeyCredential,
): Promise<PasskeyEnrolmentOutcome> {
  try {
    await enrol(client, ceremony, false, signal);
    return 'created';
  } catch (cause) {
    if (cause instanceof GatehouseError)
      return cause.code === passkeyAlreadyRegisteredCode ? 'alreadyRegistered' : 'failed';
    const name = (cause as { name?: unknown } | null)?.name;
    return name === 'NotAllowedError' || name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
