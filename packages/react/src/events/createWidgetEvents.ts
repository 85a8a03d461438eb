import type { GatehouseEventFlow, GatehouseEventListener } from '@gatehouse-auth/core/internal';
import { callListener } from '@gatehouse-auth/core/internal/events/callListener';
import { reportListenerFailure } from '@gatehouse-auth/core/internal/events/listenerFailure';
import type { GatehouseContextValue } from '../provider/gatehouseOptions';
import type { WidgetEvents } from './widgetEventsContext';

/** What a widget's events are delivered to, read at each event: the latest props and provider. */
export interface WidgetListeners {
  onEvent?: GatehouseEventListener | undefined;
  gatehouse: GatehouseContextValue;
}

/**
 * The events of a widget named `flow`: to its own `onEvent`, then to its providers', each on
 * its own, so one that throws stops neither the flow nor the others; what it threw goes to the
 * provider's `onError` as every thrown value does (`unexpected.error`, with it as the `cause`).
 */
export function createWidgetEvents(
  flow: GatehouseEventFlow,
  listeners: WidgetListeners,
): WidgetEvents {
  return {
    flow,
    emit: (event) => {
      const { onEvent, gatehouse } = listeners;
      for (const listener of [onEvent, ...gatehouse.eventListeners])
        callListener(listener, event, (cause) => reportListenerFailure(cause, gatehouse.onError));
    },
  };
}
