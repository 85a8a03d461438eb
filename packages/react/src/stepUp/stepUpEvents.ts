import type { GatehouseEvent, GatehouseEventListener } from '@gatehouse-auth/core/internal';
import { callListener } from '@gatehouse-auth/core/internal/events/callListener';
import { currentStepUpOutlet } from '../provider/stepUpOutlets';

/**
 * The step-up events of `withStepUp` (opened, approved, closed): to its `onEvent`, then to the
 * `onEvent` of the provider whose outlet shows the modal (the most recently mounted one), if
 * any. What a listener throws goes to that provider's `onError`; the error class loads only then.
 */
export function stepUpEvents(onEvent: GatehouseEventListener | undefined) {
  return (event: GatehouseEvent) => {
    const provider = currentStepUpOutlet()?.options;
    for (const listener of [onEvent, ...(provider?.eventListeners ?? [])])
      callListener(listener, event, (cause) => {
        void import('./stepUpListenerFailure').then((module) =>
          module.reportListenerFailure(cause, provider?.onError),
        );
      });
  };
}
