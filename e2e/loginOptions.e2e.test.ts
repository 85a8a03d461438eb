import type { Page } from 'playwright-core';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { expectFocused, expectPath, expectVisible } from './support/assertions';
import { describe, expect, test } from './support/fixtures';
import { code, password, ui } from './support/login';
import type { Session } from './support/session';

const socialButton = (page: Page, provider: string) => page.getByRole('button', { name: `Log in with ${provider}`, exact: true });

/** Everything the page keeps: both storages and the cookies. */
async function storedEverywhere(session: Session): Promise<string> {
  const storage = await session.page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]));
  return `${storage} ${JSON.stringify(await session.context.cookies())}`;
}

describe('social sign-in', () => {
  test('Google → the provider page → back with the token → SMS code → /home', async ({ session, page }) => {
    await installAxe(page);
    await session.goto('/login');
    const group = page.getByRole('group', { name: 'Or log in with', exact: true });
    await expectVisible(group);
    for (const provider of ['Google', 'Facebook', 'Apple']) await expectVisible(socialButton(page, provider));
    await expectNoAxeViolations(page, 'the login form with social buttons');

    await socialButton(page, 'Google').click();
    await page.waitForURL(/\/mock\/social\/google\?state=[A-Za-z0-9_-]+$/, { timeout: 5_000 });
    const [start] = session.requestsTo('POST', '/gateway/v1/socials');
    expect(JSON.parse(start?.body ?? '{}')).toMatchObject({
      clientId: 'gatehouse-web',
      provider: 'GOOGLE',
      loginStateUrl: `${session.baseURL}/login`,
    });
    await expectVisible(ui.heading(page, 'Sign in with Google'));
    await expectNoAxeViolations(page, 'the mock provider page');

    const tokenRequest = page.waitForRequest((request) => request.url().includes('/one-time-token/status'));
    await ui.button(page, 'Continue as Ada Lovelace').click();
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    await expectPath(page, '/login');
    // The fragment is read once and removed: nothing left to bookmark, share or keep in history.
    expect(new URL(page.url()).hash).toBe('');
    const token = (await tokenRequest).headers()['one-time-token'];
    expect(token).toMatch(/^ott-/);

    await ui.codeField(page).fill(code);
    await expectPath(page, '/home');
    expect(session.requests.filter((request) => request.url.href.includes(token!))).toEqual([]);
    expect(await storedEverywhere(session)).not.toContain(token!);
  });

  test('a refused social sign-in shows "Something went wrong, please try again." and the form stays usable', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(500);
    await installAxe(page);
    await session.goto('/login?mockSocial=down');
    await socialButton(page, 'Apple').click();
    await expectVisible(ui.alert(page).getByText('Something went wrong, please try again.', { exact: true }));
    expect(session.pathname()).toBe('/login');
    expect(await socialButton(page, 'Apple').getAttribute('aria-busy')).toBeNull();
    expect(await socialButton(page, 'Google').isEnabled()).toBe(true);
    await expectNoAxeViolations(page, 'the social failure alert');
  });
});

describe('the business-invite login', () => {
  test('names the invite email, keeps it fixed, and logs in with the password', async ({ session, page }) => {
    await installAxe(page);
    await session.goto('/login?variant=businessInvite&email=sms%40gatehouse.test');
    await expectVisible(page.getByText('Log in as sms@gatehouse.test to accept your invite.', { exact: true }));
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
    const [sent] = session.requestsTo('POST', '/login-api/login');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ email: 'sms@gatehouse.test', password });
    await ui.codeField(page).fill(code);
    await expectPath(page, '/home');
  });
});

describe('the data-sharing login', () => {
  test('has no password field, shows the notice and policy link, and logs in by email alone', async ({ session, page }) => {
    await installAxe(page);
    await session.goto('/login?variant=dataSharing');
    await expectVisible(page.getByText("We'll never ask for your password to share your data.", { exact: false }));
    expect(await ui.link(page, 'Read our data-sharing policy').getAttribute('href')).toBe('/legal/data-sharing-policy');
    expect(await page.getByLabel('Password').count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Or log in with' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'the data-sharing login');

    await ui.email(page).fill('sms@gatehouse.test');
    await ui.logIn(page).click();
    await expectVisible(ui.codeField(page));
    expect(session.requestsTo('POST', '/login-api/login')).toEqual([]);
    const [sent] = session.requestsTo('POST', '/login-api/login-cdr');
    const body = JSON.parse(sent?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'sms@gatehouse.test' });
    expect(body).not.toHaveProperty('password');
  });
});
