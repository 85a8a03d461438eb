'use client';

import { useMessages } from '../messages/useMessages';
import { Button } from '../primitives/Button';
import type { ChallengeFlowApi } from '../registry/challengeDefinition';

export interface TryAnotherWayProps {
  flow: Pick<ChallengeFlowApi, 'alternatives' | 'showAlternates'>;
  /** 'link' beside the screen's own action; 'secondary' where it is one of the main choices. */
  variant?: 'link' | 'secondary';
  disabled?: boolean;
}

/** "Try another way": the token's other ways to verify. Nothing when it offers none. */
export function TryAnotherWay({ flow, variant = 'link', disabled }: TryAnotherWayProps) {
  const t = useMessages();
  return flow.alternatives.length > 0 ? (
    <Button variant={variant} disabled={disabled} onClick={flow.showAlternates}>
      {t('challenge.tryAnotherWay')}
    </Button>
  ) : null;
}
