import type { PasskeyAssertion, PasskeyCeremony } from '@gatehouse-auth/core/internal';
import { untilAborted } from '@gatehouse-auth/core/internal/runtime/untilAborted';

const abortError = () => new DOMException('The passkey ceremony was aborted.', 'AbortError');

/**
 * The browser half of a passkey ceremony, by @simplewebauthn/browser. The library is loaded
 * on first use only (a dynamic import).
 * Aborting `how.signal` cancels the browser's prompt and rejects with an AbortError.
 */
export const webauthnCeremony: PasskeyCeremony = async (options, { conditional, signal }) => {
  if (signal.aborted) throw abortError();
  const { startAuthentication, WebAuthnAbortService } = await import('./webauthnBrowser');
  if (signal.aborted) throw abortError();
  // The race settles the call; this listener also takes the browser's prompt away.
  const cancel = () => WebAuthnAbortService.cancelCeremony();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    // The JSON types of the library and of core describe the same WebAuthn dictionaries.
    const assertion = await untilAborted(
      startAuthentication({
        optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
        useBrowserAutofill: conditional,
      }),
      signal,
    );
    return assertion as PasskeyAssertion;
  } catch (error) {
    throw signal.aborted ? abortError() : error;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
};
