import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultChallenges } from '../challenges/defaultChallenges';
import { availableDefinitions } from './availableDefinitions';
import { defineChallenge, type ChallengeDefinitions } from './challengeDefinition';

const HostChallenge = () => null;

function browserSupportsPasskeys(supported: boolean) {
  vi.stubGlobal(
    'PublicKeyCredential',
    supported ? { parseRequestOptionsFromJSON: () => ({}) } : undefined,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('availableDefinitions: one type', () => {
  it('needs a registered definition', () => {
    expect(Object.hasOwn(availableDefinitions(defaultChallenges, {}), 'FACE_MATCH')).toBe(false);
    expect(Object.hasOwn(availableDefinitions({}, {}), 'SMS')).toBe(false);
    expect(
      Object.hasOwn(availableDefinitions({ ...defaultChallenges, SMS: undefined }, {}), 'SMS'),
    ).toBe(false);
  });

  it('offers built-in challenges without an availability check', () => {
    browserSupportsPasskeys(false);
    expect(Object.hasOwn(availableDefinitions(defaultChallenges, {}), 'SMS')).toBe(true);
    expect(Object.hasOwn(availableDefinitions(defaultChallenges, {}), 'PASSWORD')).toBe(true);
  });

  it('offers the built-in PASSKEY only where the browser can parse passkey JSON', () => {
    expect(defaultChallenges.PASSKEY.available).toBeTypeOf('function');
    browserSupportsPasskeys(false);
    expect(Object.hasOwn(availableDefinitions(defaultChallenges, {}), 'PASSKEY')).toBe(false);
    browserSupportsPasskeys(true);
    expect(Object.hasOwn(availableDefinitions(defaultChallenges, {}), 'PASSKEY')).toBe(true);
  });

  it("a host's own definition for a checked type decides for itself", () => {
    browserSupportsPasskeys(false);
    const definitions: ChallengeDefinitions = {
      ...defaultChallenges,
      PASSKEY: defineChallenge({ component: HostChallenge }),
    };
    expect(Object.hasOwn(availableDefinitions(definitions, {}), 'PASSKEY')).toBe(true);
    // Spread from the built-in, only the component replaced: the built-in check still holds.
    const replaced: ChallengeDefinitions = {
      ...defaultChallenges,
      PASSKEY: { ...defaultChallenges.PASSKEY, component: HostChallenge },
    };
    expect(Object.hasOwn(availableDefinitions(replaced, {}), 'PASSKEY')).toBe(false);
  });

  it('a host-added type is offered', () => {
    expect(
      Object.hasOwn(
        availableDefinitions(
          {
            ...defaultChallenges,
            SECURITY_QUESTION: defineChallenge({ component: HostChallenge }),
          },
          {},
        ),
        'SECURITY_QUESTION',
      ),
    ).toBe(true);
  });

  it('asks the definition with what the host mounted', () => {
    const available = vi.fn((host: Readonly<Record<string, unknown>>) => host.hardwareKey === true);
    const definitions: ChallengeDefinitions = {
      HARDWARE_KEY: defineChallenge({ component: HostChallenge, available }),
    };
    expect(Object.hasOwn(availableDefinitions(definitions, {}), 'HARDWARE_KEY')).toBe(false);
    expect(
      Object.hasOwn(availableDefinitions(definitions, { hardwareKey: true }), 'HARDWARE_KEY'),
    ).toBe(true);
    expect(available).toHaveBeenLastCalledWith({ hardwareKey: true });
  });
});

describe('availableDefinitions', () => {
  it('keeps the registered definitions this page can show, and nothing else', () => {
    browserSupportsPasskeys(false);
    const offered = availableDefinitions({ ...defaultChallenges, SMS: undefined }, {});
    expect(offered.PASSWORD).toBe(defaultChallenges.PASSWORD);
    expect(Object.keys(offered)).not.toContain('SMS');
    expect(Object.keys(offered)).not.toContain('PASSKEY');
    expect(Object.keys(offered)).not.toContain('FACE_MATCH');
    expect(Object.keys(availableDefinitions(defaultChallenges, { faceScan: true }))).toContain(
      'FACE_MATCH',
    );
  });
});
