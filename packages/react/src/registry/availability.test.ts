import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultAvailability, isChallengeAvailable } from './availability';
import type { ChallengeComponents } from './challengeComponent';
import { defaultChallenges } from './defaultChallenges';

const HostChallenge = () => null;

function browserSupportsPasskeys(supported: boolean) {
  vi.stubGlobal('PublicKeyCredential', supported ? { parseRequestOptionsFromJSON: () => ({}) } : undefined);
}

afterEach(() => vi.unstubAllGlobals());

describe('isChallengeAvailable', () => {
  it('needs a registered component', () => {
    expect(isChallengeAvailable('FACE_MATCH', defaultChallenges)).toBe(false);
    expect(isChallengeAvailable('SMS', {})).toBe(false);
  });

  it('offers built-in challenges without an availability check', () => {
    browserSupportsPasskeys(false);
    expect(isChallengeAvailable('SMS', defaultChallenges)).toBe(true);
    expect(isChallengeAvailable('PASSWORD', defaultChallenges)).toBe(true);
  });

  it('offers the built-in PASSKEY only where the browser can parse passkey JSON', () => {
    expect(defaultAvailability.PASSKEY).toBeTypeOf('function');
    browserSupportsPasskeys(false);
    expect(isChallengeAvailable('PASSKEY', defaultChallenges)).toBe(false);
    browserSupportsPasskeys(true);
    expect(isChallengeAvailable('PASSKEY', defaultChallenges)).toBe(true);
  });

  it("a host's own component for a checked type is always offered", () => {
    browserSupportsPasskeys(false);
    const components: ChallengeComponents = { ...defaultChallenges, PASSKEY: HostChallenge };
    expect(isChallengeAvailable('PASSKEY', components)).toBe(true);
  });

  it('a host-added type is offered', () => {
    expect(isChallengeAvailable('FACE_MATCH', { ...defaultChallenges, FACE_MATCH: HostChallenge })).toBe(true);
  });
});
