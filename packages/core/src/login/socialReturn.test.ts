import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memoryStorage';
import { prepareSocialReturn } from './prepareSocialReturn';
import {
  SOCIAL_STATE_PARAM,
  tabStorage,
  takeSocialReturn,
  type SocialStateStorage,
} from './socialReturn';

const stateOf = (loginStateUrl: string) =>
  new URL(loginStateUrl).searchParams.get(SOCIAL_STATE_PARAM) ?? '';
const returnTo = (loginStateUrl: string, token = 'ott-social-1') =>
  `${loginStateUrl}#ott=${encodeURIComponent(token)}`;

describe('prepareSocialReturn', () => {
  it('keeps a fresh 256-bit state for the tab and adds it to loginStateUrl, other parameters kept', () => {
    const storage = memoryStorage();
    const first = prepareSocialReturn(
      'https://app.example.com/login?redirectUrl=%2Fcards',
      storage,
    )!;
    const url = new URL(first);
    expect(`${url.origin}${url.pathname}`).toBe('https://app.example.com/login');
    expect(url.searchParams.get('redirectUrl')).toBe('/cards');
    expect(stateOf(first)).toMatch(/^[0-9a-f]{64}$/);
    expect([...storage.kept.values()]).toEqual([stateOf(first)]);

    const second = prepareSocialReturn('https://app.example.com/login', storage)!;
    expect(stateOf(second)).not.toBe(stateOf(first));
    expect([...storage.kept.values()]).toEqual([stateOf(second)]);
  });

  it('starts nothing it could not finish: no storage, a storage that refuses or forgets, a relative address', () => {
    expect(prepareSocialReturn('https://app.example.com/login', undefined)).toBeUndefined();
    const refusing: SocialStateStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(prepareSocialReturn('https://app.example.com/login', refusing)).toBeUndefined();
    const forgetful: SocialStateStorage = {
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(prepareSocialReturn('https://app.example.com/login', forgetful)).toBeUndefined();
    const storage = memoryStorage();
    expect(prepareSocialReturn('/login', storage)).toBeUndefined();
    expect(storage.kept.size).toBe(0);
  });
});

describe('takeSocialReturn', () => {
  it('resumes with the token when the state matches, and hands back the address without token or state', () => {
    const storage = memoryStorage();
    const loginStateUrl = prepareSocialReturn(
      'https://app.example.com/login?redirectUrl=%2Fcards',
      storage,
    )!;
    expect(takeSocialReturn(returnTo(loginStateUrl, 'ott-social-a b'), storage)).toEqual({
      kind: 'resume',
      oneTimeToken: 'ott-social-a b',
      address: '/login?redirectUrl=%2Fcards',
    });
    expect(storage.kept.size).toBe(0);
  });

  it('refuses a state that is not the kept one, and forgets the kept one', () => {
    const storage = memoryStorage();
    const loginStateUrl = prepareSocialReturn('https://app.example.com/login', storage)!;
    const forged = `https://app.example.com/login?${SOCIAL_STATE_PARAM}=${'0'.repeat(64)}#ott=ott-attacker`;
    expect(takeSocialReturn(forged, storage)).toEqual({ kind: 'refused', address: '/login' });
    expect(storage.kept.size).toBe(0);
    // The genuine return that follows is refused too: the tab no longer waits for one.
    expect(takeSocialReturn(returnTo(loginStateUrl), storage)).toEqual({
      kind: 'refused',
      address: '/login',
    });
  });

  it('refuses a token without a state, and one brought to a tab that started no sign-in', () => {
    const storage = memoryStorage();
    prepareSocialReturn('https://app.example.com/login', storage);
    expect(takeSocialReturn('https://app.example.com/login#ott=ott-attacker', storage)).toEqual({
      kind: 'refused',
      address: '/login',
    });

    const freshTab = memoryStorage();
    const someoneElses = prepareSocialReturn('https://app.example.com/login', memoryStorage())!;
    expect(takeSocialReturn(returnTo(someoneElses), freshTab)).toEqual({
      kind: 'refused',
      address: '/login',
    });
  });

  it('refuses a matching state that brings no token (the provider came back without one)', () => {
    const storage = memoryStorage();
    const loginStateUrl = prepareSocialReturn('https://app.example.com/login', storage)!;
    expect(takeSocialReturn(loginStateUrl, storage)).toEqual({
      kind: 'refused',
      address: '/login',
    });
    expect(takeSocialReturn(`${loginStateUrl}#ott=`, memoryStorage())).toEqual({
      kind: 'refused',
      address: '/login',
    });
  });

  it('works once: the same return taken again is refused', () => {
    const storage = memoryStorage();
    const back = returnTo(prepareSocialReturn('https://app.example.com/login', storage)!);
    expect(takeSocialReturn(back, storage)).toMatchObject({ kind: 'resume' });
    expect(takeSocialReturn(back, storage)).toEqual({ kind: 'refused', address: '/login' });
  });

  it('refuses every return when the storage is unavailable or throws', () => {
    const loginStateUrl = prepareSocialReturn('https://app.example.com/login', memoryStorage())!;
    expect(takeSocialReturn(returnTo(loginStateUrl), undefined)).toEqual({
      kind: 'refused',
      address: '/login',
    });
    const throwing: SocialStateStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(takeSocialReturn(returnTo(loginStateUrl), throwing)).toEqual({
      kind: 'refused',
      address: '/login',
    });
  });

  it('leaves an ordinary page load alone, the kept state included', () => {
    const storage = memoryStorage();
    prepareSocialReturn('https://app.example.com/login', storage);
    expect(
      takeSocialReturn('https://app.example.com/login?redirectUrl=%2Fcards#intro', storage),
    ).toEqual({ kind: 'none' });
    expect(takeSocialReturn('not a url', storage)).toEqual({ kind: 'none' });
    expect(storage.kept.size).toBe(1);
  });

  it('keeps the rest of the fragment', () => {
    const storage = memoryStorage();
    const loginStateUrl = prepareSocialReturn('https://app.example.com/login', storage)!;
    expect(takeSocialReturn(`${loginStateUrl}#ott=ott-social-1&tab=2`, storage)).toEqual({
      kind: 'resume',
      oneTimeToken: 'ott-social-1',
      address: '/login#tab=2',
    });
  });
});

describe('tabStorage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the tab’s sessionStorage, and undefined where there is none or reading it throws', () => {
    expect(tabStorage()).toBeUndefined();
    const session = memoryStorage();
    vi.stubGlobal('sessionStorage', session);
    expect(tabStorage()).toBe(session);
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(tabStorage()).toBeUndefined();
  });
});
