'use client';

import type { GatehouseConfig } from '@gatehouse-auth/core/internal';
import { baseMessages } from '@gatehouse-auth/core/internal/messages/baseMessages';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { GatehouseContextValue, GatehouseOptions } from './gatehouseOptions';
import { StepUpOutlet } from './StepUpOutlet';

export type { GatehouseContextValue, GatehouseOptions } from './gatehouseOptions';

const GatehouseContext = createContext<GatehouseContextValue | null>(null);

const noConfig: GatehouseConfig = {};

export function resolveOptions(
  options: GatehouseOptions,
  parent?: GatehouseContextValue | null,
): GatehouseContextValue {
  const outer = parent?.eventListeners ?? [];
  return {
    config: options.config ?? parent?.config ?? noConfig,
    messages: {
      ...(parent?.messages ?? baseMessages),
      ...options.locale?.messages,
      ...options.messages,
    },
    locale: options.locale ?? parent?.locale,
    challenges: { ...parent?.challenges, ...options.challenges },
    onError: options.onError ?? parent?.onError,
    testHints: options.testHints ?? parent?.testHints ?? false,
    eventListeners: options.onEvent ? [options.onEvent, ...outer] : outer,
  };
}

export interface GatehouseProviderProps extends GatehouseOptions {
  children?: ReactNode;
}

/** Shared options for every widget below it. Widgets also work without one. */
export function GatehouseProvider({
  children,
  config,
  locale,
  messages,
  challenges,
  onError,
  testHints,
  onEvent,
}: GatehouseProviderProps) {
  const parent = useContext(GatehouseContext);
  const value = useMemo(
    () =>
      resolveOptions({ config, locale, messages, challenges, onError, testHints, onEvent }, parent),
    [config, locale, messages, challenges, onError, testHints, onEvent, parent],
  );
  return (
    <GatehouseContext.Provider value={value}>
      {children}
      <StepUpOutlet options={value} />
    </GatehouseContext.Provider>
  );
}

const fallback = resolveOptions({});

/** The nearest provider's options, or the defaults when there is none. */
export function useGatehouse(): GatehouseContextValue {
  // Stateless defaults (no flow state lives here), so sharing them between widgets is safe.
  return useContext(GatehouseContext) ?? fallback;
}
