'use client';

import type {
  GatehouseEvent,
  GatehouseEventFlow,
  GatehouseScreen,
} from '@gatehouse-auth/core/internal';
import { createContext, type useEffect, useInsertionEffect, useRef } from 'react';

/** A widget's analytics: the flow its events name, and their delivery. */
export interface WidgetEvents {
  readonly flow: GatehouseEventFlow;
  /** To the widget's own `onEvent` first, then to the providers' (the nearest first). Never throws. */
  emit(event: GatehouseEvent): void;
}

/** Outside any widget, or before a widget's events have loaded: nothing is reported. */
export const noEvents: WidgetEvents = { flow: 'challenge', emit: () => {} };

/** The events of the widget around a part that reports its own (the second factor, the captcha). */
export const WidgetEventsContext = createContext<WidgetEvents>(noEvents);

// Within the commit (an insertion effect, which runs before every layout and passive effect): a
// widget's screen is reported before the screens of the flow inside it, which reports in the
// passive phase. Nothing runs on the server, with no warning under React 18, and nothing here
// asks whether there is a document, so importing reads no browser global.
const useLayoutPhase = useInsertionEffect;

/**
 * `screenShown` for the screen a widget shows (and the challenge on it), once it is on the page
 * (never while rendering on the server), and again only when it changes: StrictMode's remount is
 * not a new one. A widget whose events load with its controller reports once they are here.
 * `useAfterCommit` is the effect hook to report in, fixed for the caller's life.
 */
export function useScreenShown(
  events: WidgetEvents | undefined,
  screen: GatehouseScreen,
  challenge?: string,
  useAfterCommit: typeof useEffect = useLayoutPhase,
): void {
  const shown = useRef<string>(undefined);
  // useAfterCommit is useEffect or useLayoutEffect, fixed for the caller's life: the ref is read
  // after the commit, not during render.
  // eslint-disable-next-line react-hooks/refs -- the compiler cannot see that a hook passed in is an effect
  useAfterCommit(() => {
    const key = `${screen} ${challenge}`;
    if (!events || shown.current === key) return;
    shown.current = key;
    events.emit({
      type: 'screenShown',
      flow: events.flow,
      screen,
      ...(challenge ? { challenge } : {}),
    });
  });
}
