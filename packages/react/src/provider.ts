// @gatehouse-auth/react/provider: shared options (config, texts, challenges, error reporting,
// analytics events) for every widget below it, and the hooks that read them.
export { GatehouseProvider, useGatehouse } from './provider/GatehouseProvider';
export type {
  GatehouseContextValue,
  GatehouseOptions,
  GatehouseProviderProps,
} from './provider/GatehouseProvider';
export { useMessages } from './messages/useMessages';
export type { Translate } from './messages/useMessages';
export type { GatehouseEvent, GatehouseEventListener } from '@gatehouse-auth/core';
