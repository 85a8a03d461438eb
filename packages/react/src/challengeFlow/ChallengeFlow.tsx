'use client';

import type {
  FlowResult,
  GatehouseError,
  GatehouseEventListener,
  OneTimeTokenProperties,
} from '@gatehouse-auth/core';
import { createFlowStore } from '@gatehouse-auth/core/internal/flow/createFlowStore';
import { useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { defaultChallenges } from '../challenges/defaultChallenges';
import { useWidgetEvents } from '../events/useWidgetEvents';
import { useScreenShown, WidgetEventsContext } from '../events/widgetEventsContext';
import { useMessages } from '../messages/useMessages';
import { OfflineNotice } from '../primitives/OfflineNotice';
import { ScreenFocusScope } from '../primitives/Screen';
import { Spinner } from '../primitives/Spinner';
import { useController } from '../primitives/useController';
import { useLatest } from '../primitives/useLatest';
import { clientFor } from '../provider/clientFor';
import { useGatehouse } from '../provider/GatehouseProvider';
import { availableDefinitions } from '../registry/availableDefinitions';
import type { ChallengeDefinitions, ChallengeFlowApi } from '../registry/challengeDefinition';
import { useHostCapabilities } from '../registry/hostCapabilities';
import { ChallengeError } from './ChallengeError';
import { ChallengeRenderer } from './ChallengeRenderer';
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
  /**
   * Challenge definitions by server type for this flow only; each wins over the provider's and
   * the defaults (`undefined` removes a type).
   */
  challenges?: ChallengeDefinitions;
  /**
   * Analytics: this flow's events (flow `challenge`), before the provider's `onEvent`. Never
   * during server rendering; one that throws goes to the provider's `onError`.
   */
  onEvent?: GatehouseEventListener;
}

/**
 * The multi-step verification a one-time token demands: reads the token, shows the challenge
 * the server asks for, lets the user choose another way, and reports success once none is left.
 */
export function ChallengeFlow(props: ChallengeFlowProps) {
  const events = useWidgetEvents('challenge', props.onEvent);
  return (
    <WidgetEventsContext.Provider value={events}>
      <ChallengeFlowFrame>
        <ChallengeFlowView {...props} />
      </ChallengeFlowFrame>
    </WidgetEventsContext.Provider>
  );
}

/** The flow's root element and focus scope, also around what the step-up modal shows before the flow. */
export function ChallengeFlowFrame({ children }: { children: ReactNode }) {
  const { locale, config } = useGatehouse();
  return (
    <div className="gh-root gh-challenge-flow" lang={locale?.locale} dir={locale?.dir}>
      <OfflineNotice waits={clientFor(config).networkWaits} />
      <ScreenFocusScope>{children}</ScreenFocusScope>
    </div>
  );
}

export interface ChallengeFlowViewProps extends ChallengeFlowProps {
  /** The token's status, already read (the step-up modal checks it first): the flow starts from it. */
  status?: OneTimeTokenProperties;
}

/**
 * The flow inside a widget that already owns a focus scope (e.g. LoginFlow's second factor). Its
 * events are that widget's (the nearest WidgetEventsContext), not `onEvent`'s.
 */
export function ChallengeFlowView({
  ott,
  onSuccess,
  onFailure,
  handleTokenExpiry,
  onRetry,
  challenges,
  status,
}: ChallengeFlowViewProps) {
  const gatehouse = useGatehouse();
  const t = useMessages();
  const host = useHostCapabilities();
  const events = useContext(WidgetEventsContext);
  const definitions: ChallengeDefinitions = useMemo(
    () => ({ ...defaultChallenges, ...gatehouse.challenges, ...challenges }),
    [gatehouse.challenges, challenges],
  );
  // Callbacks may change identity on every host render; the store reads the latest ones.
  const callbacks = useLatest({ onSuccess, onFailure, onRetry });

  const store = useController(() =>
    createFlowStore({
      ott,
      client: clientFor(gatehouse.config),
      // Only what this page can show: the flow never asks the UI.
      challenges: availableDefinitions(definitions, host),
      onSuccess: (result) => callbacks.onSuccess(result),
      onFailure: onFailure ? (error) => callbacks.onFailure?.(error) : undefined,
      onRetry: onRetry ? () => callbacks.onRetry?.() : undefined,
      handleTokenExpiry,
      reportError: gatehouse.onError,
      initialStatus: status,
      onEvent: events.emit,
      partOf: events.flow === 'challenge' ? undefined : events.flow,
    }),
  );

  const state = useStore(store);
  const flow: Omit<ChallengeFlowApi, 'ott' | 'attributes'> = useMemo(
    () => ({
      pass: store.passChallenge,
      fail: store.fail,
      failure: store.failToHost,
      showAlternates: store.showAlternates,
      choose: store.choose,
      alternatives: state.alternatives,
      report: store.report,
      reportError: store.reportError,
    }),
    [store, state.alternatives],
  );
  // In the passive phase: inside another widget, that widget's own screen comes first.
  useScreenShown(
    events,
    state.status,
    state.status === 'SHOW_CHALLENGE' ? state.currentChallenge.type : undefined,
    useEffect,
  );

  // Back from "choose a method" shows the same challenge again: focus its heading.
  const challengeArea = useRef<HTMLDivElement>(null);
  const previousStatus = useRef(state.status);
  useEffect(() => {
    if (
      previousStatus.current === 'SHOW_ALTERNATE_CHALLENGES' &&
      state.status === 'SHOW_CHALLENGE'
    ) {
      challengeArea.current?.querySelector<HTMLElement>('h2, h3')?.focus();
    }
    previousStatus.current = state.status;
  }, [state.status]);

  switch (state.status) {
    case 'LOADING':
    case 'RESET':
      return <Spinner label={t('challenge.loading')} />;
    case 'COMPLETE':
      return <Spinner label={t('common.loading')} />;
    case 'SHOW_CHALLENGE':
    case 'SHOW_ALTERNATE_CHALLENGES': {
      const choosing = state.status === 'SHOW_ALTERNATE_CHALLENGES';
      // The challenge stays mounted (hidden) while the user looks at other methods, so going
      // Back neither sends a second code nor restarts the resend countdown.
      return (
        <>
          <div ref={challengeArea} hidden={choosing}>
            {state.currentChallenge ? (
              <ChallengeRenderer
                key={state.challengeKey}
                definitions={definitions}
                challenge={state.currentChallenge}
                store={store}
                flow={flow}
              />
            ) : null}
          </div>
          {choosing ? (
            <ChooseMethod
              definitions={definitions}
              current={state.currentChallenge}
              alternatives={state.alternatives}
              recovery={state.recovery}
              onChoose={store.choose}
              onBack={store.back}
            />
          ) : null}
        </>
      );
    }
    case 'ERROR':
      return <ChallengeError error={state.error} onRetry={store.retry} />;
    default: {
      const unreachable: never = state;
      return unreachable;
    }
  }
}
