import {
  callListener,
  type GatehouseEvent,
  type GatehouseEventFlow,
  type GatehouseEventListener,
  type GatehouseScreen,
} from '@gatehouse/core/internal';
import { createContext, useEffect, useRef, useState } from 'react';
import { useGatehouse } from '../provider/GatehouseProvider';

/** A widget's analytics: the flow its events name, and their delivery. */
export interface WidgetEvents {
  readonly flow: GatehouseEventFlow;
  /** To the widget's own `onEvent` first, then to the providers' (the nearest first). Never throws. */
  emit(event: GatehouseEvent): void;
}

/** The events of the widget around a part that reports its own (the second factor, the captcha). */
export const WidgetEventsContext = /* @__PURE__ */ createContext<WidgetEvents | null>(null);

/**
 * The events of a widget named `flow`: a stable `emit` that reads the latest `onEvent` and
 * provider at each event, as the widget's other callbacks do.
 */
export function useWidgetEvents(
  flow: GatehouseEventFlow,
  onEvent: GatehouseEventListener | undefined,
): WidgetEvents {
  const gatehouse = useGatehouse();
  const [latest] = useState(() => ({ onEvent, gatehouse }));
  Object.assign(latest, { onEvent, gatehouse });
  const [events] = useState<WidgetEvents>(() => ({
    flow,
    emit: (event) => {
      callListener(latest.onEvent, event, latest.gatehouse.onError);
      latest.gatehouse.onEvent?.(event);
    },
  }));
  return events;
}

/**
 * Emits what `make` builds once the part is on the page (in an effect: never while rendering on
 * the server), then again only when `key` changes: StrictMode's remount is not a new showing.
 */
export function useShownEvent(
  events: WidgetEvents | null,
  key: string,
  make: (flow: GatehouseEventFlow) => GatehouseEvent,
): void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!events || shown.current === key) return;
    shown.current = key;
    events.emit(make(events.flow));
  });
}

/** `screenShown` for the screen a widget shows, with the challenge on it and the widget's variant. */
export function useScreenShown(
  events: WidgetEvents | null,
  screen: GatehouseScreen,
  challenge?: string,
  variant?: Extract<GatehouseEvent, { type: 'screenShown' }>['variant'],
): void {
  useShownEvent(events, `${screen} ${challenge}`, (flow) => ({
    type: 'screenShown',
    flow,
    screen,
    ...(challenge ? { challenge } : {}),
    ...(variant ? { variant } : {}),
  }));
}
