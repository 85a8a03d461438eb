import { createFlowStore, type FlowResult, type GatehouseError } from '@gatehouse/core';
import { useEffect, useMemo, useState } from 'react';
import { useMessages } from '../messages/useMessages';
import { Spinner } from '../primitives/Spinner';
import { ScreenFocusScope } from '../primitives/Screen';
import { useStore } from '../primitives/useStore';
import { useGatehouse } from '../provider/GatehouseProvider';
import type { ChallengeComponents, ChallengeFlowApi } from '../registry/challengeComponent';
import { ChallengeRenderer } from '../registry/ChallengeRenderer';
import { defaultChallenges } from '../registry/defaultChallenges';
import { ChallengeError } from './ChallengeError';
import { ChooseMethod } from './ChooseMethod';

export interface ChallengeFlowProps {
  /** The one-time token whose challenges the user must pass. */
  ott: string;
  onSuccess: (result: FlowResult) => void;
  onFailure?: (error: GatehouseError) => void;
  /** true: token errors (e.g. an expired token) go to onFailure instead of the error screen. */
  handleTokenExpiry?: boolean;
  /** Called by Retry on the error screen; without it the flow starts over itself. */
  onRetry?: () => void;
  /** Challenge components for this flow only; they win over the provider's and the defaults. */
  challenges?: ChallengeComponents;
}

/**
 * The multi-step verification a one-time token demands: reads the token, shows the challenge
 * the server asks for, lets the user choose another way, and reports success once none is left.
 */
export function ChallengeFlow(props: ChallengeFlowProps) {
  return (
    <ScreenFocusScope>
      <ChallengeFlowView {...props} />
    </ScreenFocusScope>
  );
}

/** The flow inside a widget that already owns a focus scope (e.g. LoginFlow's second factor). */
export function ChallengeFlowView({ ott, onSuccess, onFailure, handleTokenExpiry, onRetry, challenges }: ChallengeFlowProps) {
  const gatehouse = useGatehouse();
  const t = useMessages();
  const components = useMemo(
    () => ({ ...defaultChallenges, ...gatehouse.challenges, ...challenges }),
    [gatehouse.challenges, challenges],
  );
  // Callbacks may change identity on every host render; the store reads the latest ones.
  const [callbacks] = useState(() => ({ onSuccess, onFailure, onRetry }));
  Object.assign(callbacks, { onSuccess, onFailure, onRetry });

  const [store] = useState(() =>
    createFlowStore({
      ott,
      client: gatehouse.client,
      isSupported: (type) => components[type] !== undefined,
      onSuccess: (result) => callbacks.onSuccess(result),
      onFailure: onFailure ? (error) => callbacks.onFailure?.(error) : undefined,
      onRetry: onRetry ? () => callbacks.onRetry?.() : undefined,
      handleTokenExpiry,
      reportError: gatehouse.onError,
    }),
  );
  useEffect(() => {
    store.start();
    return () => store.dispose();
  }, [store]);

  const state = useStore(store);
  const flow: ChallengeFlowApi = useMemo(
    () => ({
      complete: store.completeChallenge,
      fail: store.fail,
      showAlternates: store.showAlternates,
      choose: store.choose,
      alternatives: state.alternatives,
    }),
    [store, state.alternatives],
  );

  switch (state.status) {
    case 'LOADING':
    case 'RESET':
      return <Spinner label={t('challenge.loading')} />;
    case 'COMPLETE':
      return <Spinner label={t('common.loading')} />;
    case 'SHOW_CHALLENGE':
      return (
        <ChallengeRenderer
          key={state.challengeKey}
          components={components}
          challenge={state.currentChallenge}
          ott={ott}
          flow={flow}
        />
      );
    case 'SHOW_ALTERNATE_CHALLENGES':
      return (
        <ChooseMethod
          current={state.currentChallenge}
          alternatives={state.alternatives}
          recovery={state.recovery}
          onChoose={store.choose}
          onBack={store.back}
        />
      );
    case 'ERROR':
      return <ChallengeError error={state.error} onRetry={store.retry} />;
    default: {
      const unreachable: never = state;
      return unreachable;
    }
  }
}
