// What follows an approved login when the server offers a passkey (API.md §7): the automatic
// upgrade where the password manager can agree without a screen, else the offer screen, then the
// destination. The registration calls and the ceremony load only when this step runs.
import type { StoreApi } from 'zustand/vanilla';
import type { Client } from '../api/client';
import type { PasskeyCreationCeremony } from '../api/passkeyRegistration';
import type { TokenExchangeAnswer } from '../api/tokenExchange';
import type { GatehouseEvent } from '../events/gatehouseEvent';
import { conditionalCreateAvailable, passkeyCreationSupported } from '../passkey/passkeySupport';
import type { AllowedDestination } from '../runtime/navigation';
import { untilAborted } from '../runtime/untilAborted';
import type { LoginMethod, LoginState } from './loginState';

/** The automatic upgrade never holds the user back longer than this, on the config's clock. */
export const PASSKEY_UPGRADE_LIMIT_MS = 1000;

/** How long "Passkey created" stays on screen before the user goes on. */
export const PASSKEY_CREATED_NOTICE_MS = 1500;

const loadEnrolment = () => import('../passkey/passkeyEnrolment');

export interface PasskeyOfferStepOptions {
  client: Client;
  store: StoreApi<LoginState>;
  emit: (event: GatehouseEvent) => void;
  /** The login's current run: the step ends with it (dispose, back to the form). */
  signal: () => AbortSignal;
  /** False: the host turned the offer off. */
  enabled: boolean;
  /** The browser's create ceremony; default WebAuthn's (`createPasskeyCredential`). */
  ceremony?: PasskeyCreationCeremony | undefined;
  /** Goes to the destination, as a login without an offer does. */
  complete: (target: AllowedDestination) => void;
}

export interface PasskeyOfferStep {
  /**
   * After the exchange: true when the step takes over (it completes later), false when there is
   * nothing to offer (no `passkeyOffer`, the host turned it off, the browser cannot create one).
   */
  begin(
    answer: TokenExchangeAnswer,
    target: AllowedDestination,
    firstFactor: LoginMethod | undefined,
  ): boolean;
  /** "Create a passkey": options, the browser's prompt, the server stores it; then the destination. */
  create(): void;
  /** "Not now" (or `failed`: the offer's screen could not load): straight to the destination. */
  decline(reason?: 'notNow' | 'failed'): void;
}

export function createPasskeyOfferStep(options: PasskeyOfferStepOptions): PasskeyOfferStep {
  const { client, store, emit } = options;
  const { clock } = client.config;
  let target: AllowedDestination | null = null;

  const offered = () => {
    const state = store.getState();
    return state.view === 'passkeyOffer' && state.status === 'offered' ? state : null;
  };

  /** The upgrade within its limit: true once the passkey is stored; false after the limit, aborted. */
  const upgrade = async (signal: AbortSignal): Promise<boolean> => {
    const limited = new AbortController();
    const stop = () => limited.abort();
    signal.addEventListener('abort', stop, { once: true });
    const limit = clock.setTimeout(stop, PASSKEY_UPGRADE_LIMIT_MS);
    try {
      const work = (async () => {
        if (!(await conditionalCreateAvailable())) return false;
        const { upgradeToPasskey } = await loadEnrolment();
        return upgradeToPasskey(client, limited.signal, options.ceremony);
      })();
      return await untilAborted(work, limited.signal);
    } catch {
      return false;
    } finally {
      clock.clearTimeout(limit);
      signal.removeEventListener('abort', stop);
      stop();
    }
  };

  const run = async (to: AllowedDestination, firstFactor: LoginMethod | undefined) => {
    const signal = options.signal();
    // The automatic upgrade follows a password only: the password manager holds that password.
    if (firstFactor === 'password' && (await upgrade(signal))) {
      if (signal.aborted) return;
      emit({ type: 'passkeyCreated', flow: 'login', automatic: true });
      options.complete(to);
      return;
    }
    if (signal.aborted) return;
    store.setState({ view: 'passkeyOffer', location: to.location, status: 'offered' }, true);
    emit({ type: 'passkeyOfferShown', flow: 'login' });
  };

  return {
    begin: (answer, to, firstFactor) => {
      if (!answer.passkeyOffer || !options.enabled || !passkeyCreationSupported()) return false;
      target = to;
      store.setState({ view: 'redirecting', location: to.location }, true);
      void run(to, firstFactor);
      return true;
    },
    create: () => {
      const state = offered();
      const to = target;
      if (!state || !to) return;
      const signal = options.signal();
      store.setState({ ...state, status: 'creating' }, true);
      void loadEnrolment()
        .then(({ enrolPasskey }) => enrolPasskey(client, signal, options.ceremony))
        .catch(() => 'failed' as const)
        .then((outcome) => {
          if (signal.aborted) return;
          if (outcome !== 'created') {
            emit({ type: 'passkeyOfferDeclined', flow: 'login', reason: outcome });
            options.complete(to);
            return;
          }
          store.setState({ ...state, status: 'created' }, true);
          emit({ type: 'passkeyCreated', flow: 'login', automatic: false });
          const notice = clock.setTimeout(() => {
            if (!signal.aborted) options.complete(to);
          }, PASSKEY_CREATED_NOTICE_MS);
          signal.addEventListener('abort', () => clock.clearTimeout(notice), { once: true });
        });
    },
    decline: (reason = 'notNow') => {
      const to = target;
      if (!offered() || !to) return;
      emit({ type: 'passkeyOfferDeclined', flow: 'login', reason });
      options.complete(to);
    },
  };
}
