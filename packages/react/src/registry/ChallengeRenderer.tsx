import { readAttributes, type Challenge } from '@gatehouse/core';
import { Component, Suspense, useEffect, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { useMessages } from '../messages/useMessages';
import { Spinner } from '../primitives/Spinner';
import type { ChallengeDefinitions, ChallengeFlowApi } from './challengeDefinition';

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** A challenge that throws (or whose chunk fails to load) hands its error to the flow. */
class ChallengeBoundary extends Component<BoundaryProps, { failed: boolean }> {
  constructor(props: BoundaryProps) {
    super(props);
    // Set here, not as a class field: an ES2020 build would pull in a field helper chunk.
    this.state = { failed: false };
  }
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

export interface ChallengeRendererProps {
  definitions: ChallengeDefinitions;
  challenge: Challenge;
  /** The one-time token this challenge approves. */
  ott: string;
  flow: ChallengeFlowApi;
}

type Read = { attributes: unknown } | { error: unknown };

/**
 * Renders the component the definition registered for the challenge's type, with the attributes
 * its schema parsed; it knows no challenge. Attributes that do not fit (a challenge switched to
 * by a screen; the flow checked the token's own when it loaded) go to the flow's error screen.
 */
export function ChallengeRenderer({ definitions, challenge, ott, flow }: ChallengeRendererProps) {
  const t = useMessages();
  const definition = definitions[challenge.type];
  const read = useMemo<Read>(() => {
    try {
      return { attributes: readAttributes(definition, challenge) };
    } catch (error) {
      return { error };
    }
  }, [definition, challenge]);
  const { fail } = flow;
  useEffect(() => {
    if ('error' in read) fail(read.error);
  }, [read, fail]);

  if (!definition || 'error' in read) return null;
  const Challenge = definition.component;
  return (
    <ChallengeBoundary onError={flow.fail}>
      <Suspense fallback={<Spinner label={t('challenge.loading')} />}>
        <Challenge challenge={challenge} attributes={read.attributes} ott={ott} flow={flow} />
      </Suspense>
    </ChallengeBoundary>
  );
}
