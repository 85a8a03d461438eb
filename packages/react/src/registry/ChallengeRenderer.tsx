import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useMessages } from '../messages/useMessages';
import { Spinner } from '../primitives/Spinner';
import type { ChallengeComponents, ChallengeProps } from './challengeComponent';

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

export interface ChallengeRendererProps extends ChallengeProps {
  components: ChallengeComponents;
}

/** Renders whatever component is registered for the challenge's type; it knows none of them. */
export function ChallengeRenderer({ components, ...props }: ChallengeRendererProps) {
  const t = useMessages();
  const Challenge = components[props.challenge.type];
  if (!Challenge) return null;
  return (
    <ChallengeBoundary onError={props.flow.fail}>
      <Suspense fallback={<Spinner label={t('challenge.loading')} />}>
        <Challenge {...props} />
      </Suspense>
    </ChallengeBoundary>
  );
}
