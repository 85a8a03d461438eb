'use client';

import type { GatehouseError } from '@gatehouse-auth/core';
import type { LocalePack, Messages } from '@gatehouse-auth/core/forms';
import type { GatehouseConfig, GatehouseEventListener } from '@gatehouse-auth/core/internal';
import { baseMessages } from '@gatehouse-auth/core/internal/messages/defaultMessages';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ChallengeDefinitions } from '../registry/challengeDefinition';
import { StepUpOutlet } from '../stepUp/StepUpOutlet';

export interface GatehouseOptions {
  config?: GatehouseConfig;
  /**
   * The language of every widget below: a pack from `@gatehouse-auth/react/locales/<tag>` or
   * `loadLocale(tag)`. Its texts, its plural rules and number formats, and its `lang` and `dir`
   * on each widget's root. Without one the widgets speak British English.
   */
  locale?: LocalePack;
  /** Any text of the catalogue, by key; wins over the locale's. Missing keys keep the pack's or the English default. */
  messages?: Partial<Messages>;
  /**
   * Challenge definitions by server type: replace a built-in one (`{ ...defaultChallenges.PASSWORD,
   * component: Mine }`), add a new type, or remove one (`undefined`).
   */
  challenges?: ChallengeDefinitions;
  /** The host's error monitoring. Gets no tokens, never ott_not_found. */
  onError?: (error: GatehouseError) => void;
  /** Shows the test-environment hints (code 111111). Never enable in production. */
  testHints?: boolean;
  /**
   * Analytics: every event of every widget below, and of the step-up modals shown here; after
   * the widget's own `onEvent`, before an outer provider's. Never during server rendering. One
   * that throws goes to `onError` (as `unexpected.error`, what it threw as the `cause`) and the flow goes on.
   */
  onEvent?: GatehouseEventListener;
}

export interface GatehouseContextValue {
  /** The options as given; `clientFor(config)` turns them into the HTTP client when one is needed. */
  config: GatehouseConfig;
  /**
   * The login form's texts, then the pack's (every key), then the host's overrides; without a
   * pack, on-demand screens add their catalogue.
   */
  messages: Partial<Messages>;
  /** The pack in force, from this provider or an outer one; none means the built-in English. */
  locale: LocalePack | undefined;
  challenges: ChallengeDefinitions;
  onError: ((error: GatehouseError) => void) | undefined;
  testHints: boolean;
  /** The `onEvent` of this provider and of the providers around it, the nearest first. */
  eventListeners: readonly GatehouseEventListener[];
}

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
