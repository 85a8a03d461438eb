import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memoryStorage';
import { createClient } from '../api/client';
import type { PasskeyCeremony } from '../api/passkeyOptions';
import type { Navigation } from '../runtime/navigation';
import { createLoginStore, type LoginStoreOptions } from './createLoginStore';

// The passkey lifecycle on the login store: a deleted passkey signalled to the browser, the
// one-press login (immediate mediation), and one ceremony at a time.

type Route = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const token = () => json(200, { data: { oneTimeTokenProperties: { oneTimeToken: 'ott-1' } } });
const options = (rpId?: string) =>
  json(200, {
    data: {
      loginOptions: { challenge: 'chal-1', timeout: 60000, ...(rpId ? { rpId } : {}) },
      passkeyOptionsId: 'po-1',
    },
  });
const deleted = () =>
  json(400, {
    code: 'passkey.credential_unknown',
    message: 'Unknown credential.',
    params: { credentialId: 'cred-1' },
  });
const assertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'cdj', authenticatorData: 'ad', signature: 'sig' },
  clientExtensionResults: {},
} as const;
const noPasskey = () => Promise.reject(new DOMException('none here', 'NotAllowedError'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(route: Route, extra: Partial<LoginStoreOptions> = {}) {
  const urls: string[] = [];
  const navigation: Navigation = {
    origin: () => 'https://app.example.com',
    hostname: () => 'app.example.com',
    assign: vi.fn(),
  };
  const client = createClient({
    navigation,
    fetch: async (input, init = {}) => {
      urls.push(String(input));
      return route(String(input), init);
    },
  });
  const reportError = vi.fn();
  const onEvent = vi.fn();
  const store = createLoginStore({
    client,
    socialStateStorage: memoryStorage(),
    reportError,
    onEvent,
    ...extra,
  });
  return { store, urls, reportError, onEvent };
}

const passkeyRoute =
  (login: () => Response = token, rpId?: string): Route =>
  (url) =>
    url.endsWith('/login/passkey/options') ? options(rpId) : login();

/** The browser's Signal API, watched. */
function signals() {
  const signalUnknownCredential = vi.fn(async () => undefined);
  vi.stubGlobal('PublicKeyCredential', { signalUnknownCredential });
  return signalUnknownCredential;
}

/** A ceremony that waits until its signal aborts, as a pending browser request does. */
const waiting: PasskeyCeremony = (_, { signal }) =>
  new Promise((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

afterEach(() => vi.unstubAllGlobals());

const deletedAlert = {
  view: 'form',
  submitting: false,
  alert: { message: { key: 'passkey.login.credentialUnknown' }, actions: [] },
};

describe('createLoginStore: a passkey the server deleted (passkey.credential_unknown)', () => {
  it('the button: signals the credential on the options’ relying party, then shows the deleted passkey’s alert', async () => {
    const signal = signals();
    const { store } = setup(passkeyRoute(deleted, 'app.example.com'));
    store.passkey(async () => assertion);
    await vi.waitFor(() => expect(store.getState()).toEqual(deletedAlert));
    expect(signal).toHaveBeenCalledExactlyOnceWith({
      rpId: 'app.example.com',
      credentialId: 'cred-1',
    });
  });

  it("the autofill: signals it too, on the page's host when the options name no relying party", async () => {
    const signal = signals();
    vi.stubGlobal('location', { hostname: 'login.app.example.com' });
    const { store } = setup(passkeyRoute(deleted));
    store.startPasskeyAutofill(async () => assertion);
    await vi.waitFor(() => expect(store.getState()).toEqual(deletedAlert));
    expect(signal).toHaveBeenCalledExactlyOnceWith({
      rpId: 'login.app.example.com',
      credentialId: 'cred-1',
    });
  });

  it('a browser without the Signal API, or one that refuses, still shows the alert', async () => {
    for (const browser of [
      {},
      { signalUnknownCredential: () => Promise.reject(new Error('no')) },
    ]) {
      vi.stubGlobal('PublicKeyCredential', browser);
      const { store } = setup(passkeyRoute(deleted, 'app.example.com'));
      store.passkey(async () => assertion);
      await vi.waitFor(() => expect(store.getState()).toEqual(deletedAlert));
    }
  });

  it('signals nothing for another refusal', async () => {
    const signal = signals();
    const { store } = setup(
      passkeyRoute(() => json(401, { code: 'passkey_verification_failed', params: {} })),
    );
    store.passkey(async () => assertion);
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ submitting: false }));
    expect(signal).not.toHaveBeenCalled();
  });
});

describe('createLoginStore: the one-press login (immediate mediation)', () => {
  it('logs in with the passkey the browser gives, Log in waiting meanwhile; the completion names the passkey', async () => {
    const { store, urls, onEvent } = setup(passkeyRoute());
    let give!: (value: typeof assertion) => void;
    const ceremony = vi.fn<PasskeyCeremony>(
      () => new Promise((resolve) => (give = resolve as typeof give)),
    );
    const pressed = store.immediatePasskey(ceremony);
    expect(store.getState()).toEqual({
      view: 'form',
      submitting: true,
      method: 'passkey',
      immediate: true,
      alert: null,
    });
    await vi.waitFor(() => expect(ceremony).toHaveBeenCalledTimes(1));
    expect(ceremony.mock.calls[0]?.[1]).toMatchObject({ conditional: false, immediate: true });
    give(assertion);
    await expect(pressed).resolves.toBe(true);
    expect(store.getState()).toEqual({ view: 'secondFactor', oneTimeToken: 'ott-1' });
    expect(urls).toEqual(['/gateway/v1/login/passkey/options', '/gateway/v2/login']);
    store.secondFactorPassed('ott-1');
    await vi.waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'flowCompleted', method: 'passkey' }),
      ),
    );
  });

  it('resolves false when the device has no passkey: the form is back as it was, nothing reported', async () => {
    const { store, urls, reportError } = setup(passkeyRoute());
    await expect(store.immediatePasskey(noPasskey)).resolves.toBe(false);
    expect(store.getState()).toEqual({ view: 'form', submitting: false, alert: null });
    expect(urls).toEqual(['/gateway/v1/login/passkey/options']);
    expect(reportError).not.toHaveBeenCalled();
    // The password login works at once.
    store.submit({ email: 'a@b.test', password: 'pw' });
    await vi.waitFor(() => expect(store.getState().view).toBe('secondFactor'));
  });

  it('resolves false when the options cannot load, and error monitoring hears of it', async () => {
    const { store, reportError } = setup(() => json(503, {}));
    const ceremony = vi.fn(noPasskey);
    await expect(store.immediatePasskey(ceremony)).resolves.toBe(false);
    expect(ceremony).not.toHaveBeenCalled();
    expect(store.getState()).toEqual({ view: 'form', submitting: false, alert: null });
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }));
  });

  it('a refused passkey shows its alert as a passkey login does (a deleted one signalled first)', async () => {
    const signal = signals();
    const { store } = setup(passkeyRoute(deleted, 'app.example.com'));
    await expect(store.immediatePasskey(async () => assertion)).resolves.toBe(true);
    await vi.waitFor(() => expect(store.getState()).toEqual(deletedAlert));
    expect(signal).toHaveBeenCalledWith({ rpId: 'app.example.com', credentialId: 'cred-1' });
  });

  it('one ceremony at a time: a second press, the passkey button and a password submit do nothing while it waits', async () => {
    const { store, urls } = setup(passkeyRoute());
    const ceremony = vi.fn(waiting);
    const first = store.immediatePasskey(ceremony);
    await vi.waitFor(() => expect(ceremony).toHaveBeenCalledTimes(1));
    await expect(store.immediatePasskey(ceremony)).resolves.toBe(true);
    store.passkey(ceremony);
    store.submit({ email: 'a@b.test', password: 'pw' });
    await settle();
    expect(ceremony).toHaveBeenCalledTimes(1);
    expect(urls).toEqual(['/gateway/v1/login/passkey/options']);
    store.dispose();
    await expect(first).resolves.toBe(true);
  });

  it('stops the pending autofill request before asking, and offers it again when there was no passkey', async () => {
    const { store } = setup(passkeyRoute());
    const signals: AbortSignal[] = [];
    const autofill = vi.fn<PasskeyCeremony>((optionsGiven, how) => {
      signals.push(how.signal);
      return waiting(optionsGiven, how);
    });
    store.startPasskeyAutofill(autofill);
    await vi.waitFor(() => expect(autofill).toHaveBeenCalledTimes(1));
    const asked = vi.fn<PasskeyCeremony>(() => {
      expect(signals[0]?.aborted).toBe(true);
      return noPasskey();
    });
    await expect(store.immediatePasskey(asked)).resolves.toBe(false);
    expect(asked).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(autofill).toHaveBeenCalledTimes(2));
    store.dispose();
    expect(signals[1]?.aborted).toBe(true);
  });

  it('unmounted while the browser asks: the request is aborted, the press resolves, nothing changes and nothing is unhandled', async () => {
    const rejections = vi.fn();
    process.on('unhandledRejection', rejections);
    try {
      const { store, urls } = setup(passkeyRoute());
      let seen: AbortSignal | undefined;
      const pressed = store.immediatePasskey((given, how) => {
        seen = how.signal;
        return waiting(given, how);
      });
      await vi.waitFor(() => expect(seen).toBeDefined());
      store.dispose();
      expect(seen?.aborted).toBe(true);
      await expect(pressed).resolves.toBe(true);
      await settle();
      expect(urls).toEqual(['/gateway/v1/login/passkey/options']);
      expect(rejections).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', rejections);
    }
  });
});

describe('createLoginStore: passkey abort races', () => {
  it('the button while the autofill waits: the autofill request is aborted first, one login, no unhandled rejection', async () => {
    const rejections = vi.fn();
    process.on('unhandledRejection', rejections);
    try {
      const { store, urls, reportError } = setup(passkeyRoute());
      const autofillSignals: AbortSignal[] = [];
      store.startPasskeyAutofill((given, how) => {
        autofillSignals.push(how.signal);
        return waiting(given, how);
      });
      await vi.waitFor(() => expect(autofillSignals).toHaveLength(1));
      const button = vi.fn<PasskeyCeremony>(async () => {
        expect(autofillSignals[0]?.aborted).toBe(true);
        return assertion;
      });
      store.passkey(button);
      store.passkey(button);
      await vi.waitFor(() => expect(store.getState().view).toBe('secondFactor'));
      expect(button).toHaveBeenCalledTimes(1);
      expect(autofillSignals).toHaveLength(1);
      expect(urls.filter((url) => url.endsWith('/v2/login'))).toHaveLength(1);
      expect(reportError).not.toHaveBeenCalled();
      await settle();
      expect(rejections).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', rejections);
    }
  });

  it('unmounted during the button’s ceremony with the autofill stopped: nothing restarts, nothing is unhandled', async () => {
    const rejections = vi.fn();
    process.on('unhandledRejection', rejections);
    try {
      const { store, urls } = setup(passkeyRoute());
      const autofill = vi.fn(waiting);
      store.startPasskeyAutofill(autofill);
      await vi.waitFor(() => expect(autofill).toHaveBeenCalledTimes(1));
      let seen: AbortSignal | undefined;
      store.passkey((given, how) => {
        seen = how.signal;
        return waiting(given, how);
      });
      await vi.waitFor(() => expect(seen).toBeDefined());
      store.dispose();
      await settle();
      expect(seen?.aborted).toBe(true);
      expect(autofill).toHaveBeenCalledTimes(1);
      expect(urls).toHaveLength(2);
      expect(rejections).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', rejections);
    }
  });
});
