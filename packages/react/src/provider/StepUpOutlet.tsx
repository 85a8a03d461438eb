'use client';

import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { GatehouseContextValue } from './gatehouseOptions';
import { addStepUpOutlet, type StepUpOutletHandle } from './stepUpOutlets';

let nextKey = 0;

/**
 * Rendered by every `<GatehouseProvider>`: nothing until `withStepUp` needs a modal; the modals
 * themselves load when first needed.
 */
export function StepUpOutlet({ options }: { options: GatehouseContextValue }) {
  const [shown, setShown] = useState<ReadonlyArray<{ key: number; node: ReactNode }>>([]);
  // withStepUp reads the options at each demand: the latest ones the provider rendered with.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  }, [options]);
  useEffect(() => {
    const gone = new Map<number, () => void>();
    const handle: StepUpOutletHandle = {
      get options() {
        return latest.current;
      },
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
    const remove = addStepUpOutlet(handle);
    return () => {
      remove();
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
