import type { Challenge, RequiredChallenge } from '@gatehouse-auth/core';
import type { Scenario } from './scenario';

/**
 * What the mock backend remembers about one issued one-time token: `RouteKit.tokenRoute` hands
 * it to a token route's resolver.
 */
export interface TokenState {
  readonly oneTimeToken: string;
  readonly scenario: Scenario;
  /** Required challenges still to pass, in order; empty once the token is approved. */
  remaining: RequiredChallenge[];
  /** Challenge types a code was sent for, for the current requirement. */
  triggered: Set<string>;
  /** Wrong codes since the last code was sent. */
  wrongCodes: number;
  /**
   * Per-challenge memory (poll counts, wrong answers, …) a challenge's routes keep between
   * requests, cleared when the current challenge passes.
   */
  data: Record<string, unknown>;
}

const tokensKey: unique symbol = Symbol.for('@gatehouse-auth/mock-api/tokens');

// Keyed by random tokens, so every handler set can share it. Held on globalThis because CJS
// builds copy this module into each entry, and resetMockState must clear the one the handlers use.
const tokens = ((globalThis as { [tokensKey]?: Map<string, TokenState> })[tokensKey] ??= new Map());

export function newOneTimeToken(): string {
  // randomUUID exists only in secure contexts; a demo opened over http by LAN address lacks it.
  const id =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
          byte.toString(16).padStart(2, '0'),
        ).join('');
  return `ott-${id}`;
}

/** Issues a token for a scenario's login and remembers which challenges it still needs. */
export function issueToken(scenario: Scenario, oneTimeToken: string = newOneTimeToken()): string {
  tokens.set(oneTimeToken, {
    oneTimeToken,
    scenario,
    remaining: [...(scenario.challenges ?? [])],
    triggered: new Set(),
    wrongCodes: 0,
    data: {},
  });
  return oneTimeToken;
}

export function findToken(oneTimeToken: string): TokenState | undefined {
  return tokens.get(oneTimeToken);
}

export function isApproved(token: TokenState): boolean {
  return token.remaining.length === 0;
}

/**
 * The challenge of `type` that would pass the token's current requirement (its primary
 * challenge or an alternative), or undefined if the requirement offers none: then a route for
 * that type answers 400 `challenge_not_required`, as the real backend does.
 */
export function offeredChallenge(token: TokenState, type: string): Challenge | undefined {
  const current = token.remaining[0];
  if (!current) return undefined;
  return [current.primaryChallenge, ...(current.alternatives ?? [])].find(
    (challenge) => challenge.type === type,
  );
}

/** A code was sent: a fresh code also lifts the attempt limit. */
export function markTriggered(token: TokenState, type: string): void {
  token.triggered.add(type);
  token.wrongCodes = 0;
  recordSent(token.scenario, type);
}

/**
 * Something went to the user of `scenario`: a code (`SMS`, `WHATSAPP`, `VOICE`), a notification
 * (`PUSH`), an email (`EMAIL_CHECKPOINT`). A trigger answered again for an `Idempotency-Key` the
 * mock already acted on sends nothing, so it counts nothing: tests read the count with `sentCount`.
 */
export function recordSent(scenario: Scenario, what: string): void {
  const sent = mockMemory<string, number>('sent');
  const key = `${scenario.email.toLowerCase()} ${what}`;
  sent.set(key, (sent.get(key) ?? 0) + 1);
}

/** How many times the mock sent `what` (a challenge type) to the scenario account with `email`. */
export function sentCount(email: string, what: string): number {
  return mockMemory<string, number>('sent').get(`${email.trim().toLowerCase()} ${what}`) ?? 0;
}

/**
 * The token's current requirement is met: the status lists the next one, or none, and the
 * token can then be exchanged. Clears the requirement's sent codes, wrong codes and `data`.
 */
export function passCurrentChallenge(token: TokenState): void {
  token.remaining = token.remaining.slice(1);
  token.triggered.clear();
  token.wrongCodes = 0;
  token.data = {};
}

const memoriesKey: unique symbol = Symbol.for('@gatehouse-auth/mock-api/memories');
const memories = ((globalThis as { [memoriesKey]?: Map<string, Map<unknown, unknown>> })[
  memoriesKey
] ??= new Map());

/** A named map a handler group keeps across requests (shared like the tokens); resetMockState clears it. */
export function mockMemory<K, V>(
  name: string,
  create: () => Map<K, V> = () => new Map(),
): Map<K, V> {
  let memory = memories.get(name);
  if (!memory) {
    memory = create() as Map<unknown, unknown>;
    memories.set(name, memory);
  }
  return memory as Map<K, V>;
}

/** Forgets every issued token and everything the handlers remember; call between tests. */
export function resetMockState(): void {
  tokens.clear();
  for (const memory of memories.values()) memory.clear();
}
