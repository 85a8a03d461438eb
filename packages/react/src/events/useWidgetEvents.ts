'use client';

import type { GatehouseEventFlow, GatehouseEventListener } from '@gatehouse-auth/core/internal';
import { useState } from 'react';
import { useGatehouse } from '../provider/GatehouseProvider';
import { createWidgetEvents, type WidgetListeners } from './createWidgetEvents';
import type { WidgetEvents } from './widgetEventsContext';

/** A widget's events, made on its first render; they read the latest `onEvent` and provider. */
export function useWidgetEvents(
  flow: GatehouseEventFlow,
  onEvent: GatehouseEventListener | undefined,
): WidgetEvents {
  const gatehouse = useGatehouse();
  const [listeners] = useState<WidgetListeners>(() => ({ onEvent, gatehouse }));
  Object.assign(listeners, { onEvent, gatehouse });
  const [events] = useState(() => createWidgetEvents(flow, listeners));
  return events;
}
