import type { Page } from 'playwright-core';

/** How many times the mock API (in the page's worker) sent `what` to `email`. */
export const sentCount = (page: Page, email: string, what: string) =>
  page.evaluate(
    ([address, kind]) => {
      const memories = (globalThis as Record<symbol, Map<string, Map<string, number>> | undefined>)[
        Symbol.for('@gatehouse-auth/mock-api/memories')
      ];
      return memories?.get('sent')?.get(`${address} ${kind}`) ?? 0;
    },
    [email, what] as const,
  );
