import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clientCapabilities,
  conditionalCreateAvailable,
  conditionalMediationAvailable,
  immediateMediationAvailable,
  passkeyCreationSupported,
  passkeysSupported,
} from './passkeySupport';

afterEach(() => {
  vi.unstubAllGlobals();
});

const parser = () => ({});

/** A browser's PublicKeyCredential with what it is given. */
function browser(credential: Record<string, unknown>) {
  vi.stubGlobal('PublicKeyCredential', credential);
}

describe('passkey support', () => {
  it('needs the passkey JSON parser (SPEC.md §5)', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(passkeysSupported()).toBe(false);
    expect(await conditionalMediationAvailable()).toBe(false);
    expect(await immediateMediationAvailable()).toBe(false);

    browser({
      isConditionalMediationAvailable: async () => true,
      getClientCapabilities: async () => ({ conditionalGet: true, immediateGet: true }),
    });
    expect(passkeysSupported()).toBe(false);
    expect(await conditionalMediationAvailable()).toBe(false);
    expect(await immediateMediationAvailable()).toBe(false);
  });

  it('decides the button by the passkey JSON parser alone, whatever the capabilities say', () => {
    browser({ parseRequestOptionsFromJSON: parser, getClientCapabilities: async () => ({}) });
    expect(passkeysSupported()).toBe(true);
  });

  it('offers autofill only where conditional mediation is available (no getClientCapabilities)', async () => {
    browser({
      parseRequestOptionsFromJSON: parser,
      isConditionalMediationAvailable: async () => true,
    });
    expect(passkeysSupported()).toBe(true);
    expect(await conditionalMediationAvailable()).toBe(true);

    browser({ parseRequestOptionsFromJSON: parser });
    expect(await conditionalMediationAvailable()).toBe(false);

    browser({
      parseRequestOptionsFromJSON: parser,
      isConditionalMediationAvailable: () => Promise.reject(new Error('broken')),
    });
    expect(await conditionalMediationAvailable()).toBe(false);
  });

  describe.each([
    [true, true],
    [true, false],
    [false, true],
    [false, false],
  ])('getClientCapabilities reports conditionalGet %s', (conditionalGet, fallback) => {
    it(`decides the autofill over isConditionalMediationAvailable (${fallback})`, async () => {
      const isConditionalMediationAvailable = vi.fn(async () => fallback);
      browser({
        parseRequestOptionsFromJSON: parser,
        isConditionalMediationAvailable,
        getClientCapabilities: async () => ({ conditionalGet }),
      });
      expect(await conditionalMediationAvailable()).toBe(conditionalGet);
      expect(isConditionalMediationAvailable).not.toHaveBeenCalled();
    });
  });

  it.each([true, false])(
    'falls back to isConditionalMediationAvailable (%s) when the capabilities do not name conditionalGet',
    async (fallback) => {
      browser({
        parseRequestOptionsFromJSON: parser,
        isConditionalMediationAvailable: async () => fallback,
        getClientCapabilities: async () => ({ immediateGet: true, conditionalGet: 'yes' }),
      });
      expect(await conditionalMediationAvailable()).toBe(fallback);
    },
  );

  it.each([
    ['throws', () => Promise.reject(new DOMException('nope', 'NotSupportedError'))],
    [
      'throws at once',
      () => {
        throw new TypeError('not a function of this realm');
      },
    ],
    ['answers null', async () => null],
    ['answers a string', async () => 'conditionalGet'],
  ])(
    'falls back to the older checks when getClientCapabilities %s',
    async (_, getClientCapabilities) => {
      browser({
        parseRequestOptionsFromJSON: parser,
        isConditionalMediationAvailable: async () => true,
        getClientCapabilities,
      });
      expect(await clientCapabilities()).toEqual({});
      expect(await conditionalMediationAvailable()).toBe(true);
      expect(await immediateMediationAvailable()).toBe(false);
    },
  );

  it.each([
    [{ immediateGet: true }, true],
    [{ immediateGet: false }, false],
    [{ immediateGet: 'true' }, false],
    [{ conditionalGet: true }, false],
    [{}, false],
  ])(
    'one-press login (immediate mediation) with capabilities %j: %s',
    async (reported, expected) => {
      browser({
        parseRequestOptionsFromJSON: parser,
        isConditionalMediationAvailable: async () => true,
        getClientCapabilities: async () => reported,
      });
      expect(await immediateMediationAvailable()).toBe(expected);
    },
  );

  it('has no one-press login without getClientCapabilities', async () => {
    browser({
      parseRequestOptionsFromJSON: parser,
      isConditionalMediationAvailable: async () => true,
    });
    expect(await immediateMediationAvailable()).toBe(false);
  });

  it("keeps the browser's true/false answers only, and reads them afresh on each call", async () => {
    const getClientCapabilities = vi
      .fn()
      .mockResolvedValueOnce({ conditionalGet: true, hybridTransport: false, extra: 1 })
      .mockResolvedValueOnce({ conditionalGet: false });
    browser({ parseRequestOptionsFromJSON: parser, getClientCapabilities });
    expect(await clientCapabilities()).toEqual({ conditionalGet: true, hybridTransport: false });
    expect(await clientCapabilities()).toEqual({ conditionalGet: false });
    expect(getClientCapabilities).toHaveBeenCalledTimes(2);
  });
});

describe('passkey creation support', () => {
  it('needs the creation options parser', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(passkeyCreationSupported()).toBe(false);
    expect(await conditionalCreateAvailable()).toBe(false);
    vi.stubGlobal('PublicKeyCredential', {
      getClientCapabilities: async () => ({ conditionalCreate: true }),
    });
    expect(passkeyCreationSupported()).toBe(false);
    expect(await conditionalCreateAvailable()).toBe(false);
  });

  it('upgrades automatically only where getClientCapabilities reports conditionalCreate', async () => {
    const parseCreationOptionsFromJSON = () => ({});
    vi.stubGlobal('PublicKeyCredential', {
      parseCreationOptionsFromJSON,
      getClientCapabilities: async () => ({ conditionalCreate: true }),
    });
    expect(passkeyCreationSupported()).toBe(true);
    expect(await conditionalCreateAvailable()).toBe(true);

    vi.stubGlobal('PublicKeyCredential', {
      parseCreationOptionsFromJSON,
      getClientCapabilities: async () => ({ conditionalCreate: false, conditionalGet: true }),
    });
    expect(await conditionalCreateAvailable()).toBe(false);

    vi.stubGlobal('PublicKeyCredential', { parseCreationOptionsFromJSON });
    expect(await conditionalCreateAvailable()).toBe(false);

    vi.stubGlobal('PublicKeyCredential', {
      parseCreationOptionsFromJSON,
      getClientCapabilities: () => Promise.reject(new Error('no')),
    });
    expect(await conditionalCreateAvailable()).toBe(false);
  });
});
