'use client';

import { useEffect, useState } from 'react';

/** The lifetime every core controller and flow store offers. */
export interface Startable {
  start(): void;
  dispose(): void;
}

/**
 * Creates a core controller on the first render, starts it on mount and disposes of it on
 * unmount. StrictMode's unmount-mount starts the same instance again, which every controller
 * allows; `create` is read on the first render only, as a store's options are.
 */
export function useController<C extends Startable>(create: () => C): C {
  const [controller] = useState(create);
  useEffect(() => {
    controller.start();
    return () => controller.dispose();
  }, [controller]);
  return controller;
}
