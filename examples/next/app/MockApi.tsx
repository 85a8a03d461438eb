'use client';

// Only in this example: the mock backend in the page's service worker. A real host has its API
// and leaves this file out.
import { Suspense, use, type ReactNode } from 'react';

let started: Promise<Error | null> | undefined;

/** Starts the worker once per page load; later calls get the same promise. */
function mockApiStarted(): Promise<Error | null> {
  started ??= import('@gatehouse-auth/mock-api/browser')
    .then(({ startMockWorker }) =>
      // `next build` is a production build; this demo runs on the mock by design.
      startMockWorker({ quiet: true, allowInProduction: true }),
    )
    .then(
      () => null,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
  return started;
}

function WhenStarted({ children }: { children: ReactNode }) {
  // On the server there is no worker to wait for: the page renders in full. In the browser,
  // hydration suspends here until the worker answers, so no widget sends a call before it does;
  // meanwhile the server's HTML stays on screen.
  const error = typeof window === 'undefined' ? null : use(mockApiStarted());
  if (error) {
    return (
      <section className="acme-card" role="alert">
        <h1>The mock API could not start</h1>
        <p>
          The example needs a service worker, which browsers allow only on <code>localhost</code> or
          over HTTPS.
        </p>
        <p>
          <code>{error.message}</code>
        </p>
      </section>
    );
  }
  return children;
}

export function MockApi({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <WhenStarted>{children}</WhenStarted>
    </Suspense>
  );
}
