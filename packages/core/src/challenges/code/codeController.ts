import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../../api/client';
import type { Challenge } from '../../api/oneTimeToken';
import { asGatehouseError, type GatehouseError } from '../../errors/gatehouseError';
import type { ChallengeReport } from '../../events/gatehouseEvent';
import { createLifetime } from '../../runtime/lifetime';
import { createSingleFlight } from '../../runtime/singleFlight';
import { isOtpChannel, triggerOtp, verifyCode, type CodeChallengeType } from './codeCalls';

export const RESEND_COOLDOWN_MS = 30_000;

export const codeErrorCodes = {
  notMobile: 'user.phonenumber.is.not.mobile.number',
  attemptLimit: 'attempt_limit_reached',
} as const;

export interface CodeControllerState {
  /** sending: the code is on its way; sendFailed: the trigger error screen. */
  phase: 'sending' | 'sendFailed' | 'ready' | 'verifying' | 'verified';
  /** The last verify or resend failure, shown beside the field. */
  error: GatehouseError | null;
  /** Seconds until "Resend code" is enabled; 0 when it is. */
  resendSecondsLeft: number;
  /** True after a successful resend, for the "new code sent" notice. */
  resent: boolean;
  /** Too many wrong codes: entry stays closed until a new code is sent. */
  locked: boolean;
}

export interface CodeControllerOptions {
  client: Client;
  ott: string;
  challenge: Challenge;
  onPassed: () => void;
  /** SMS went to a landline: the flow moves to a voice call. */
  onNotMobile: () => void;
  /** Tells the flow of a refused code and of a resent one, for its events (`flow.report`). */
  report?: ((report: ChallengeReport) => void) | undefined;
}

export interface CodeController extends StoreApi<CodeControllerState> {
  readonly type: CodeChallengeType;
  /** Sends the first code (phone channels) or opens entry straight away (TOTP). */
  start(): void;
  verify(code: string): void;
  resend(): void;
  dispose(): void;
}

/** The PRIMARY phone number the server offers for this challenge. */
export function primaryPhoneNumberId(challenge: Challenge): string | number | undefined {
  const numbers = challenge.availablePhoneNumbers ?? [];
  return (numbers.find((n) => n.type === 'PRIMARY') ?? numbers[0])?.id;
}

/**
 * One controller for SMS, WhatsApp, voice and authenticator codes: trigger, the 30 s resend
 * countdown, verify with one request in flight at most, and the error rules of SPEC.md §8.
 */
export function createCodeController(options: CodeControllerOptions): CodeController {
  const { client, ott, challenge } = options;
  const { clock } = client.config;
  const type = challenge.type as CodeChallengeType;
  const phone = isOtpChannel(type);
  const store = createStore<CodeControllerState>()(() => ({
    phase: phone ? 'sending' : 'ready',
    error: null,
    resendSecondsLeft: 0,
    resent: false,
    locked: false,
  }));
  // Replaced on every start, so a disposed controller (React StrictMode's remount) can restart.
  const life = createLifetime();
  let tick: unknown;
  let resendAt = 0;
  // One trigger in flight at most: a double click on "Resend code" sends one code.
  const sending = createSingleFlight(life);
  const checking = createSingleFlight(life);

  const set = (patch: Partial<CodeControllerState>) => {
    if (!life.signal.aborted) store.setState(patch);
  };

  function countdown() {
    clock.clearTimeout(tick);
    const left = Math.max(0, Math.ceil((resendAt - clock.now()) / 1000));
    set({ resendSecondsLeft: left });
    if (left > 0)
      tick = clock.setTimeout(
        countdown,
        Math.min(1000, resendAt - clock.now() - (left - 1) * 1000),
      );
  }

  function send(isResend: boolean) {
    // TOTP has nothing to send.
    if (!phone) return;
    void sending.run(
      (signal, key) => {
        set(isResend ? { error: null, resent: false } : { phase: 'sending', error: null });
        return triggerOtp(client, {
          ott,
          channel: type as 'SMS',
          phoneNumberId: primaryPhoneNumberId(challenge),
          signal,
          idempotencyKey: key,
        });
      },
      () => {
        resendAt = clock.now() + RESEND_COOLDOWN_MS;
        set({ phase: 'ready', resent: isResend, locked: false });
        if (isResend) options.report?.({ type: 'codeResent' });
        countdown();
      },
      (cause) => {
        const error = asGatehouseError(cause);
        if (error.code === codeErrorCodes.notMobile) options.onNotMobile();
        else set(isResend ? { error } : { phase: 'sendFailed', error });
      },
    );
  }

  return {
    ...store,
    type,
    start: () => {
      life.renew();
      // A verify cut off by dispose left "verifying" behind: entry opens again.
      if (store.getState().phase === 'verifying') store.setState({ phase: 'ready' });
      send(false);
    },
    resend: () => {
      // No new code while the last one is being checked.
      if (store.getState().resendSecondsLeft > 0 || checking.busy) return;
      send(true);
    },
    verify: (code) => {
      const state = store.getState();
      if (state.phase !== 'ready' || state.locked) return;
      void checking.run(
        (signal) => {
          set({ phase: 'verifying', error: null, resent: false });
          return verifyCode(client, { ott, type, code, signal });
        },
        () => {
          set({ phase: 'verified' });
          options.onPassed();
        },
        (cause) => {
          const error = asGatehouseError(cause);
          set({
            phase: 'ready',
            error,
            locked: error.code === codeErrorCodes.attemptLimit && phone,
          });
          // Even the attempt limit is not final: a new code opens entry again.
          options.report?.({ type: 'challengeFailed', reason: error.code, final: false });
        },
      );
    },
    dispose: () => {
      life.end();
      clock.clearTimeout(tick);
    },
  };
}
