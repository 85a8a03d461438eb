import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Where a step-up modal renders: inside a mounted provider's tree (its options, texts and challenges). */
export interface StepUpOutletHandle {
  /**
   * Renders `node` until the returned function is called. `onGone` runs if the outlet unmounts
   * first (the provider went away with the modal in it).
   */
  show(node: ReactNode, onGone: () => void): () => void;
}

// The page's mounted outlets in mount order: a step-up modal belongs to the page, not to a flow.
const outlets: StepUpOutletHandle[] = [];

/** The most recently mounted provider's outlet, if any provider is mounted. */
export function currentStepUpOutlet(): StepUpOutletHandle | undefined {
  return outlets[outlets.length - 1];
}

let nextKey = 0;

/**
 * Rendered by every `<GatehouseProvider>`: nothing until `withStepUp` needs a modal. Kept tiny
 * because it is on the login's first paint; the modals themselves load when first needed.
 */
export function StepUpOutlet() {
  const [shown, setShown] = useState<ReadonlyArray<{ key: number; node: ReactNode }>>([]);
  useEffect(() => {
    const gone = new Map<number, () => void>();
    const handle: StepUpOutletHandle = {
      show(node, onGone) {
        const key = nextKey++;
        gone.set(key, onGone);
        setShown((entries) => [...entries, { key, node }]);
        return () => {
          gone.delete(key);
          setShown((entries) => entries.filter((entry) => entry.key !== key));
        };
      },
    };
    outlets.push(handle);
    return () => {
      outlets.splice(outlets.indexOf(handle), 1);
      const orphaned = [...gone.values()];
      gone.clear();
      for (const onGone of orphaned) onGone();
    };
  }, []);
  if (shown.length === 0) return null;
  return createPortal(
    shown.map(({ key, node }) => <Fragment key={key}>{node}</Fragment>),
    document.body,
  );
}
