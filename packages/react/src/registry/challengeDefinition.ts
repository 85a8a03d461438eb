import type {
  Challenge,
  ChallengeAttributes,
  ChallengeReport,
  ChallengeDefinition as CoreChallengeDefinition,
  GatehouseError,
} from '@gatehouse-auth/core';
import type { ComponentType } from 'react';
import type { HostCapabilities } from './hostCapabilities';

/**
 * What the flow offers the challenge on screen: the token and the attributes it holds for this
 * challenge, and what the challenge may ask of it. The one road for the token: a screen reads
 * `flow.ott` and hands it to its calls or controller.
 */
export interface ChallengeFlowApi<Attributes = ChallengeAttributes> {
  /** The one-time token this challenge approves, as the flow holds it. */
  readonly ott: string;
  /** This challenge's `viewData.attributes`, parsed once by the flow with its definition's schema (as sent without one). */
  readonly attributes: Attributes;
  /** The challenge is passed: the flow reloads the token to see what is left. */
  pass(): void;
  /** A failure the challenge cannot show itself: the flow's error screen takes over. */
  fail(error: unknown): void;
  /** SPEC.md's "failure handler": the host's onFailure if it gave one, else the error screen. */
  failure(error: unknown): void;
  /** Opens "Choose a 2-step verification method". */
  showAlternates(): void;
  /** Switches to another challenge (e.g. SMS to a landline falls back to voice). */
  choose(challenge: Challenge): void;
  /** The other ways to pass this step. */
  alternatives: readonly Challenge[];
  /**
   * Tells the flow's analytics what the challenge did besides passing or failing: an answer the
   * server refused (`{ type: 'challengeFailed', reason: error.code, final }`), a code resent
   * (`{ type: 'codeResent' }`). The flow adds which flow and which challenge.
   */
  report(report: ChallengeReport): void;
  /**
   * The host's error monitoring as the flow feeds it: the provider's `onError`, without the codes
   * expected in normal use. For a failure the challenge shows itself that the host should still see.
   */
  reportError(error: GatehouseError): void;
}

/** What a challenge's screen gets: the challenge, and the flow that holds its token and attributes. */
export interface ChallengeProps<Attributes = ChallengeAttributes> {
  challenge: Challenge;
  flow: ChallengeFlowApi<Attributes>;
}

/**
 * One server challenge type: the core definition (attribute schema, label, recovery, channel) plus the
 * screen that shows it and whether this page can offer it. Registered by type, in
 * `defaultChallenges` or by the host (`<GatehouseProvider challenges>`, `<ChallengeFlow challenges>`).
 */
export interface ChallengeDefinition<
  Attributes = ChallengeAttributes,
> extends CoreChallengeDefinition<Attributes> {
  /** The challenge's screen; `lazy(() => import(…))` keeps it out of the page until the server asks for it. */
  component: ComponentType<ChallengeProps<Attributes>>;
  /**
   * Whether this page can offer the challenge: what the browser supports, what the host mounted
   * (`host`, e.g. `faceScan` under `<FaceScanProvider>`). Without one it is always offered; when
   * it says no, the flow moves on to the next alternative.
   */
  available?: ((host: HostCapabilities) => boolean) | undefined;
}

/**
 * Definitions by server type; a host entry replaces or adds one type, and `undefined` removes one.
 * `any`: each definition's component takes its own attributes type, which a registry of every
 * type cannot name; the renderer hands each component what its own schema parsed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- attributes types are invariant: only any holds every one
export type ChallengeDefinitions = Partial<Record<string, ChallengeDefinition<any>>>;

/** A definition, typed: `Attributes` is read from the `attributes` schema and reaches the component. */
export function defineChallenge<Attributes = ChallengeAttributes>(
  definition: ChallengeDefinition<Attributes>,
): ChallengeDefinition<Attributes> {
  return definition;
}
