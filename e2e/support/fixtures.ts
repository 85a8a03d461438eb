import type { Browser, Page } from 'playwright-core';
import { inject, test as base } from 'vitest';
import { launchChromium } from './chromium';
import { Session } from './session';

export interface E2eFixtures {
  /** One Chromium per test file. */
  browser: Browser;
  /** A fresh context per test; fails the test on page errors, console errors or CSP violations. */
  session: Session;
  page: Page;
}

export const test = base.extend<E2eFixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const browser = await launchChromium();
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  session: async ({ browser }, use) => {
    const session = await Session.open(browser, inject('baseURL'));
    await use(session);
    await session.close();
    session.assertClean();
  },
  page: async ({ session }, use) => {
    await use(session.page);
  },
});

export { describe, expect } from 'vitest';
