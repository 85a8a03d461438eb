'use client';

import { Suspense, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A lazily loaded part the page does not need to be usable (the invisible captcha, the social
 * logos): rendered, under its own Suspense, only once the page is interactive. On a server it
 * would suspend: renderToString, which cannot wait, would send a boundary the browser must render
 * again (a recoverable error at hydration), and streaming would wait for code the page does not
 * need yet. Hydration renders it as the server did, that is not at all; a render without
 * server markup shows it at once.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
