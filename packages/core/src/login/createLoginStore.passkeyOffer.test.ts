import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memoryStorage';
import { createClient } from '../api/client';
import type { PasskeyCreationCeremony } from '../api/passkeyRegistration';
import type { GatehouseEvent } from '../events/gatehouseEvent';
import type { Navigation } from '../runtime/navigation';
import { createLoginStore, type LoginStoreOptions } from './createLoginStore';
import { PASSKEY_CREATED_NOTICE_MS, PASSKEY_UPGRADE_LIMIT_MS } from './passkeyOfferStep';

const registrationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Gatehouse', id: 'app.example.com' },
  user: { id: 'dXNlci0x', name: 'ada@example.com', displayName: 'Ada' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  extensions: { payment: { isPayment: true } },
};
const registration = {
  id: 'cred-new',
  rawId: 'cred-new',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
  clientExtensionResults: {},
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Server {
  offer?: unknown;
  register?: () => Response;
}

function setup(server: Server, options: Partial<LoginStoreOptions> = {}) {
  const calls: Array<{ url: string; signal: AbortSignal | undefined }> = [];
  const navigation: Navigation = {
    origin: () => 'https://app.example.com',
    hostname: () => 'app.example.com',
    assign: vi.fn(),
  };
  const events: GatehouseEvent[] = [];
  const client = createClient({
    navigation,
    fetch: async (input, init = {}) => {
      const url = String(input);
      calls.push({ url, signal: init.signal ?? undefined });
      if (url.endsWith('/login'))
        return json(200, { data: { oneTimeTokenProperties: { oneTimeToken: 'ott-1' } } });
      if (url.endsWith('/v2/auth'))
        return json(200, { location: '/home', passkeyOffer: server.offer ?? true });
      if (url.endsWith('/registration-options'))
        return json(200, { data: { registrationOptions, passkeyRegistrationId: 'reg-1' } });
      if (url.endsWith('/user/passkeys'))
        return server.register?.() ?? json(201, { data: { credentialId: 'cred-new' } });
      return json(404, {});
    },
  });
  const store = createLoginStore({
    client,
    socialStateStorage: memoryStorage(),
    onEvent: (event) => events.push(event),
    ...options,
  });
  return { store, calls, navigation, events };
}

/** A browser that can create passkeys; `conditionalCreate` as its capabilities say. */
function browserCreates(conditionalCreate: boolean) {
  vi.stubGlobal('PublicKeyCredential', {
    parseCreationOptionsFromJSON: () => ({}),
    getClientCapabilities: async () => ({ conditionalCreate }),
  });
}

/** A ceremony that never answers until its signal aborts (a password manager that stays silent). */
const silent: PasskeyCreationCeremony = (_, { signal }) =>
  new Promise((_, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

const passkeyEvents = (events: GatehouseEvent[]) =>
  events.filter((event) => event.type !== 'screenShown').map((event) => event);

/** Logs in with a password and passes the second factor. */
async function loginWithPassword(store: ReturnType<typeof setup>['store']) {
  store.submit({ email: 'ada@example.com', password: 'pw' });
  await vi.advanceTimersByTimeAsync(0);
  store.secondFactorPassed('ott-1');
  await vi.advanceTimersByTimeAsync(0);
}

beforeAll(async () => {
  // The step loads the enrolment module on first use: loaded once here, on real timers.
  await import('../passkey/passkeyEnrolment');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createLoginStore: the passkey offer (API.md §7)', () => {
  it('shows the offer after the exchange, keeping the destination, and goes there on "Not now"', async () => {
    browserCreates(false);
    const ceremony = vi.fn(silent);
    const { store, navigation, events } = setup({}, { passkeyCreation: ceremony });
    await loginWithPassword(store);
    expect(store.getState()).toEqual({
      view: 'passkeyOffer',
      location: '/home',
      status: 'offered',
    });
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(ceremony).not.toHaveBeenCalled();
    store.declinePasskey();
    expect(navigation.assign).toHaveBeenCalledWith('https://app.example.com/home');
    expect(passkeyEvents(events)).toEqual([
      { type: 'passkeyOfferShown', flow: 'login' },
      { type: 'passkeyOfferDeclined', flow: 'login', reason: 'notNow' },
      { type: 'flowCompleted', flow: 'login', variant: 'login', method: 'password' },
    ]);
  });

  it('"Create a passkey": the options, the ceremony, the server stores it; "Passkey created", then on', async () => {
    browserCreates(false);
    const ceremony = vi.fn<PasskeyCreationCeremony>(async () => registration);
    const { store, navigation, events, calls } = setup({}, { passkeyCreation: ceremony });
    await loginWithPassword(store);
    store.createPasskey();
    expect(store.getState()).toMatchObject({ view: 'passkeyOffer', status: 'creating' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ceremony).toHaveBeenCalledWith(registrationOptions, {
      conditional: false,
      signal: expect.any(AbortSignal),
    });
    expect(calls.map((call) => call.url).slice(-2)).toEqual([
      '/gateway/v1/user/passkeys/registration-options',
      '/gateway/v1/user/passkeys',
    ]);
    expect(store.getState()).toMatchObject({ view: 'passkeyOffer', status: 'created' });
    await vi.advanceTimersByTimeAsync(PASSKEY_CREATED_NOTICE_MS - 1);
    expect(navigation.assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigation.assign).toHaveBeenCalledWith('https://app.example.com/home');
    expect(passkeyEvents(events)).toEqual([
      { type: 'passkeyOfferShown', flow: 'login' },
      { type: 'passkeyCreated', flow: 'login', automatic: false },
      { type: 'flowCompleted', flow: 'login', variant: 'login', method: 'password' },
    ]);
  });

  it.each([
    [
      'cancelled',
      'the user closes the prompt',
      { ceremony: () => Promise.reject(new DOMException('no', 'NotAllowedError')) },
    ],
    [
      'failed',
      'the ceremony fails',
      { ceremony: () => Promise.reject(new DOMException('bad', 'InvalidStateError')) },
    ],
    ['failed', 'the server refuses it', { register: () => json(500, {}) }],
    [
      'alreadyRegistered',
      'the server holds it already (409)',
      { register: () => json(409, { code: 'passkey.already_registered' }) },
    ],
  ] as const)('%s when %s: on to the destination at once, no error', async (reason, _, how) => {
    browserCreates(false);
    const onFailure = vi.fn();
    const reportError = vi.fn();
    const ceremony: PasskeyCreationCeremony =
      'ceremony' in how ? how.ceremony : async () => registration;
    const { store, navigation, events } = setup(
      'register' in how ? { register: how.register } : {},
      {
        passkeyCreation: ceremony,
        onFailure,
        reportError,
      },
    );
    await loginWithPassword(store);
    store.createPasskey();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigation.assign).toHaveBeenCalledWith('https://app.example.com/home');
    expect(passkeyEvents(events)).toContainEqual({
      type: 'passkeyOfferDeclined',
      flow: 'login',
      reason,
    });
    expect(onFailure).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  it.each([
    ['the host turned it off', { offer: true }, { passkeyOffer: false }, true],
    ['the server offers none', { offer: false }, {}, true],
    ['a malformed offer', { offer: 'yes' }, {}, true],
    ['a browser that cannot create passkeys', { offer: true }, {}, false],
  ] as const)('goes straight on when %s', async (_, server, options, canCreate) => {
    if (canCreate) browserCreates(true);
    else vi.stubGlobal('PublicKeyCredential', { parseRequestOptionsFromJSON: () => ({}) });
    const ceremony = vi.fn(silent);
    const { store, navigation } = setup(server, { ...options, passkeyCreation: ceremony });
    await loginWithPassword(store);
    expect(navigation.assign).toHaveBeenCalledWith('https://app.example.com/home');
    expect(ceremony).not.toHaveBeenCalled();
  });

  it('hands the destination to onSuccess after the offer, as without one', async () => {
    browserCreates(false);
    const onSuccess = vi.fn();
    const { store } = setup({}, { onSuccess, passkeyCreation: silent });
    await loginWithPassword(store);
    expect(onSuccess).not.toHaveBeenCalled();
    store.declinePasskey();
    expect(onSuccess).toHaveBeenCalledWith({ location: '/home' });
  });
});

describe('createLoginStore: the automatic upgrade', () => {
  it('stores a passkey with no screen when the password manager agrees', async () => {
    browserCreates(true);
    const ceremony = vi.fn<PasskeyCreationCeremony>(async () => registration);
    const { store, navigation, events } = setup({}, { passkeyCreation: ceremony });
    await loginWithPassword(store);
    expect(ceremony).toHaveBeenCalledWith(registrationOptions, {
      conditional: true,
      signal: expect.any(AbortSignal),
    });
    expect(navigation.assign).toHaveBeenCalledWith('https://app.example.com/home');
    expect(passkeyEvents(events)).toEqual([
      { type: 'passkeyCreated', flow: 'login', automatic: true },
      { type: 'flowCompleted', flow: 'login', variant: 'login', method: 'password' },
    ]);
  });

  it('waits no longer than its limit: at 999 ms nothing, at 1000 ms the offer, the request aborted', async () => {
    browserCreates(true);
    const ceremony = vi.fn(silent);
    const { store, navigation } = setup({}, { passkeyCreation: ceremony });
    await loginWithPassword(store);
    expect(ceremony).toHaveBeenCalledOnce();
    const { signal } = ceremony.mock.calls[0]![1];
    await vi.advanceTimersByTimeAsync(PASSKEY_UPGRADE_LIMIT_MS - 1);
    expect(store.getState()).toEqual({ view: 'redirecting', location: '/home' });
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal.aborted).toBe(true);
    expect(store.getState()).toEqual({
      view: 'passkeyOffer',
      location: '/home',
      status: 'offered',
    });
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('aborts the options call too when they are what takes too long', async () => {
    browserCreates(true);
    let optionsSignal: AbortSignal | undefined;
    const navigation: Navigation = {
      origin: () => 'https://app.example.com',
      hostname: () => 'app.example.com',
      assign: vi.fn(),
    };
    const client = createClient({
      navigation,
      fetch: (input, init = {}) => {
        const url = String(input);
        if (url.endsWith('/login'))
          return Promise.resolve(
            json(200, { data: { oneTimeTokenProperties: { oneTimeToken: 'o' } } }),
          );
        if (url.endsWith('/v2/auth'))
          return Promise.resolve(json(200, { location: '/home', passkeyOffer: true }));
        optionsSignal = init.signal ?? undefined;
        return new Promise(() => {});
      },
    });
    const store = createLoginStore({
      client,
      socialStateStorage: memoryStorage(),
      passkeyCreation: silent,
    });
    await loginWithPassword(store);
    expect(optionsSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(PASSKEY_UPGRADE_LIMIT_MS);
    expect(optionsSignal?.aborted).toBe(true);
    expect(store.getState()).toMatchObject({ view: 'passkeyOffer' });
  });

  it('is not tried after a login that used no password: the offer shows at once', async () => {
    browserCreates(true);
    const ceremony = vi.fn(silent);
    const { store } = setup({}, { passkeyCreation: ceremony, oneTimeToken: 'ott-1' });
    store.secondFactorPassed('ott-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(ceremony).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ view: 'passkeyOffer', status: 'offered' });
  });

  it('a declined upgrade shows the offer, with no error', async () => {
    browserCreates(true);
    const reportError = vi.fn();
    const { store } = setup(
      {},
      {
        reportError,
        passkeyCreation: () => Promise.reject(new DOMException('no', 'NotAllowedError')),
      },
    );
    await loginWithPassword(store);
    expect(store.getState()).toMatchObject({ view: 'passkeyOffer', status: 'offered' });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('stops with the store: nothing shown, nothing navigated after dispose', async () => {
    browserCreates(true);
    const ceremony = vi.fn(silent);
    const { store, navigation } = setup({}, { passkeyCreation: ceremony });
    await loginWithPassword(store);
    store.dispose();
    expect(ceremony.mock.calls[0]![1].signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(PASSKEY_UPGRADE_LIMIT_MS);
    expect(store.getState()).toMatchObject({ view: 'redirecting' });
    expect(navigation.assign).not.toHaveBeenCalled();
  });
});
