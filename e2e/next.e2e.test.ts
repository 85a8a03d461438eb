import type { Browser, Page, Route } from 'playwright-core';
import { test as base, describe, expect } from 'vitest';
import { expectGone, expectPath, expectVisible } from './support/assertions';
import { browserFixture, pageFixture, useSession } from './support/fixtures';
import { code, logIn, password, ui } from './support/login';
import { startNextApp } from './support/nextApp';
import type { Session } from './support/session';

// examples/next: the widgets in a Next.js App Router app, built with `next build` from the packed
// packages' dist and served by `next start`.
const test = base.extend<{ app: string; browser: Browser; session: Session; page: Page }>({
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const app = await startNextApp();
      await use(app.baseURL);
      await app.stop();
    },
    { scope: 'file' },
  ],
  browser: browserFixture,
  session: ({ app, browser }, use) => useSession(browser, app, use),
  page: pageFixture,
});

/** The page as the server sends it, before any script runs. */
async function serverHtml(app: string, path: string): Promise<string> {
  const response = await fetch(`${app}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

// Keeps the element the HTML parser made for `selector`, before any script of the page runs
// (Next's scripts are async, and hydration waits for the mock API besides).
const keepServerElement = (selector: string) => `(() => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.__serverElement = document.querySelector(${JSON.stringify(selector)});
  });
})();`;

/**
 * Waits until React has hydrated the element, then checks it is still the one the server sent:
 * a hydration mismatch would have React render it again on the client (and report an error).
 */
async function expectHydratedInPlace(page: Page, selector: string) {
  await expect
    .poll(
      () =>
        page.evaluate((selector) => {
          const element = document.querySelector(selector);
          return element !== null && Object.keys(element).some((key) => key.startsWith('__react'));
        }, selector),
      { timeout: 5_000 },
    )
    .toBe(true);
  const same = await page.evaluate(
    (selector) =>
      document.querySelector(selector) ===
      (window as unknown as { __serverElement?: Element | null }).__serverElement,
    selector,
  );
  expect(same).toBe(true);
}

const loginForm = 'form[aria-label="Log in"]';
const signupForm = 'form[aria-label="Sign up"]';

describe('the Next.js App Router example', () => {
  test('/login comes rendered from the server, hydrates in place, and logs sms@ in to /home', async ({
    app,
    session,
    page,
  }) => {
    const html = await serverHtml(app, '/login');
    expect(html).toMatch(/<form[^>]*aria-label="Log in"/);
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).toContain('sms@gatehouse.test');

    await session.context.addInitScript({ content: keepServerElement(loginForm) });
    await page.goto('/login');
    await expectHydratedInPlace(page, loginForm);

    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    await page.evaluate(
      () => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true),
    );
    await ui.codeField(page).fill(code);
    await expectPath(page, '/home');
    await expectVisible(ui.heading(page, "You're logged in"));
    // onSuccess gave the location to the App Router: a client-side navigation, no page load.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await session.expectRequests('POST', '/login-api/login', 1);
  });

  test('/login before hydration: a submit does nothing (no GET with the password in the address), then the form works', async ({
    session,
    page,
  }) => {
    // Every script of the page waits until the test lets it through: the server's HTML alone.
    const held: Route[] = [];
    let holding = true;
    await page.route('**/_next/static/**/*.js', async (route) => {
      if (holding) held.push(route);
      else await route.continue();
    });
    await session.context.addInitScript({ content: keepServerElement(loginForm) });
    await session.context.addInitScript({
      content: `addEventListener('submit', () => { window.__submits = (window.__submits ?? 0) + 1; }, true);`,
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await ui.email(page).fill('sms@gatehouse.test');
    await ui.password(page).fill(password);
    await ui.password(page).press('Enter');
    await ui.logIn(page).click({ force: true });
    expect(await ui.logIn(page).isDisabled()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __submits?: number }).__submits)).toBe(
      undefined,
    );
    // The browser's own submit would be a GET of this page with the named fields in the query.
    const sentForm = () =>
      session.requests.filter(
        (r) => r.url.searchParams.has('email') || r.url.searchParams.has('password'),
      );
    expect(sentForm()).toEqual([]);

    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await expectHydratedInPlace(page, loginForm);
    await expect.poll(() => ui.logIn(page).isEnabled()).toBe(true);
    // What was typed before hydration is not the widget's state: React keeps it on screen until
    // the form renders again. Typed afresh, it is.
    for (const field of [ui.email(page), ui.password(page)]) await field.clear();
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    expect(sentForm()).toEqual([]);
  });

  test('/signup comes rendered from the server, hydrates and signs up to /register/{id}', async ({
    app,
    session,
    page,
  }) => {
    expect(await serverHtml(app, '/signup')).toMatch(/<form[^>]*aria-label="Sign up"/);

    await session.context.addInitScript({ content: keepServerElement(signupForm) });
    await page.goto('/signup');
    await expectHydratedInPlace(page, signupForm);

    await page.getByLabel('Your email address', { exact: true }).fill('new@example.com');
    await ui.button(page, 'Sign up').click();
    await page.waitForURL((url) => /^\/register\/su-[0-9a-f]+$/.test(url.pathname));
    await expectVisible(ui.heading(page, 'Create your account'));
    await session.expectRequests('POST', '/identity/api/v1/sign-up', 1);
  });

  test('/transfer: withStepUp opens the approval, then sends the transfer again with it', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(403);
    const send = ui.button(page, 'Send £100 to Grace Hopper');
    await session.context.addInitScript({ content: keepServerElement('button.acme-button') });
    await page.goto('/transfer');
    await expectHydratedInPlace(page, 'button.acme-button');

    await send.click();
    const approval = page.getByRole('dialog', { name: "Confirm it's you", exact: true });
    await expectVisible(approval.getByRole('heading', { name: 'Enter the code we texted you' }));
    await approval.getByLabel('6-digit code', { exact: true }).fill(code);

    await expectVisible(page.getByText('Transfer sent. Approval: APPROVED.', { exact: true }));
    await expectGone(approval);
    await session.expectRequests('POST', '/api/v1/transfers', 2);
  });
});
