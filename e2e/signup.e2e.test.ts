import type { Page } from 'playwright-core';
import { expectFocused, expectPath, expectVisible } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { installCaptchaStandIns, STAND_IN_TURNSTILE_TOKEN } from './support/captchaStandIns';
import { describe, expect, test } from './support/fixtures';
import { ui } from './support/login';

const signup = {
  email: (page: Page) => page.getByLabel('Your email address', { exact: true }),
  password: (page: Page) => page.getByLabel('Create a password', { exact: true }),
  submit: (page: Page) => ui.button(page, 'Sign up'),
};

describe('email sign-up', () => {
  test('signs up, writes the signup cookie and lands on /register/{id} with the VERIFY_EMAIL hash', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await session.goto('/signup?utm_source=news&redirectUrl=%2Fhome&unrelated=1');
    await expectVisible(ui.heading(page, 'Sign up'));
    expect(await signup.email(page).getAttribute('autocomplete')).toBe('email');
    expect(await ui.link(page, 'Terms and Conditions').getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
    expect(await ui.link(page, 'Privacy Policy').getAttribute('href')).toBe('/privacy-policy');
    await expectNoAxeViolations(page, 'the email sign-up form');

    await signup.submit(page).click();
    await expectVisible(page.getByText('Please enter a valid email', { exact: true }));
    await expectFocused(signup.email(page));
    await expectNoAxeViolations(page, 'the email sign-up form with its error');

    await signup.email(page).fill('new@example.com');
    await signup.email(page).press('Enter');
    await signup.email(page).press('Enter');
    // The page's redirectUrl is carried as the navigation gate's absolute href.
    const carried = new URLSearchParams({
      redirectUrl: `${session.baseURL}/home`,
      utm_source: 'news',
    }).toString();
    await page.waitForURL(
      (url) =>
        url.origin === session.baseURL &&
        /^\/register\/su-[0-9a-f]+$/.test(url.pathname) &&
        url.search === `?${carried}` &&
        /^#\/email\?screen=VERIFY_EMAIL&emailVerifyOtt=evo-[0-9a-f]+$/.test(url.hash),
    );
    await session.expectRequests('POST', '/identity/api/v1/sign-up', 1);
    const cookie = (await session.context.cookies()).find((entry) => entry.name === 'signupToken');
    expect(cookie).toMatchObject({
      value: expect.stringMatching(/^st-/),
      secure: true,
      sameSite: 'Strict',
      path: '/register',
    });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(3500);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(3600);
    await expectVisible(ui.heading(page, 'Create your account'));
    await expectNoAxeViolations(page, 'the register page');
    // The register page reads it; no other page of the site does.
    expect(await page.evaluate(() => document.cookie)).toContain(`signupToken=${cookie!.value}`);
    await session.goto('/login');
    expect(await page.evaluate(() => document.cookie)).not.toContain('signupToken');
  });

  test('carries the email typed on /signup to the register form, never in the address', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await session.goto('/signup?utm_source=news');
    await signup.email(page).fill('ada@example.com');
    await signup.submit(page).click();
    await expectVisible(ui.heading(page, 'Finish signing up'));
    await expectVisible(page.getByText('Sign up as ada@example.com', { exact: true }));
    expect(await signup.email(page).inputValue()).toBe('ada@example.com');
    expect(await signup.email(page).getAttribute('readonly')).not.toBeNull();
    const url = new URL(page.url());
    expect(url.pathname).toMatch(/^\/register\/su-[0-9a-f]+$/);
    expect(url.search).toBe('?utm_source=news');
    expect(page.url()).not.toMatch(/ada(@|%40)/);
    // A page load, so the register page reads the signup cookie; the tab kept no token.
    expect(await page.evaluate(() => document.cookie)).toMatch(/(^|; )signupToken=st-/);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('st-');
    await expectNoAxeViolations(page, 'the register form with the email from /signup');

    await page.reload();
    await expectVisible(page.getByText('Sign up as ada@example.com', { exact: true }));
    await expectVisible(page.getByLabel('Country of registration', { exact: true }));
    await signup.password(page).fill('abcdefgh1');
    await signup.submit(page).click();
    await expectVisible(ui.heading(page, 'Enter your phone number'));
    expect(
      session
        .requestsTo('POST', '/identity/api/v1/sign-up')
        .map((request) => JSON.parse(request.body ?? '{}').signup.email),
    ).toEqual(['ada@example.com', 'ada@example.com']);

    // Another sign-up's register page does not get this email.
    await session.goto('/register/su-demo');
    await expectVisible(ui.heading(page, 'Finish signing up'));
    expect(await page.getByText('Sign up as ada@example.com', { exact: true }).count()).toBe(0);
    expect(await signup.email(page).inputValue()).toBe('');
  });

  test("the page's footer names the sign-up widget, not the login's", async ({ session, page }) => {
    await session.goto('/signup');
    const footer = page.getByRole('contentinfo');
    await expectVisible(footer.getByText('<SignupForm>', { exact: true }));
    expect(await footer.getByText('<LoginFlow>', { exact: true }).count()).toBe(0);
  });

  test("shows the server's message with 'Log in' for a taken email", async ({ session, page }) => {
    session.expectHttpErrors(409);
    await installAxe(page);
    await session.goto('/signup?redirectUrl=%2Fhome');
    await signup.email(page).fill('taken@gatehouse.test');
    await signup.submit(page).click();
    const alert = ui.alert(page);
    await expectVisible(
      alert.getByText('An account with this email already exists.', { exact: true }),
    );
    const logIn = alert.getByRole('link', { name: 'Log in', exact: true });
    // The page's redirectUrl is carried as the navigation gate's absolute href.
    expect(await logIn.getAttribute('href')).toBe(
      `${session.baseURL}/login?${new URLSearchParams({ redirectUrl: `${session.baseURL}/home` }).toString()}`,
    );
    await expectNoAxeViolations(page, 'the sign-up failure alert');
    await logIn.click();
    await expectPath(page, '/login');
    await expectVisible(ui.loginHeading(page));
  });
});

describe('email sign-up with the invisible captcha (vendor stand-in served at its URL)', () => {
  test('sends a fresh Turnstile token with each attempt', async ({ session, page }) => {
    session.expectHttpErrors(409);
    await installCaptchaStandIns(session.context, session.baseURL);
    await session.goto('/signup?captcha=turnstile');
    await signup.email(page).fill('taken@gatehouse.test');
    await signup.submit(page).click();
    await expectVisible(
      ui.alert(page).getByText('An account with this email already exists.', { exact: true }),
    );
    await signup.email(page).fill('fresh@example.com');
    await signup.submit(page).click();
    await page.waitForURL(/\/register\/su-/);
    const bodies = session
      .requestsTo('POST', '/identity/api/v1/sign-up')
      .map(
        (request) =>
          JSON.parse(request.body ?? '{}') as { captcha?: { token: string; type: string } },
      );
    expect(bodies.map((body) => body.captcha)).toEqual([
      { token: `${STAND_IN_TURNSTILE_TOKEN}-1`, type: 'TURNSTILE' },
      { token: `${STAND_IN_TURNSTILE_TOKEN}-2`, type: 'TURNSTILE' },
    ]);
    expect(session.cspViolations).toEqual([]);
  });

  test('shows the captcha message and sends nothing when Turnstile fails with a no-retry code', async ({
    session,
    page,
  }) => {
    await installCaptchaStandIns(session.context, session.baseURL, { turnstileErrors: ['110200'] });
    await session.goto('/signup?captcha=turnstile');
    await signup.email(page).fill('fresh@example.com');
    await signup.submit(page).click();
    await expectVisible(ui.alert(page).getByText(/Captcha verification failed \(error 110200\)/));
    expect(session.requestsTo('POST', '/identity/api/v1/sign-up')).toHaveLength(0);
  });
});

describe('full registration', () => {
  test('account type, password rules, country and its warning, then the phone step', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await session.goto('/register/su-demo');
    await expectVisible(ui.heading(page, 'Create your account'));
    const country = page.getByLabel('Country of registration', { exact: true });
    await expectVisible(country);
    expect(await country.inputValue()).toBe('GB');
    expect(await signup.password(page).getAttribute('autocomplete')).toBe('new-password');
    await expectNoAxeViolations(page, 'the registration form');

    await signup.email(page).fill('new@example.com');
    await signup.password(page).fill('abcdefgh1');
    await expectVisible(page.getByText("That's your password sorted.", { exact: true }));
    await country.selectOption('JP');
    await page.getByRole('radio', { name: 'Business', exact: true }).check();
    const residence = page.getByLabel('Country of residence', { exact: true });
    await expectVisible(
      page.getByText("Sorry, we can't offer business accounts to customers in Japan yet", {
        exact: true,
      }),
    );
    await expectNoAxeViolations(page, 'the registration form with the country warning');
    await signup.submit(page).click();
    await expectFocused(residence);
    expect(session.requestsTo('POST', '/identity/api/v1/sign-up')).toHaveLength(0);

    await residence.selectOption('DE');
    await signup.submit(page).click();
    await expectVisible(ui.heading(page, 'Enter your phone number'));
    const sent = await session.expectRequests('POST', '/identity/api/v1/sign-up', 1);
    expect(JSON.parse(sent[0]!.body ?? '{}')).toMatchObject({
      signup: {
        email: 'new@example.com',
        password: 'abcdefgh1',
        accountType: 'business',
        country: 'DE',
        isConsentSeen: true,
      },
    });
    expect(session.pathname()).toBe('/register/su-demo');
    await expectNoAxeViolations(page, 'the phone step after registration');
  });

  test("says 'Sign up as {email}' when the page fixes the email", async ({ session, page }) => {
    await installAxe(page);
    await session.goto('/register/su-demo?email=new%40example.com');
    await expectVisible(page.getByText('Sign up as new@example.com', { exact: true }));
    expect(await signup.email(page).getAttribute('readonly')).not.toBeNull();
    await expectNoAxeViolations(page, 'the registration form with a fixed email');
  });
});
