/** What a `GatehouseProvider` is given, and what the widgets below it read from it. */
import type { GatehouseError } from '@gatehouse-auth/core';
import type { LocalePack, Messages } from '@gatehouse-auth/core/forms';
import type { GatehouseConfig, GatehouseEventListener } from '@gatehouse-auth/core/internal';
import type { ChallengeDefinitions } from '../registry/challengeDefinition';

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
