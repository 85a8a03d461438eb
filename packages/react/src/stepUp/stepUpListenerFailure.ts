// Loaded only when a listener of withStepUp's events throws.
export { reportListenerFailure } from '@gatehouse-auth/core/internal/events/listenerFailure';
