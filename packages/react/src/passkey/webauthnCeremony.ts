import type { PasskeyAssertion, PasskeyCeremony } from '@gatehouse/core';

const abortError = () => new DOMException('The passkey ceremony was aborted.', 'AbortError');

/**
 * The browser half of a passkey ceremony, by @simplewebauthn/browser. The library is loaded
 * on first use only (a dynamic import), so no login page pays for it before a passkey is used.
 * Aborting `how.signal` cancels the browser's prompt and rejects with an AbortError.
 */
export const webauthnCeremony: PasskeyCeremony = async (options, { conditional, signal }) => {
  if (signal.aborted) throw abortError();
  const { startAuthentication, WebAuthnAbortService } = await import('./webauthnBrowser');
  if (signal.aborted) throw abortError();
  return new Promise<PasskeyAssertion>((resolve, reject) => {
    const onAbort = () => {
      WebAuthnAbortService.cancelCeremony();
      reject(abortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    // The JSON types of the library and of core describe the same WebAuthn dictionaries.
    startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'], useBrowserAutofill: conditional })
      .then((assertion) => resolve(assertion as PasskeyAssertion), reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
};
