import type { Page } from 'playwright-core';
import { expectFocused, expectPath, expectVisible } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { code, password, ui } from './support/login';
import { Session } from './support/session';

const socialButton = (page: Page, provider: string) =>
  page.getByRole('button', { name: `Log in with ${provider}`, exact: true });

const socialFailure = (page: Page) =>
  ui.alert(page).getByText('Something went wrong, please try again.', { exact: true });

/** Everything the page keeps: both storages and the cookies. */
async function storedEverywhere(session: Session): Promise<string> {
  const storage = await session.page.evaluate(() =>
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
  );
  return `${storage} ${JSON.stringify(await session.context.cookies())}`;
}

describe('social sign-in', () => {
  test('Google → the provider page → back with the token → SMS code → /home', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await session.goto('/login');
    const group = page.getByRole('group', { name: 'Or log in with', exact: true });
    await expectVisible(group);
    for (const provider of ['Google', 'Facebook', 'Apple'])
      await expectVisible(socialButton(page, provider));
    await expectNoAxeViolations(page, 'the login form with social buttons');

    await socialButton(page, 'Google').click();
    await page.waitForURL(/\/mock\/social\/google\?state=[A-Za-z0-9_-]+$/, { timeout: 5_000 });
    const [start] = await session.expectRequests('POST', '/gateway/v1/socials', 1);
    const { loginStateUrl } = JSON.parse(start?.body ?? '{}') as { loginStateUrl?: string };
    expect(JSON.parse(start?.body ?? '{}')).toMatchObject({
      clientId: 'gatehouse-web',
      provider: 'GOOGLE',
    });
    // The return must bring back the state this tab keeps (and only the state is kept).
    const state = /^(.+)\/login\?socialState=([0-9a-f]{64})$/.exec(loginStateUrl ?? '');
    expect(state?.[1]).toBe(session.baseURL);
    expect(await page.evaluate(() => Object.values(sessionStorage))).toEqual([state?.[2]]);
    await expectVisible(ui.heading(page, 'Sign in with Google'));
    await expectNoAxeViolations(page, 'the mock provider page');

    const tokenRequest = page.waitForRequest((request) =>
      request.url().includes('/one-time-token/status'),
    );
    await ui.button(page, 'Continue as Ada Lovelace').click();
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    await expectPath(page, '/login');
    // Token and state are taken once and removed: nothing left to bookmark, share or keep in history.
    expect(new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    const token = (await tokenRequest).headers()['one-time-token'];
    expect(token).toMatch(/^ott-/);

    await ui.codeField(page).fill(code);
    await expectPath(page, '/home');
    expect(session.requests.filter((request) => request.url.href.includes(token!))).toEqual([]);
    expect(await storedEverywhere(session)).not.toContain(token!);
  });

  test("a forged return link (a valid social token, with no state or another browser's) shows the error and makes no token call", async ({
    browser,
    session,
    page,
  }) => {
    // The attacker's own browser: a social sign-in through the provider, stopped before the return.
    const attacker = await Session.open(browser, session.baseURL);
    let completed: { oneTimeToken: string; loginStateUrl: string };
    try {
      await attacker.goto('/login');
      await socialButton(attacker.page, 'Google').click();
      await attacker.page.waitForURL(/\/mock\/social\/google\?state=/, { timeout: 5_000 });
      // The provider page renders once the mock API runs in it.
      await expectVisible(ui.heading(attacker.page, 'Sign in with Google'));
      const state = new URL(attacker.page.url()).searchParams.get('state');
      completed = await attacker.page.evaluate(async (value) => {
        const response = await fetch('/mock-api/socials/complete', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ state: value }),
        });
        return (await response.json()) as { oneTimeToken: string; loginStateUrl: string };
      }, state);
    } finally {
      await attacker.close();
    }
    attacker.assertClean();
    expect(completed.oneTimeToken).toMatch(/^ott-social-/);
    const tokenCalls = () => [
      ...session.requestsTo('GET', '/one-time-token/status'),
      ...session.requestsTo('POST', '/v2/auth'),
    ];

    // The victim opens a link with the attacker's token and no state, in a fresh page.
    await installAxe(page);
    await session.goto(`/login#ott=${encodeURIComponent(completed.oneTimeToken)}`);
    await expectVisible(socialFailure(page));
    expect(new URL(page.url()).hash).toBe('');
    await expectNoAxeViolations(page, 'the refused social return');
    await page.waitForLoadState('networkidle');
    expect(tokenCalls()).toEqual([]);
    expect(await ui.email(page).isEditable()).toBe(true);

    // The victim's tab waits for its own Google sign-in; the attacker's link carries the attacker's state.
    await socialButton(page, 'Google').click();
    await page.waitForURL(/\/mock\/social\/google\?state=/, { timeout: 5_000 });
    const forged = new URL(completed.loginStateUrl);
    expect(forged.searchParams.get('socialState')).toMatch(/^[0-9a-f]{64}$/);
    await session.goto(
      `${forged.pathname}${forged.search}#ott=${encodeURIComponent(completed.oneTimeToken)}`,
    );
    await expectVisible(socialFailure(page));
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).hash).toBe('');
    await page.waitForLoadState('networkidle');
    expect(tokenCalls()).toEqual([]);
    expect(
      session.requests.filter((request) => request.url.href.includes(completed.oneTimeToken)),
    ).toEqual([]);
  });

  test('a refused social sign-in shows "Something went wrong, please try again." and the form stays usable', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(500);
    await installAxe(page);
    await session.goto('/login?mockSocial=down');
    await socialButton(page, 'Apple').click();
    await expectVisible(socialFailure(page));
    expect(session.pathname()).toBe('/login');
    expect(await socialButton(page, 'Apple').getAttribute('aria-busy')).toBeNull();
    expect(await socialButton(page, 'Google').isEnabled()).toBe(true);
    await expectNoAxeViolations(page, 'the social failure alert');
  });
});

describe('the business-invite login', () => {
  test('names the invite email, keeps it fixed, and logs in with the password', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await session.goto('/login?variant=businessInvite&email=sms%40gatehouse.test');
    await expectVisible(
      page.getByText('Log in as sms@gatehouse.test to accept your invite.', { exact: true }),
    );
    const email = ui.email(page);
    expect(await email.inputValue()).toBe('sms@gatehouse.test');
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('group', { name: 'Or log in with' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'the business-invite login');

    await ui.logIn(page).click();
    await expectFocused(ui.password(page));
    await ui.password(page).fill(password);
    await ui.logIn(page).click();
    await expectVisible(ui.codeField(page));
    const [sent] = await session.expectRequests('POST', '/login-api/login', 1);
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ email: 'sms@gatehouse.test', password });
    await ui.codeField(page).fill(code);
    await expectPath(page, '/home');
  });
});

describe('the data-sharing login', () => {
  test('has no password field, shows the notice and policy link, and logs in by email alone', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await session.goto('/login?variant=dataSharing');
    await expectVisible(
      page.getByText("We'll never ask for your password to share your data.", { exact: false }),
    );
    expect(await ui.link(page, 'Read our data-sharing policy').getAttribute('href')).toBe(
      '/legal/data-sharing-policy',
    );
    expect(await page.getByLabel('Password').count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Or log in with' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'the data-sharing login');

    await ui.email(page).fill('sms@gatehouse.test');
    await ui.logIn(page).click();
    await expectVisible(ui.codeField(page));
    expect(session.requestsTo('POST', '/login-api/login')).toEqual([]);
    const [sent] = await session.expectRequests('POST', '/login-api/login-cdr', 1);
    const body = JSON.parse(sent?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'sms@gatehouse.test' });
    expect(body).not.toHaveProperty('password');
  });
});
