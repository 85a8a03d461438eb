import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultChallenges } from '../challenges/defaultChallenges';
import { isChallengeAvailable } from './availability';
import { defineChallenge, type ChallengeDefinitions } from './challengeDefinition';

const HostChallenge = () => null;

function browserSupportsPasskeys(supported: boolean) {
  vi.stubGlobal(
    'PublicKeyCredential',
    supported ? { parseRequestOptionsFromJSON: () => ({}) } : undefined,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('isChallengeAvailable', () => {
  it('needs a registered definition', () => {
    expect(isChallengeAvailable('FACE_MATCH', defaultChallenges)).toBe(false);
    expect(isChallengeAvailable('SMS', {})).toBe(false);
    expect(isChallengeAvailable('SMS', { ...defaultChallenges, SMS: undefined })).toBe(false);
  });

  it('offers built-in challenges without an availability check', () => {
    browserSupportsPasskeys(false);
    expect(isChallengeAvailable('SMS', defaultChallenges)).toBe(true);
    expect(isChallengeAvailable('PASSWORD', defaultChallenges)).toBe(true);
  });

  it('offers the built-in PASSKEY only where the browser can parse passkey JSON', () => {
    expect(defaultChallenges.PASSKEY.available).toBeTypeOf('function');
    browserSupportsPasskeys(false);
    expect(isChallengeAvailable('PASSKEY', defaultChallenges)).toBe(false);
    browserSupportsPasskeys(true);
    expect(isChallengeAvailable('PASSKEY', defaultChallenges)).toBe(true);
  });

  it("a host's own definition for a checked type decides for itself", () => {
    browserSupportsPasskeys(false);
    const definitions: ChallengeDefinitions = {
      ...defaultChallenges,
      PASSKEY: defineChallenge({ component: HostChallenge }),
    };
    expect(isChallengeAvailable('PASSKEY', definitions)).toBe(true);
    // Spread from the built-in, only the component replaced: the built-in check still holds.
    const replaced: ChallengeDefinitions = {
      ...defaultChallenges,
      PASSKEY: { ...defaultChallenges.PASSKEY, component: HostChallenge },
    };
    expect(isChallengeAvailable('PASSKEY', replaced)).toBe(false);
  });

  it('a host-added type is offered', () => {
    expect(
      isChallengeAvailable('SECURITY_QUESTION', {
        ...defaultChallenges,
        SECURITY_QUESTION: defineChallenge({ component: HostChallenge }),
      }),
    ).toBe(true);
  });

  it('asks the definition with what the host mounted', () => {
    const available = vi.fn((host: Readonly<Record<string, unknown>>) => host.hardwareKey === true);
    const definitions: ChallengeDefinitions = {
      HARDWARE_KEY: defineChallenge({ component: HostChallenge, available }),
    };
    expect(isChallengeAvailable('HARDWARE_KEY', definitions)).toBe(false);
    expect(isChallengeAvailable('HARDWARE_KEY', definitions, { hardwareKey: true })).toBe(true);
    expect(available).toHaveBeenLastCalledWith({ hardwareKey: true });
  });
});
