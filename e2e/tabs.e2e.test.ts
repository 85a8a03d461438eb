import path from 'node:path';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { describe, expect, test } from './support/fixtures';
import { repoRoot } from './support/paths';
import type { WaitKind } from './support/tabs/harness';

// Two (or three) pages of one browser context waiting on one token, on a server this file plays:
// the real BroadcastChannel, Web Locks and visibility events coordinate them. Each page runs
// its own manual clock; `runFor` passes its time one due timer at a time.

let harnessScript = '';

beforeAll(async () => {
  const { outputFiles } = await build({
    entryPoints: [path.join(repoRoot, 'e2e/support/tabs/harness.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['gatehouse-source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  harnessScript = outputFiles[0]!.text;
});

interface Served {
  url: string;
  method: string;
}

/**
 * The server: what the link in the email (or the phone) has done, and every request, by tab.
 * Each v2 push trigger mints a new challenge (`ch-1`, `ch-2`, …); the phone approves `ch-1`.
 */
class TokenServer {
  done = false;
  minted = 0;
  /** Answer status polls 429 with this Retry-After (seconds) while set. */
  busyFor: number | undefined;
  readonly requests = new Map<Page, string[]>();

  answer(page: Page, { url, method }: Served) {
    const pathname = new URL(url, 'http://localhost').pathname;
    const list = this.requests.get(page) ?? [];
    list.push(`${method} ${pathname}`);
    this.requests.set(page, list);
    if (method === 'POST' && pathname.endsWith('/email-checkpoint/trigger'))
      return { status: 200, body: JSON.stringify({ deviceOriginGuard: 'guard' }), headers: json };
    if (method === 'POST' && pathname.endsWith('/v2/one-time-token/push/trigger')) {
      this.minted += 1;
      return {
        status: 200,
        body: JSON.stringify({ challengeId: `ch-${this.minted}` }),
        headers: json,
      };
    }
    if (method === 'POST' && pathname.endsWith('/push/trigger'))
      return { status: 200, body: null, headers: {} };
    const challenge = /\/push\/challenges\/([^/]+)\/status$/.exec(pathname)?.[1];
    if (challenge) {
      const status = this.done && challenge === 'ch-1' ? 'APPROVED' : 'PENDING';
      return { status: 200, body: JSON.stringify({ status }), headers: json };
    }
    if (pathname.endsWith('/status')) {
      if (this.busyFor !== undefined)
        return {
          status: 429,
          body: JSON.stringify({ code: 'too_many_requests' }),
          headers: { ...json, 'Retry-After': String(this.busyFor) },
        };
      return { status: this.done ? 200 : 202, body: null, headers: {} };
    }
    return { status: 404, body: JSON.stringify({ code: 'not_found' }), headers: json };
  }

  polls(page: Page): number {
    return (this.requests.get(page) ?? []).filter((entry) => entry.endsWith('/status')).length;
  }

  /** Notifications or emails sent, by every tab. */
  triggers(): number {
    return [...this.requests.values()].flat().filter((entry) => entry.startsWith('POST')).length;
  }
}

const json = { 'Content-Type': 'application/json' };

async function serveHarness(context: BrowserContext, baseURL: string, server: TokenServer) {
  await context.exposeBinding('__serve', ({ page }, request: Served) =>
    server.answer(page as Page, request),
  );
  await context.route(`${baseURL}/__tabs/**`, (route) => {
    const isScript = route.request().url().endsWith('.js');
    return route.fulfill({
      status: 200,
      contentType: isScript ? 'text/javascript' : 'text/html',
      body: isScript
        ? harnessScript
        : '<!doctype html><html lang="en"><title>Tabs</title><script type="module" src="/__tabs/harness.js"></script></html>',
    });
  });
}

async function openTab(context: BrowserContext, baseURL: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseURL}/__tabs/index.html`);
  await page.waitForFunction(() => 'harness' in window);
  return page;
}

const start = (page: Page, kind: WaitKind) =>
  page.evaluate(([wait]) => window.harness.start(wait, 'ott-shared-token'), [kind] as const);
const runFor = (page: Page, ms: number) => page.evaluate((by) => window.harness.runFor(by), ms);
const passed = (page: Page) => page.evaluate(() => window.harness.state().passed);
const phase = (page: Page) => page.evaluate(() => window.harness.state().phase);

async function firstTab(page: Page, baseURL: string): Promise<Page> {
  await page.goto(`${baseURL}/__tabs/index.html`);
  await page.waitForFunction(() => 'harness' in window);
  return page;
}

describe('a wait in two tabs of one browser', () => {
  test.for<[WaitKind, number]>([
    ['emailCheckpoint', 2000],
    ['push', 1000],
    ['pushV2', 1000],
  ])(
    '%s: one tab sends, one tab polls; when it finds the answer the other finishes at once',
    async ([kind, interval], { session }) => {
      const server = new TokenServer();
      await serveHarness(session.context, session.baseURL, server);
      const first = await firstTab(session.page, session.baseURL);
      const second = await openTab(session.context, session.baseURL);
      await start(first, kind);
      await start(second, kind);
      // The second joins the first's wait: it learns the challenge, and sends nothing.
      await expect.poll(() => phase(second)).toBe('waiting');
      expect(server.triggers()).toBe(1);
      // A minute of waiting in both tabs: the first leads, the second only listens.
      await runFor(first, 60_000);
      await runFor(second, 60_000);
      // The push polls at once, then every second; the email checkpoint first waits 2 s.
      expect(server.polls(first)).toBe(60_000 / interval + (kind === 'emailCheckpoint' ? 0 : 1));
      expect(server.polls(second)).toBe(0);
      // The link is opened (the phone approves): the leading tab's next poll finds it.
      server.done = true;
      await runFor(first, interval);
      expect(await passed(first)).toBe(true);
      // The other tab hears it and checks once, at once: its clock has not moved.
      await expect.poll(() => passed(second)).toBe(true);
      expect(server.polls(second)).toBe(1);
      expect(server.triggers()).toBe(1);
    },
  );

  test('push v2, two tabs started at the same instant: one notification, one poller, both finish', async ({
    session,
  }) => {
    const server = new TokenServer();
    await serveHarness(session.context, session.baseURL, server);
    const pages = [
      await firstTab(session.page, session.baseURL),
      await openTab(session.context, session.baseURL),
    ];
    await Promise.all(pages.map((page) => start(page, 'pushV2')));
    for (const page of pages) await expect.poll(() => phase(page)).toBe('waiting');
    expect(server.triggers()).toBe(1);
    for (const page of pages) await runFor(page, 5000);
    // Whichever sent the notification polls it (at once, then each second); the other listens.
    const polls = pages.map((page) => server.polls(page)).sort();
    expect(polls).toEqual([0, 6]);
    const follower = pages.find((page) => server.polls(page) === 0)!;
    server.done = true;
    for (const page of pages) await runFor(page, 1000);
    for (const page of pages) await expect.poll(() => passed(page)).toBe(true);
    expect(server.polls(follower)).toBe(1);
    expect(server.triggers()).toBe(1);
    expect(server.minted).toBe(1);
  });

  test('push v2, the login opened again in a new tab over the first: no second notification, the new tab polls the first one', async ({
    session,
  }) => {
    const server = new TokenServer();
    await serveHarness(session.context, session.baseURL, server);
    const first = await firstTab(session.page, session.baseURL);
    await start(first, 'pushV2');
    await runFor(first, 2000);
    expect(server.polls(first)).toBe(3);
    // The new tab hides the first.
    await first.evaluate(() => window.harness.hide());
    const second = await openTab(session.context, session.baseURL);
    await start(second, 'pushV2');
    await expect.poll(() => phase(second)).toBe('waiting');
    // The first's next turn comes while it is hidden: it hands the polling over.
    await runFor(first, 1000);
    await expect.poll(() => server.polls(second)).toBe(1);
    await runFor(second, 4000);
    expect(server.polls(second)).toBe(5);
    expect(server.requests.get(second)).toContain(
      'GET /gateway/v1/user/authentication/factors/push/challenges/ch-1/status',
    );
    server.done = true;
    await runFor(second, 1000);
    expect(await passed(second)).toBe(true);
    // Shown again, the first checks at once.
    await first.evaluate(() => window.harness.show());
    await expect.poll(() => passed(first)).toBe(true);
    expect(server.triggers()).toBe(1);
    expect(server.polls(first)).toBe(4);
  });

  test('the leading tab hidden, a visible one takes over; shown again, it waits its turn', async ({
    session,
  }) => {
    const server = new TokenServer();
    await serveHarness(session.context, session.baseURL, server);
    const first = await firstTab(session.page, session.baseURL);
    const second = await openTab(session.context, session.baseURL);
    await start(first, 'push');
    await start(second, 'push');
    await runFor(first, 5000);
    // At 0, 1, … 5 s.
    expect(server.polls(first)).toBe(6);
    await first.evaluate(() => window.harness.hide());
    // A minute hidden: not one request.
    await runFor(first, 60_000);
    expect(server.polls(first)).toBe(6);
    const firstWhileHidden = 6;
    await expect.poll(() => server.polls(second)).toBe(1);
    await runFor(second, 10_000);
    expect(server.polls(second)).toBe(11);
    await first.evaluate(() => window.harness.show());
    await runFor(first, 10_000);
    expect(server.polls(first)).toBe(firstWhileHidden);
    // The leading tab closes: the other one leads at once.
    await second.close();
    await expect.poll(() => server.polls(first)).toBe(firstWhileHidden + 1);
  });

  test('a page the email link opens wakes the waiting tab with checkWaitingTabs()', async ({
    session,
  }) => {
    const server = new TokenServer();
    await serveHarness(session.context, session.baseURL, server);
    const waiting = await firstTab(session.page, session.baseURL);
    await start(waiting, 'emailCheckpoint');
    await runFor(waiting, 4000);
    expect(server.polls(waiting)).toBe(2);
    // The link is opened in a new tab: the server knows, and that page tells the others.
    server.done = true;
    const linkPage = await openTab(session.context, session.baseURL);
    await linkPage.evaluate(() => window.harness.checkWaitingTabs());
    await expect.poll(() => passed(waiting)).toBe(true);
    expect(server.polls(waiting)).toBe(3);
  });

  test('429 with Retry-After: 10 is honoured in the browser: 7 polls in a minute (0, 10, … 60 s), not 61', async ({
    session,
  }) => {
    const server = new TokenServer();
    server.busyFor = 10;
    session.expectHttpErrors(429);
    await serveHarness(session.context, session.baseURL, server);
    const tab = await firstTab(session.page, session.baseURL);
    await start(tab, 'push');
    await runFor(tab, 60_000);
    // At 0, 10, 20, 30, 40, 50 and 60 s.
    expect(server.polls(tab)).toBe(7);
  });
});
