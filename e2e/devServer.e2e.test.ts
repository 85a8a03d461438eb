import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { test as base, describe, expect } from 'vitest';
import { expectPath, expectVisible } from './support/assertions';
import { browserFixture, pageFixture, useSession } from './support/fixtures';
import { freePort } from './support/freePort';
import { code, logIn, ui } from './support/login';
import { repoRoot } from './support/paths';
import type { Session } from './support/session';

// `npm start` as a newcomer runs it: the example on Vite's dev server, from the packages' sources
// (no build first), with the mock API. The other e2e files serve the demo build instead.

interface DevServer {
  baseURL: string;
  /** Everything `npm start` printed so far. */
  output(): string;
  /** From the spawn to the first HTTP 200 of the page. */
  answeredAfterMs: number;
}

async function startDevServer(): Promise<{ server: DevServer; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const started = performance.now();
  // Its own process group, so that stopping it stops npm's child too.
  const child: ChildProcess = spawn('npm', ['start', '--', '--port', String(port)], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running() && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  let answeredAfterMs = 0;
  while (running()) {
    if (performance.now() - started > 20_000) {
      await stop();
      throw new Error(`npm start did not serve ${baseURL} within 20 s:\n${output}`);
    }
    try {
      const response = await fetch(`${baseURL}/`);
      await response.body?.cancel();
      if (response.ok) {
        answeredAfterMs = performance.now() - started;
        break;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!running()) throw new Error(`npm start exited before serving:\n${output}`);
  return { server: { baseURL, output: () => output, answeredAfterMs }, stop };
}

const test = base.extend<{ server: DevServer; browser: Browser; session: Session; page: Page }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { server, stop } = await startDevServer();
      await use(server);
      await stop();
    },
    { scope: 'file' },
  ],
  browser: browserFixture,
  session: ({ server, browser }, use) => useSession(browser, server.baseURL, use),
  page: pageFixture,
});

describe('npm start: the example on the dev server', () => {
  test('answers within 5 s, from the sources, and its address is the last line printed', async ({
    server,
    session,
    page,
  }) => {
    expect(server.answeredAfterMs).toBeLessThan(5_000);
    const worker = await fetch(`${server.baseURL}/mockServiceWorker.js`);
    expect(worker.status).toBe(200);
    expect(await worker.text()).toContain('Mock Service Worker');

    await session.goto('/login');
    await expectVisible(ui.loginHeading(page));
    const paths = session.requestsTo('GET', '').map((request) => request.url.pathname);
    expect(paths.some((path) => path.startsWith('/@fs/') || path.includes('/packages/'))).toBe(
      true,
    );
    expect(paths.filter((path) => /\/packages\/[^/]+\/src\//.test(path)).length).toBeGreaterThan(0);
    expect(paths.filter((path) => /\/packages\/[^/]+\/dist\//.test(path))).toEqual([]);

    // Loading the page made Vite optimize dependencies: it printed nothing for it.
    const lines = server
      .output()
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines.at(-1)).toBe(
      `Acme Money, the example app on the mock API (Ctrl+C stops it): ${server.baseURL}/`,
    );
  });

  test('logs in on the mock API and lands on the success page', async ({ session, page }) => {
    await session.goto('/login');
    await expectVisible(page.getByRole('complementary', { name: 'Test accounts' }));
    await logIn(page, 'sms@gatehouse.test');
    await ui.codeField(page).fill(code);
    await expectPath(page, '/home');
    await expectVisible(ui.heading(page, "You're logged in"));
  });

  test('?otherOrigins=1: a note instead of calls to origins only the e2e tests serve', async ({
    session,
    page,
  }) => {
    await session.goto('/home?otherOrigins=1');
    await expectVisible(ui.button(page, 'Send £100'));
    await expectVisible(page.getByText(/so the dev server leaves them out\.$/));
    expect(await ui.button(page, 'Pay two bills').count()).toBe(0);
  });
});
