import type { ReactNode } from 'react';
import type { GatehouseContextValue } from './gatehouseOptions';

/** Where a step-up modal renders: inside a mounted provider's tree (its options, texts and challenges). */
export interface StepUpOutletHandle {
  /**
   * The provider's options: its config's API base is trusted to ask for approval and its client
   * reads the token; its `onEvent` hears the step-up events of a host's own modals.
   */
  readonly options: GatehouseContextValue;
  /**
   * Renders `node` until the returned function is called. `onGone` runs if the outlet unmounts
   * first (the provider went away with the modal in it).
   */
  show(node: ReactNode, onGone: () => void): () => void;
}

// The page's mounted outlets in mount order: a step-up modal belongs to the page, not to a flow.
// No React here: withStepUp reads the API bases on every demand, before any modal code loads.
const outlets: StepUpOutletHandle[] = [];

/** Registers a mounted provider's outlet; returns its removal. */
export function addStepUpOutlet(outlet: StepUpOutletHandle): () => void {
  outlets.push(outlet);
  return () => {
    const index = outlets.indexOf(outlet);
    if (index >= 0) outlets.splice(index, 1);
  };
}

/** The most recently mounted provider's outlet, if any provider is mounted. */
export function currentStepUpOutlet(): StepUpOutletHandle | undefined {
  return outlets[outlets.length - 1];
}

/** The `apiBaseUrl` of every mounted provider's config: the host's API, wherever it lives. */
export function mountedApiBases(): string[] {
  return outlets.flatMap(({ options: { config } }) =>
    config.apiBaseUrl ? [config.apiBaseUrl] : [],
  );
}
