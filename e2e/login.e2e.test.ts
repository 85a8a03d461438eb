import { scenarios } from '@gatehouse-auth/mock-api';
import {
  expectFocused,
  expectGone,
  expectPath,
  expectValue,
  expectVisible,
} from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { code, logIn, password, ui } from './support/login';
import { holdRequests } from './support/time';

describe('the login form', () => {
  test('asks for both fields on an empty submit and focuses the email', async ({
    session,
    page,
  }) => {
    await session.goto('/login');
    await ui.logIn(page).click();
    await expect
      .poll(() => page.getByText('Please fill this field', { exact: true }).count())
      .toBe(2);
    await expectFocused(ui.email(page));
    expect(await ui.email(page).getAttribute('aria-invalid')).toBe('true');
    expect(session.requests.filter((r) => r.url.pathname.startsWith('/login-api'))).toEqual([]);

    await ui.email(page).fill('sms@gatehouse.test');
    await ui.logIn(page).click();
    await expect
      .poll(() => page.getByText('Please fill this field', { exact: true }).count())
      .toBe(1);
    await expectFocused(ui.password(page));
  });

  test('shows and hides the password from the keyboard, keeps what was typed, and logs in with it', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await session.goto('/login');
    await ui.email(page).fill('sms@gatehouse.test');
    const field = ui.password(page);
    await field.fill(password);
    await field.press('Tab');
    const show = ui.button(page, 'Show password');
    await expectFocused(show);
    expect(await show.getAttribute('aria-pressed')).toBeNull();
    await page.keyboard.press('Enter');

    const hide = ui.button(page, 'Hide password');
    await expectFocused(hide);
    expect(await hide.getAttribute('aria-pressed')).toBeNull();
    expect(await field.getAttribute('type')).toBe('text');
    expect(await field.getAttribute('autocomplete')).toBe('current-password');
    await expectValue(field, password);
    await expectNoAxeViolations(page, 'the login form with the password shown');
    // Nothing was sent: the toggle is not a submit.
    expect(session.requestsTo('POST', '/login-api/login')).toHaveLength(0);

    await page.keyboard.press('Space');
    await expectFocused(show);
    expect(await field.getAttribute('type')).toBe('password');
    await ui.logIn(page).click();
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    const [login] = await session.expectRequests('POST', '/login-api/login', 1);
    expect(JSON.parse(login?.body ?? '{}')).toMatchObject({ password });
  });

  test('offers "Reset password" after a wrong password', async ({ session, page }) => {
    session.expectHttpErrors(401);
    await session.goto('/login');
    await logIn(page, 'sms@gatehouse.test', 'not-the-password');
    await expectVisible(ui.alert(page).getByText('Wrong email or password.'));
    const reset = ui.alert(page).getByRole('link', { name: 'Reset password', exact: true });
    expect(await reset.getAttribute('href')).toBe(
      `${session.baseURL}/login/forgot-password?utm_source=login`,
    );
    await reset.click();
    await expectPath(page, '/login/forgot-password');
    await expectVisible(ui.heading(page, 'Reset your password'));
    await expectVisible(page.getByText('Acme Money page (host), not part of Gatehouse'));
  });

  test('sends one login request for a double Enter', async ({ session, page }) => {
    // The first login stays on its way until both Enters are in.
    const login = await holdRequests(page, 'POST', '/login-api/login');
    await session.goto('/login');
    await ui.email(page).fill('sms@gatehouse.test');
    await ui.password(page).fill('Password123');
    await ui.password(page).press('Enter');
    await ui.password(page).press('Enter');
    await expect.poll(() => login.calls()).toBe(1);
    await expect.poll(() => ui.logIn(page).getAttribute('aria-busy')).toBe('true');
    await login.release();
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    expect(await login.calls()).toBe(1);
    await session.expectRequests('POST', '/login-api/login', 1);
  });

  test('shows the deactivated screen with "Appeal our decision" when an appeal is possible', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(403);
    await session.goto('/login');
    await logIn(page, 'deactivated@gatehouse.test');
    const heading = ui.heading(page, 'Your account has been deactivated');
    await expectVisible(heading);
    await expectFocused(heading);
    await expectVisible(
      page.getByText("We've deactivated your account because it didn't meet our terms of use."),
    );
    await ui.link(page, 'Appeal our decision').click();
    await expectPath(page, '/appeals');
    await expectVisible(ui.heading(page, 'Appeal our decision'));
    await expectVisible(page.getByText('Acme Money page (host), not part of Gatehouse'));
  });

  test('shows the deactivated screen without an appeal when none is possible, and Back returns', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(403);
    await session.goto('/login');
    await logIn(page, 'deactivated-final@gatehouse.test');
    await expectVisible(ui.heading(page, 'Your account has been deactivated'));
    expect(await ui.link(page, 'Appeal our decision').count()).toBe(0);
    await ui.button(page, 'Back').click();
    await expectVisible(ui.loginHeading(page));
    await expectVisible(ui.email(page));
  });

  test('sends a reactivation-eligible account to the reactivation page with its token', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(403);
    await session.goto('/login');
    await logIn(page, 'reactivate@gatehouse.test');
    await page.waitForURL(/\/login\/reactivate-account#intro\?token=react-ott-7f3c9a$/);
    await expectVisible(ui.heading(page, 'Reactivate your account'));
    await expectVisible(page.getByText('react-ott-7f3c9a', { exact: true }));
  });

  test('adds "Get help" when the server asks the user to contact support', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(403);
    await session.goto('/login');
    await logIn(page, 'contact@gatehouse.test');
    await expectVisible(ui.alert(page).getByText('Your account is locked.'));
    const help = ui.alert(page).getByRole('link', { name: 'Get help', exact: true });
    expect(await help.getAttribute('href')).toBe(
      `${session.baseURL}/help/contact/flows/logged-out/trouble-logging-in`,
    );
    await help.click();
    await expectPath(page, '/help/contact/flows/logged-out/trouble-logging-in');
    await expectVisible(ui.heading(page, 'Help centre'));
  });

  test('turns a link in the error message into an action, never into HTML', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(400);
    await session.goto('/login');
    await logIn(page, 'link-message@gatehouse.test');
    const alert = ui.alert(page);
    await expectVisible(alert.getByRole('link', { name: 'Read more', exact: true }));
    expect(
      await alert.getByRole('link', { name: 'Read more', exact: true }).getAttribute('href'),
    ).toBe(`${session.baseURL}/help/articles/blocked`);
    expect(await alert.innerText()).not.toContain('<a');
  });

  for (const email of ['server-error@gatehouse.test', 'malformed@gatehouse.test']) {
    test(`shows "Something went wrong." for ${email} and stays usable`, async ({
      session,
      page,
    }) => {
      session.expectHttpErrors(500);
      await session.goto('/login');
      await logIn(page, email);
      await expectVisible(ui.alert(page).getByText('Something went wrong.', { exact: true }));
      const logInButton = ui.logIn(page);
      expect(await logInButton.isEnabled()).toBe(true);
      expect(await logInButton.getAttribute('aria-disabled')).toBeNull();
      await ui.email(page).fill('sms@gatehouse.test');
      await ui.logIn(page).click();
      await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    });
  }
});

describe('redirectUrl', () => {
  test("lands on the page's redirectUrl after the second factor: the token exchange answers it", async ({
    session,
    page,
  }) => {
    await session.goto('/login?redirectUrl=/send-money');
    await logIn(page, 'sms@gatehouse.test');
    await ui.codeField(page).fill(code);
    await expectPath(page, '/send-money');
    await expectVisible(page.getByText('/send-money', { exact: true }));
    const [loginCall] = session.requestsTo('POST', '/login-api/login');
    expect(JSON.parse(loginCall?.body ?? '{}')).toMatchObject({ redirectAfterUrl: '/send-money' });
  });

  test('lands on /home when the redirectUrl leaves the site', async ({ session, page }) => {
    await session.goto(`/login?redirectUrl=${encodeURIComponent('//evil.example/send-money')}`);
    await logIn(page, 'no-2fa@gatehouse.test');
    await expectPath(page, '/home');
    await expectVisible(ui.heading(page, "You're logged in"));
  });
});

describe('the host page', () => {
  test('lists every mock account and fills in the one picked', async ({ session, page }) => {
    await session.goto('/');
    const panel = page.getByRole('complementary', { name: 'Test accounts' });
    await expectVisible(panel);
    await expectVisible(panel.getByText('Password123', { exact: true }));
    await expectVisible(panel.getByText('111111', { exact: true }));
    for (const scenario of scenarios) {
      await expectVisible(panel.getByRole('button', { name: scenario.email, exact: true }));
    }
    await panel.getByRole('button', { name: 'totp@gatehouse.test', exact: true }).click();
    await expectValue(ui.email(page), 'totp@gatehouse.test');
    await ui.password(page).fill('Password123');
    await ui.logIn(page).click();
    await expectVisible(ui.heading(page, 'Enter the code from your authenticator app'));
  });

  test("marks the product's own pages as the host's, naming where the user landed", async ({
    session,
    page,
  }) => {
    await session.goto('/help/flows/logged-out');
    await expectVisible(page.getByText('Acme Money page (host), not part of Gatehouse'));
    await expectVisible(ui.heading(page, 'Help centre'));
    await expectVisible(page.getByText('/help/flows/logged-out', { exact: true }));
    await ui.link(page, 'Back to log in').click();
    await expectVisible(ui.loginHeading(page));
    await expectGone(page.getByText('Acme Money page (host), not part of Gatehouse'));
  });
});

describe('the example host routes with React Router', () => {
  test("onSuccess's path goes through navigate: /home without a page load, its heading focused", async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await session.goto('/login');
    // Anything the page holds survives a client-side route change, and no document loads.
    await page.evaluate(() => Object.assign(window, { acmeMarker: 'still this document' }));
    let documentLoads = 0;
    page.on('load', () => (documentLoads += 1));
    await logIn(page, 'sms@gatehouse.test');
    await ui.codeField(page).fill(code);
    const heading = ui.heading(page, "You're logged in");
    await expectVisible(heading);
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await page.evaluate(() => (window as { acmeMarker?: string }).acmeMarker)).toBe(
      'still this document',
    );
    expect(documentLoads).toBe(0);
    expect(session.requestsTo('GET', '/home')).toEqual([]);
    await expectFocused(heading);
    await expectNoAxeViolations(page, 'the home page after a client-side login');

    // The host's own links go through the router too, and back on /login a fresh widget starts.
    await ui.link(page, 'Log out and try another account').click();
    await expectVisible(ui.loginHeading(page));
    await expectFocused(ui.heading(page, 'Welcome back to Acme Money'));
    expect(documentLoads).toBe(0);
  });
});
