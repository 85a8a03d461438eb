import type { Browser, Page } from 'playwright-core';
import { inject, test as base } from 'vitest';
import { launchChromium } from './chromium';
import { Session } from './session';

export interface E2eFixtures {
  /** One Chromium per test worker. */
  browser: Browser;
  /** A fresh context per test; fails the test on page errors, console errors or CSP violations. */
  session: Session;
  page: Page;
}

type Use<T> = (value: T) => Promise<void>;

/**
 * One Chromium per test worker, shared by the files it runs one after another (the e2e config
 * keeps a worker's modules between files: `isolate: false`); every test still gets a fresh
 * context, so nothing but the browser process is shared.
 */
export const browserFixture: [
  (context: object, use: Use<Browser>) => Promise<void>,
  { scope: 'worker' },
] = [
  // Vitest reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  async ({}, use) => {
    const browser = await launchChromium();
    await use(browser);
    await browser.close();
  },
  { scope: 'worker' },
];

/** A fresh context on `baseURL` for one test, checked clean when the test ends. */
export async function useSession(browser: Browser, baseURL: string, use: Use<Session>) {
  const session = await Session.open(browser, baseURL);
  await use(session);
  await session.close();
  session.assertClean();
}

export const pageFixture = async ({ session }: { session: Session }, use: Use<Page>) => {
  await use(session.page);
};

export const test = base.extend<E2eFixtures>({
  browser: browserFixture,
  session: ({ browser }, use) => useSession(browser, inject('baseURL'), use),
  page: pageFixture,
});

export { describe, expect } from 'vitest';
