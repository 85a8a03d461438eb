import type { PasskeyAssertion, PasskeyRequestOptions } from '@gatehouse-auth/core/internal';
import { afterEach, describe, expect, it, vi } from 'vitest';

const browser = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  cancelCeremony: vi.fn(),
}));

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: browser.startAuthentication,
  WebAuthnAbortService: { cancelCeremony: browser.cancelCeremony },
}));

const { webauthnCeremony } = await import('./webauthnCeremony');

const options: PasskeyRequestOptions = {
  challenge: 'Y2hhbGxlbmdl',
  timeout: 60_000,
  rpId: 'localhost',
};
const assertion: PasskeyAssertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'c2ln' },
  clientExtensionResults: {},
};

afterEach(() => {
  browser.startAuthentication.mockReset();
  browser.cancelCeremony.mockReset();
});

describe('webauthnCeremony', () => {
  it('runs startAuthentication with the options and answers its assertion', async () => {
    browser.startAuthentication.mockResolvedValue(assertion);
    await expect(
      webauthnCeremony(options, { conditional: false, signal: new AbortController().signal }),
    ).resolves.toBe(assertion);
    expect(browser.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: options,
      useBrowserAutofill: false,
    });
  });

  it('asks for the autofill (conditional mediation) when told to', async () => {
    browser.startAuthentication.mockResolvedValue(assertion);
    await webauthnCeremony(options, { conditional: true, signal: new AbortController().signal });
    expect(browser.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: options,
      useBrowserAutofill: true,
    });
  });

  it("passes the browser's error on (a cancelled prompt is a NotAllowedError)", async () => {
    const cancelled = new DOMException(
      'The operation either timed out or was not allowed.',
      'NotAllowedError',
    );
    browser.startAuthentication.mockRejectedValue(cancelled);
    await expect(
      webauthnCeremony(options, { conditional: false, signal: new AbortController().signal }),
    ).rejects.toBe(cancelled);
    expect(browser.cancelCeremony).not.toHaveBeenCalled();
  });

  it('an abort cancels the browser ceremony and rejects with an AbortError at once', async () => {
    browser.startAuthentication.mockReturnValue(new Promise(() => {}));
    const controller = new AbortController();
    const running = webauthnCeremony(options, { conditional: true, signal: controller.signal });
    await vi.waitFor(() => expect(browser.startAuthentication).toHaveBeenCalled());
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    await expect(running).rejects.toBeInstanceOf(DOMException);
    expect(browser.cancelCeremony).toHaveBeenCalledTimes(1);
  });

  it('a signal aborted already rejects without a ceremony', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      webauthnCeremony(options, { conditional: false, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(browser.startAuthentication).not.toHaveBeenCalled();
    expect(browser.cancelCeremony).not.toHaveBeenCalled();
  });

  it('an abort while the library loads starts no ceremony', async () => {
    const controller = new AbortController();
    const running = webauthnCeremony(options, { conditional: false, signal: controller.signal });
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(browser.startAuthentication).not.toHaveBeenCalled();
  });

  it('an abort after the ceremony settled does nothing more', async () => {
    browser.startAuthentication.mockResolvedValue(assertion);
    const controller = new AbortController();
    await webauthnCeremony(options, { conditional: false, signal: controller.signal });
    controller.abort();
    expect(browser.cancelCeremony).not.toHaveBeenCalled();
  });
});
