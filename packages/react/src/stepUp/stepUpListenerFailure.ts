// Loaded only when a listener of withStepUp's events throws: the step-up page's first paint
// never carries the error class.
export { reportListenerFailure } from '@gatehouse-auth/core/internal/events/listenerFailure';
