'use client';

import type { Challenge, FlowStore } from '@gatehouse-auth/core';
import { Component, Suspense, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { MessageCatalogue } from '../messages/MessageCatalogue';
import { useMessages } from '../messages/useMessages';
import { Spinner } from '../primitives/Spinner';
import type {
  ChallengeDefinition,
  ChallengeDefinitions,
  ChallengeFlowApi,
} from '../registry/challengeDefinition';

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** A challenge that throws (or whose screen fails to load) hands its error to the flow. */
class ChallengeBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const noMessages = {};

export interface ChallengeRendererProps {
  definitions: ChallengeDefinitions;
  challenge: Challenge;
  /** The flow's store: the token this challenge approves and its parsed attributes come from it. */
  store: Pick<FlowStore, 'ott' | 'attributesOf'>;
  /** What the flow offers every challenge; the renderer adds this one's token and attributes. */
  flow: Omit<ChallengeFlowApi, 'ott' | 'attributes'>;
}

/** Renders whatever the definition registered for the challenge's type; it knows none of them. */
export function ChallengeRenderer({ definitions, ...props }: ChallengeRendererProps) {
  const t = useMessages();
  const definition = definitions[props.challenge.type];
  if (!definition) return null;
  return (
    <ChallengeBoundary onError={props.flow.fail}>
      <Suspense fallback={<Spinner label={t('challenge.loading')} />}>
        <DefinedChallenge definition={definition} {...props} />
      </Suspense>
    </ChallengeBoundary>
  );
}

/**
 * The component with its flow: the store's token and the attributes the flow parsed, the one
 * road for both. Attributes that do not fit (a challenge a screen switched to; the flow checked
 * the token's own when it loaded) throw into the boundary, so the flow's error screen shows.
 */
function DefinedChallenge({
  definition,
  challenge,
  store,
  flow,
}: Omit<ChallengeRendererProps, 'definitions'> & { definition: ChallengeDefinition<unknown> }) {
  // Parsed once, by the flow; the memo keeps the handle as stable as the flow's own.
  const attributes = store.attributesOf(challenge);
  const challengeFlow = useMemo(
    () => ({ ...flow, ott: store.ott, attributes }),
    [flow, store.ott, attributes],
  );
  const Challenge = definition.component;
  return (
    <MessageCatalogue messages={definition.messages ?? noMessages}>
      <Challenge challenge={challenge} flow={challengeFlow} />
    </MessageCatalogue>
  );
}
