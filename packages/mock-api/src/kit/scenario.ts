import type { OtpChannel, RequiredChallenge } from '@gatehouse-auth/core';
import type { MockAnswer } from './mockAnswer';

/**
 * A test account whose email picks what the mock backend does. It logs in with MOCK_PASSWORD
 * (or by email alone for data sharing); then its token demands `challenges`.
 */
export interface Scenario {
  /** The login email; matched trimmed and in any case. */
  email: string;
  /** What the account demonstrates, in one sentence (README, Storybook, tests). */
  demonstrates: string;
  /**
   * The required challenges the login's token demands, in order (build each with `required`);
   * the token status lists those still to pass. Empty or absent: the token is approved at once.
   */
  challenges?: RequiredChallenge[];
  /** Answered by login (after the password check) instead of a one-time token. */
  loginAnswer?: MockAnswer;
  /** Milliseconds the login waits before it answers, to show the loading state. */
  loginDelayMs?: number;
  /** The token login answers is unknown to every later call, as if it expired at once. */
  tokenExpired?: boolean;
  /** Answered by the code trigger of these channels instead of sending a code. */
  triggerFailures?: Partial<Record<OtpChannel, MockAnswer>>;
  /** Wrong SMS, WhatsApp, voice or authenticator codes allowed before verify answers attempt_limit_reached, until a code is resent. */
  attemptLimit?: number;
  /** The token's action type; default IDENTITY__LOGIN. */
  actionType?: string;
  /** Anything a challenge's own handlers need to know about this account (each challenge's folder documents its keys). */
  options?: Record<string, unknown>;
}

/** The scenario of `list` for a login email, matched trimmed and in any case; the first match wins. */
export function findScenarioIn(list: readonly Scenario[], email: string): Scenario | undefined {
  const wanted = email.trim().toLowerCase();
  return list.find((scenario) => scenario.email.trim().toLowerCase() === wanted);
}
