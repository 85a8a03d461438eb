import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionalMediationAvailable, passkeysSupported } from './passkeySupport';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('passkey support', () => {
  it('needs the passkey JSON parser (SPEC.md §5)', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(passkeysSupported()).toBe(false);
    expect(await conditionalMediationAvailable()).toBe(false);

    vi.stubGlobal('PublicKeyCredential', { isConditionalMediationAvailable: async () => true });
    expect(passkeysSupported()).toBe(false);
    expect(await conditionalMediationAvailable()).toBe(false);
  });

  it('offers autofill only where conditional mediation is available', async () => {
    vi.stubGlobal('PublicKeyCredential', {
      parseRequestOptionsFromJSON: () => ({}),
      isConditionalMediationAvailable: async () => true,
    });
    expect(passkeysSupported()).toBe(true);
    expect(await conditionalMediationAvailable()).toBe(true);

    vi.stubGlobal('PublicKeyCredential', { parseRequestOptionsFromJSON: () => ({}) });
    expect(await conditionalMediationAvailable()).toBe(false);

    vi.stubGlobal('PublicKeyCredential', {
      parseRequestOptionsFromJSON: () => ({}),
      isConditionalMediationAvailable: () => Promise.reject(new Error('broken')),
    });
    expect(await conditionalMediationAvailable()).toBe(false);
  });
});
