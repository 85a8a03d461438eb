import { spawn, type ChildProcess } from 'node:child_process';
import { MOCK_CODE, MOCK_PASSWORD } from '@gatehouse-auth/mock-api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible } from './support/assertions';
import { launchChromium } from './support/chromium';
import { ui } from './support/login';
import { Session } from './support/session';
import { assertPackagesBuilt, bundleForBrowser, bundleForNode } from './support/ssr/bundle';

// Server rendering then hydration in Chromium, as a host with its own server does it: a Node
// server renders each page of e2e/support/ssr/pages.tsx with react-dom/server from the built
// packages, and a client bundle built by esbuild from the same built packages hydrates it, with
// the mock API in the page's service worker. Each widget must hydrate the server's markup as it
// is (no recoverable error, no console error or warning) and then work.

let server: ChildProcess;
let baseURL: string;
let browser: Browser;
const serverLog: string[] = [];
const sessions: Session[] = [];

/** Resolves with the server's address once it prints `listening on <port>`. */
function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the page server exited (${code})`)));
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      const port = /listening on (\d+)/.exec(chunk)?.[1];
      if (port) resolve(`http://localhost:${port}`);
      else serverLog.push(chunk);
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => serverLog.push(chunk));
  });
}

beforeAll(async () => {
  assertPackagesBuilt();
  const [program, client] = await Promise.all([
    bundleForNode('e2e/support/ssr/server.ts'),
    bundleForBrowser('e2e/support/ssr/client.tsx'),
  ]);
  // A host's client bundle takes the packages' built ESM, never their source.
  expect(client.sources.filter((file) => /packages\/[^/]+\/src\//.test(file))).toEqual([]);
  expect(client.sources.some((file) => file.includes('packages/react/dist/'))).toBe(true);
  // React's development builds on both sides: they report more than the production ones.
  server = spawn(process.execPath, [program, client.dir], {
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  [baseURL, browser] = await Promise.all([listening(server), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  server?.kill();
});

afterEach(async () => {
  for (const session of sessions.splice(0)) {
    await session.close();
    session.assertClean();
  }
  // The server rendered every page without a console error or warning of React's.
  expect(serverLog).toEqual([]);
});

interface Hydrated {
  page: Page;
  session: Session;
  /** The document the server sent, before any script ran. */
  serverHtml: string;
}

const readReport = (page: Page) =>
  page.evaluate(() => {
    const { recoverable, caught, uncaught, keptServerMarkup } = window.hydrationReport;
    return { recoverable, caught, uncaught, keptServerMarkup: keptServerMarkup() };
  });

/** Every console warning of the page (Session fails the test on console errors). */
function recordWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

async function expectHydratedCleanly(page: Page, warnings: string[]) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(await readReport(page)).toEqual({
    recoverable: [],
    caught: [],
    uncaught: [],
    keptServerMarkup: true,
  });
  expect(warnings).toEqual([]);
}

/** Opens a server-rendered page and waits until React has hydrated it, cleanly. */
async function openHydrated(path: string): Promise<Hydrated & { warnings: string[] }> {
  const session = await Session.open(browser, baseURL);
  sessions.push(session);
  const { page } = session;
  const warnings = recordWarnings(page);
  const response = await page.goto(path);
  const serverHtml = (await response?.text()) ?? '';
  await expectHydratedCleanly(page, warnings);
  return { page, session, serverHtml, warnings };
}

/** The page still reports nothing after the user's steps. */
async function expectStillClean({ page, warnings }: { page: Page; warnings: string[] }) {
  const { recoverable, caught, uncaught } = await readReport(page);
  expect({ recoverable, caught, uncaught, warnings }).toEqual({
    recoverable: [],
    caught: [],
    uncaught: [],
    warnings: [],
  });
}

// The last one: a page with a hydrated fragment has two.
const hostStatus = (page: Page) => page.locator('.host-status').last();

async function expectStatus(page: Page, pattern: RegExp) {
  await expect.poll(() => hostStatus(page).textContent(), { timeout: 5_000 }).toMatch(pattern);
}

const smsHeading = 'Enter the code we texted you';

describe('server-rendered widgets hydrate in Chromium', () => {
  it('LoginFlow: the password login reaches the code screen, and the code logs in', async () => {
    const opened = await openHydrated('/page/login');
    const { page, serverHtml } = opened;
    expect(serverHtml).toContain('autoComplete="current-password"');
    await ui.email(page).fill('sms@gatehouse.test');
    await ui.password(page).fill(MOCK_PASSWORD);
    await ui.logIn(page).click();
    await expectVisible(ui.heading(page, smsHeading));
    await ui.codeField(page).fill(MOCK_CODE);
    await expectStatus(page, /^Logged in, going to \/home$/);
    await expectStillClean(opened);
  });

  it.each(['stream', 'string'])(
    'LoginFlow with social providers, rendered by %s: no boundary left to the browser, logos after hydration',
    async (api) => {
      const opened = await openHydrated(`/page/loginSocial?api=${api}`);
      const { page, serverHtml } = opened;
      expect(serverHtml).toContain('aria-label="Log in with Google"');
      expect(serverHtml).not.toContain('<!--$!-->');
      await expect.poll(() => page.locator('.gh-social__logo svg').count()).toBe(2);
      await expectStillClean(opened);
    },
  );

  it('LoginFlow (businessInvite): the fixed email logs in with its password', async () => {
    const opened = await openHydrated('/page/loginBusinessInvite?email=sms%40gatehouse.test');
    const { page } = opened;
    expect(await ui.email(page).inputValue()).toBe('sms@gatehouse.test');
    expect(await ui.email(page).getAttribute('readonly')).not.toBeNull();
    await ui.password(page).fill(MOCK_PASSWORD);
    await ui.logIn(page).click();
    await expectVisible(ui.heading(page, smsHeading));
    await expectStillClean(opened);
  });

  it('LoginFlow (dataSharing): the email alone reaches the code screen', async () => {
    const opened = await openHydrated('/page/loginDataSharing');
    const { page } = opened;
    expect(await ui.password(page).count()).toBe(0);
    await ui.email(page).fill('sms@gatehouse.test');
    await ui.logIn(page).click();
    await expectVisible(ui.heading(page, smsHeading));
    await expectStillClean(opened);
  });

  it('SignupForm: the email sign-up submits and hands the new sign-up to the page', async () => {
    const opened = await openHydrated('/page/signup');
    const { page } = opened;
    await page.getByLabel('Your email address', { exact: true }).fill('new@example.com');
    await ui.button(page, 'Sign up').click();
    await expectStatus(page, /^Signed up as su-[0-9a-f]+$/);
    await expectStillClean(opened);
  });

  it('SignupForm (register): countries load after hydration, and the form registers', async () => {
    const opened = await openHydrated('/page/register?email=new%40example.com');
    const { page, serverHtml } = opened;
    expect(serverHtml).toContain('Loading countries…');
    const country = page.getByLabel('Country of registration', { exact: true });
    await expectVisible(country);
    await page.getByLabel('Create a password', { exact: true }).fill('Password123');
    await ui.button(page, 'Sign up').click();
    await expectStatus(page, /^Registered as su-[0-9a-f]+$/);
    await expectStillClean(opened);
  });

  it('SignupPhoneVerification: the number gets a code screen, and the code verifies it', async () => {
    const opened = await openHydrated('/page/signupPhone?signupId=su-ssr&signupToken=st-ssr');
    const { page } = opened;
    await page.getByLabel('Phone number', { exact: true }).fill('07700 900123');
    await ui.button(page, 'Continue').click();
    await expectVisible(ui.heading(page, smsHeading));
    await ui.codeField(page).fill(MOCK_CODE);
    await expectStatus(page, /^Phone number verified$/);
    await expectStillClean(opened);
  });

  it('ChallengeFlow: a fragment rendered for a mock token hydrates, and its code screen takes the code', async () => {
    // The mock keeps its tokens in the page: log in there first, then hydrate the server's
    // rendering of <ChallengeFlow ott> for that token in the same page.
    const opened = await openHydrated('/page/empty');
    const { page } = opened;
    const ott = await page.evaluate(async (password) => {
      const answer = await fetch('/login-api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Client-Id': 'gatehouse-web' },
        body: JSON.stringify({ email: 'sms@gatehouse.test', password }),
      });
      const body = (await answer.json()) as {
        data: { oneTimeTokenProperties: { oneTimeToken: string } };
      };
      return body.data.oneTimeTokenProperties.oneTimeToken;
    }, MOCK_PASSWORD);
    await page.evaluate(() => document.documentElement.removeAttribute('data-hydrated'));
    await page.evaluate(
      (url) => window.hydrationReport.hydrateFragment(url),
      `/fragment/challenge?ott=${encodeURIComponent(ott)}`,
    );
    await expectHydratedCleanly(page, opened.warnings);
    await expectVisible(ui.heading(page, smsHeading));
    await ui.codeField(page).fill(MOCK_CODE);
    await expectStatus(page, /^Approved: IDENTITY__LOGIN$/);
    await expectStillClean(opened);
  });

  it('PhoneNumberSettings: adds a number through the approval modal and its code screen', async () => {
    const opened = await openHydrated('/page/phoneSettings');
    const { page, session } = opened;
    // 403: the save asks for approval.
    session.expectHttpErrors(403);
    await ui.button(page, 'Add a phone number').click();
    await page.getByLabel('Phone number', { exact: true }).fill('07700 900123');
    await ui.button(page, 'Save number').click();
    const modal = page.getByRole('dialog', { name: "Confirm it's you" });
    await expectVisible(modal.getByRole('heading', { name: smsHeading, exact: true }));
    await modal.getByLabel('6-digit code', { exact: true }).fill(MOCK_CODE);
    await expectVisible(ui.heading(page, 'Your phone number is saved'));
    await expectStatus(page, /^Saved \+447700900123$/);
    await expectStillClean(opened);
  });

  it('ChangePhoneNumberIntro: Continue shows the requirements, and their Continue reaches the page', async () => {
    const opened = await openHydrated('/page/changePhoneNumberIntro');
    const { page } = opened;
    await ui.button(page, 'Continue').click();
    await expectVisible(ui.heading(page, 'Change your phone number'));
    await ui.button(page, 'Continue').click();
    await expectStatus(page, /^Going on to the change$/);
    await expectStillClean(opened);
  });
});
