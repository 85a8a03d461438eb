import {
  callListener,
  type GatehouseEvent,
  type GatehouseEventFlow,
  type GatehouseEventListener,
  type GatehouseScreen,
  type reportListenerFailure,
} from '@gatehouse/core/internal';
import { createContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useGatehouse } from '../provider/GatehouseProvider';

type Variant = Extract<GatehouseEvent, { type: 'screenShown' }>['variant'];

/** A widget's analytics: the flow its events name, and their delivery. */
export interface WidgetEvents {
  readonly flow: GatehouseEventFlow;
  /** The widget's `variant`, for its screens' events. */
  readonly variant?: Variant;
  /** To the widget's own `onEvent` first, then to the providers' (the nearest first). Never throws. */
  emit(event: GatehouseEvent): void;
}

/**
 * Where the error class a throwing listener is reported as comes from: a widget whose first
 * paint must stay small gets it with its controller, which it loads anyway.
 */
export type ListenerFailureModule = () => Promise<{
  reportListenerFailure: typeof reportListenerFailure;
}>;

/** The events of the widget around a part (the second factor, the captcha); outside any widget, none. */
export const WidgetEventsContext = /* @__PURE__ */ createContext<WidgetEvents>({
  flow: 'challenge',
  emit: () => {},
});

/**
 * The events of a widget named `flow`: a stable `emit` that reads the latest `onEvent` and
 * provider at each event, as the widget's other callbacks do. What a listener throws goes to the
 * provider's `onError` (`event.listener_failed`), a moment later.
 */
export function useWidgetEvents(
  flow: GatehouseEventFlow,
  onEvent: GatehouseEventListener | undefined,
  failures: ListenerFailureModule,
  variant?: Variant,
): WidgetEvents {
  const gatehouse = useGatehouse();
  const [events] = useState(() => {
    const latest = {
      flow,
      variant,
      onEvent,
      gatehouse,
      emit: (event: GatehouseEvent) => {
        const { onError, eventListeners } = latest.gatehouse;
        for (const listener of [latest.onEvent, ...eventListeners])
          callListener(listener, event, (cause) => {
            void failures().then((module) => module.reportListenerFailure(cause, onError));
          });
      },
    };
    return latest;
  });
  Object.assign(events, { onEvent, gatehouse });
  return events;
}

// Layout phase: a widget's screen is reported before the screens of the parts inside it (their
// passive effects run after every layout effect of the commit). Nothing runs on the server.
const useLayoutPhase = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * `screenShown` for the screen a widget shows, once it is on the page (never while rendering on
 * the server), and again only when the screen changes: StrictMode's remount is not a new one.
 */
export function useScreenShown(events: WidgetEvents, screen: GatehouseScreen): void {
  const shown = useRef<string>(undefined);
  useLayoutPhase(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    const { flow, variant } = events;
    events.emit({ type: 'screenShown', flow, screen, ...(variant ? { variant } : {}) });
  });
}
