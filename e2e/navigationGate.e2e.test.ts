import { join } from 'node:path';
import { build } from 'esbuild';
import {
  goodUrls,
  hostileUrls,
  isHarmless,
  partnerOrigin,
} from '../packages/core/test/hostileUrls';
import { expectPath, expectVisible } from './support/assertions';
import { describe, expect, test } from './support/fixtures';
import { code, logIn, ui } from './support/login';
import { answerInPage } from './support/pageAnswers';
import { repoRoot } from './support/paths';
import type { Session } from './support/session';

/** The navigation gate, bundled on its own, as a script that leaves `allowedUrl` and `allowedDestination` on the page. */
async function gateScript(): Promise<string> {
  const bundle = await build({
    entryPoints: [join(repoRoot, 'packages/core/src/runtime/navigation.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'navigationGate',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  const source = bundle.outputFiles[0]?.text ?? '';
  return `(() => { ${source}; globalThis.__allowedUrl = navigationGate.allowedUrl; globalThis.__allowedDestination = navigationGate.allowedDestination; })()`;
}

/** What Chromium itself makes of one answer: its URL parser's reading, and a link's. */
interface BrowserReading {
  answer: unknown;
  url?: { href: string; origin: string; pathname: string; username: string; password: string };
  linkOrigin?: string;
}

/** Runs the gate on every input in the page, with Chromium's URL parser, and reads each answer back. */
async function judgeInPage(
  session: Session,
  inputs: readonly unknown[],
): Promise<{ origin: string; readings: BrowserReading[] }> {
  // Playwright's evaluate is not subject to the page's CSP; the page's own scripts are.
  await session.page.evaluate(await gateScript());
  return session.page.evaluate(
    ({ inputs, allowed }) => {
      const gate = (
        globalThis as unknown as {
          __allowedUrl: (input: unknown, page: string, allowed: string[]) => string | undefined;
        }
      ).__allowedUrl;
      const readings = inputs.map((input) => {
        const answer = gate(input, location.origin, allowed);
        if (typeof answer !== 'string') return { answer };
        const url = new URL(answer);
        const link = document.createElement('a');
        link.href = answer;
        return {
          answer,
          url: {
            href: url.href,
            origin: url.origin,
            pathname: url.pathname,
            username: url.username,
            password: url.password,
          },
          linkOrigin: link.origin,
        };
      });
      return { origin: location.origin, readings };
    },
    { inputs: [...inputs], allowed: [partnerOrigin] },
  );
}

describe('the navigation gate in Chromium', () => {
  test('every hostile input is refused, or stays an absolute address on the page (Chromium’s URL parser)', async ({
    session,
  }) => {
    await session.goto('/login');
    const origin = await session.page.evaluate(() => location.origin);
    expect(origin).toBe(session.baseURL);
    const table = hostileUrls(origin);
    expect(table.length).toBeGreaterThanOrEqual(30);
    const { readings } = await judgeInPage(
      session,
      table.map((entry) => entry.input),
    );

    const wrong = table.flatMap((entry, index) => {
      const { answer, url, linkOrigin } = readings[index]!;
      if (answer === undefined) return [];
      const harmless =
        entry.mayStay === true &&
        url !== undefined &&
        url.href === answer &&
        url.origin === origin &&
        linkOrigin === origin &&
        !url.pathname.startsWith('//') &&
        url.username === '' &&
        url.password === '' &&
        isHarmless(answer, origin);
      return harmless ? [] : [{ name: entry.name, answer, url, linkOrigin }];
    });
    expect(wrong).toEqual([]);
  });

  test('every good input comes back as the absolute href it names', async ({ session }) => {
    await session.goto('/login');
    const origin = await session.page.evaluate(() => location.origin);
    const table = goodUrls(origin);
    const { readings } = await judgeInPage(
      session,
      table.map((entry) => entry.input),
    );
    expect(readings.map((reading) => reading.answer)).toEqual(table.map((entry) => entry.href));
  });

  test('every good input hands a host the path on this origin, the absolute URL on an allowed one', async ({
    session,
  }) => {
    await session.goto('/login');
    const origin = await session.page.evaluate(() => location.origin);
    const table = goodUrls(origin);
    await session.page.evaluate(await gateScript());
    const destinations = await session.page.evaluate(
      ({ inputs, allowed }) => {
        const destination = (
          globalThis as unknown as {
            __allowedDestination: (
              input: unknown,
              page: string,
              allowed: string[],
            ) => { href: string; location: string } | undefined;
          }
        ).__allowedDestination;
        return inputs.map((input) => destination(input, location.origin, allowed));
      },
      { inputs: table.map((entry) => entry.input), allowed: [partnerOrigin] },
    );
    expect(destinations).toEqual(table.map(({ href, location }) => ({ href, location })));
    for (const { location } of table)
      if (!location.startsWith(partnerOrigin)) expect(location).toMatch(/^\/(?!\/)/);
  });

  // Each passed the old same-origin check and was followed as its bare path, `//evil.example/x`.
  const disguisedLocations: ReadonlyArray<readonly [string, (origin: string) => string]> = [
    ['the page origin then //', (origin) => `${origin}//evil.example/x`],
    ['the page origin then /.//', (origin) => `${origin}/.//evil.example/x`],
    ['a parent segment before //', () => '/x/..//evil.example/x'],
    ['an encoded dot segment before //', () => '/%2e//evil.example/x'],
  ];

  for (const [name, locationOn] of disguisedLocations) {
    test(`after a real login, a token exchange answering ${name} keeps the browser on the site`, async ({
      session,
      page,
    }) => {
      const exchange = await answerInPage(session, [
        {
          method: 'POST',
          pathEnd: '/v2/auth',
          status: 200,
          json: { location: locationOn(session.baseURL) },
        },
      ]);
      await session.goto('/login');
      await logIn(page, 'sms@gatehouse.test');
      await ui.codeField(page).fill(code);
      await expectPath(page, '/home');
      expect(exchange.count(0)).toBe(1);
      expect(new URL(page.url()).origin).toBe(session.baseURL);
      await expectVisible(ui.heading(page, "You're logged in"));
      // Nothing, not even a navigation, was sent anywhere but the example's own origin.
      expect(session.requests.filter((request) => request.url.origin !== session.baseURL)).toEqual(
        [],
      );
    });
  }

  test('a token exchange answering a good location is followed (the interception is real)', async ({
    session,
    page,
  }) => {
    const exchange = await answerInPage(session, [
      {
        method: 'POST',
        pathEnd: '/v2/auth',
        status: 200,
        json: { location: '/appeals?from=login' },
      },
    ]);
    await session.goto('/login');
    await logIn(page, 'sms@gatehouse.test');
    await ui.codeField(page).fill(code);
    await page.waitForURL(`${session.baseURL}/appeals?from=login`, { timeout: 5_000 });
    expect(exchange.count(0)).toBe(1);
    await expectVisible(ui.heading(page, 'Appeal our decision'));
  });

  test('a server message linking to another origin in disguise renders no such link; a site link still works', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(400);
    const hostileLinks = [
      `${session.baseURL}//evil.example/x`,
      '/.//evil.example/x',
      '/x/..//evil.example/x',
      'javascript:alert(document.domain)',
    ];
    const answers = await answerInPage(
      session,
      hostileLinks.map((href, index) => ({
        method: 'POST' as const,
        pathEnd: '/login-api/login',
        email: `hostile-link-${index}@gatehouse.test`,
        status: 400,
        json: {
          code: 'account_locked',
          message: `Your account is locked. <a href="${href}">Unlock it</a>`,
        },
      })),
    );
    await session.goto('/login');
    for (const index of hostileLinks.keys()) {
      await logIn(page, `hostile-link-${index}@gatehouse.test`);
      await expect.poll(() => answers.count(index)).toBe(1);
      const alert = ui.alert(page);
      await expectVisible(alert.getByText('Your account is locked.', { exact: true }));
      expect(await alert.getByRole('link').count()).toBe(0);
      expect(await page.locator('a[href*="evil.example"], a[href^="javascript:"]').count()).toBe(0);
    }

    await logIn(page, 'link-message@gatehouse.test');
    const readMore = ui.alert(page).getByRole('link', { name: 'Read more', exact: true });
    await expectVisible(readMore);
    const hrefs = await ui
      .alert(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs).toEqual([`${session.baseURL}/help/articles/blocked`]);
    await readMore.click();
    await expectPath(page, '/help/articles/blocked');
    expect(new URL(page.url()).origin).toBe(session.baseURL);
  });
});
