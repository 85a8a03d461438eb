import type { Challenge, ChallengeType } from '@gatehouse/core';
import type { ComponentType } from 'react';

/** What the flow offers the challenge on screen. */
export interface ChallengeFlowApi {
  /** The challenge is passed: the flow reloads the token to see what is left. */
  complete(): void;
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
}

export interface ChallengeProps {
  challenge: Challenge;
  /** The one-time token this challenge approves. */
  ott: string;
  flow: ChallengeFlowApi;
}

export type ChallengeComponent = ComponentType<ChallengeProps>;

/** Components by server challenge type. Host entries replace or add, one key at a time. */
export type ChallengeComponents = Partial<Record<ChallengeType, ChallengeComponent>>;
