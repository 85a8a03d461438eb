import type { Page } from 'playwright-core';
import { expectFocused, expectPath, expectValue, expectVisible } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { logIn, ui } from './support/login';
import { holdRequests } from './support/time';

const passwordHeading = 'Enter your password';
const phoneGuessHeading = 'Confirm your phone number';
const wrongPassword = 'That password is incorrect. Please try again.';
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const digitsField = (page: Page) =>
  page.getByLabel('Missing digits of your phone number', { exact: true });

async function expectLoggedIn(page: Page) {
  await expectPath(page, '/home');
  await expectVisible(ui.heading(page, "You're logged in"));
}

/** Logs in with the account password, then waits for the password challenge. */
async function openPasswordChallenge(page: Page, email = 'password@gatehouse.test') {
  await logIn(page, email);
  const heading = ui.heading(page, passwordHeading);
  await expectVisible(heading);
  await expectFocused(heading);
}

describe('the password, reset-password and phone-guess challenges', () => {
  test('passes the password challenge after a wrong password', async ({ session, page }) => {
    session.expectHttpErrors(400);
    await installAxe(page);
    await session.goto('/login');
    await openPasswordChallenge(page);
    const field = passwordField(page);
    expect(await field.getAttribute('autocomplete')).toBe('current-password');
    await expectNoAxeViolations(page, 'the password screen');

    await ui.button(page, 'Show password').click();
    expect(await field.getAttribute('type')).toBe('text');
    await ui.button(page, 'Hide password').click();
    expect(await field.getAttribute('type')).toBe('password');

    await field.fill('Password999');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText(wrongPassword, { exact: true }));
    await expectFocused(field);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'the password screen with an error');

    await field.fill('  Password123 ');
    await page.keyboard.press('Enter');
    await expectLoggedIn(page);
    const verifies = await session.expectRequests('POST', '/one-time-token/password/verify', 2);
    expect(verifies.map((request) => JSON.parse(request.body ?? '{}'))).toEqual([
      { password: 'Password999' },
      { password: 'Password123' },
    ]);
  });

  test('"Forgot password" sends the email once and shows "Check your email"', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    // The first call stays on its way until both clicks are in.
    const forgot = await holdRequests(page, 'POST', '/gateway/identity/api/v1/forgot-password');
    await session.goto('/login');
    await openPasswordChallenge(page);
    await ui.button(page, 'Forgot password').dblclick();
    await expect.poll(() => forgot.calls()).toBe(1);
    await forgot.release();
    const heading = ui.heading(page, 'Check your email');
    await expectVisible(heading);
    await expectFocused(heading);
    await expectVisible(
      page.getByText("We've sent you an email with a link to reset your password.", {
        exact: true,
      }),
    );
    const sent = await session.expectRequests(
      'POST',
      '/gateway/identity/api/v1/forgot-password',
      1,
    );
    expect(sent[0]!.body).toBeNull();
    await expectNoAxeViolations(page, 'the check-your-email screen');
  });

  test('a failed forgot-password call offers "Contact us"', async ({ session, page }) => {
    session.expectHttpErrors(500);
    await installAxe(page);
    await session.goto('/login');
    await openPasswordChallenge(page, 'forgot-down@gatehouse.test');
    await ui.button(page, 'Forgot password').click();
    await expectVisible(ui.heading(page, 'Something went wrong'));
    const contact = ui.link(page, 'Contact us');
    expect(await contact.getAttribute('href')).toBe(
      '/help/contact/channels?issue=general-logged-out-login&topic=general-logged-out',
    );
    await expectNoAxeViolations(page, 'the forgot-password error screen');
  });

  test('goes to /logout once the password attempts are used up', async ({ session, page }) => {
    session.expectHttpErrors(400, 429);
    await session.goto('/login');
    await openPasswordChallenge(page, 'password-locked@gatehouse.test');
    for (const attempt of ['wrong-1', 'wrong-2']) {
      await passwordField(page).fill(attempt);
      await page.keyboard.press('Enter');
      await expectVisible(page.getByText(wrongPassword, { exact: true }));
    }
    await passwordField(page).fill('Password123');
    await page.keyboard.press('Enter');
    await expectPath(page, '/logout');
  });

  test('shows the mandatory reset notice with its link', async ({ session, page }) => {
    await installAxe(page);
    await session.goto('/login');
    await logIn(page, 'reset-password@gatehouse.test');
    await expectVisible(ui.heading(page, 'Time for a new password'));
    const link = ui.link(page, 'Reset password');
    expect(await link.getAttribute('href')).toBe('/login/forgot-password?utm_source=login');
    await expectNoAxeViolations(page, 'the mandatory reset password notice');
  });

  test('passes the phone guess with 009001 (leading zero), typed after a pasted wrong guess', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(400);
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await installAxe(page);
    await session.goto('/login');
    await logIn(page, 'phone-guess@gatehouse.test');
    await expectVisible(ui.heading(page, phoneGuessHeading));
    await expectVisible(page.getByText('+44 77', { exact: true }));
    const field = digitsField(page);
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    expect(await field.getAttribute('autocomplete')).toBe('off');
    await expectNoAxeViolations(page, 'the phone guess screen');

    await field.click();
    await page.evaluate(() => navigator.clipboard.writeText('12 34-56 78'));
    await page.keyboard.press('Control+V');
    await expectValue(field, '123456');
    await page.keyboard.press('Enter');
    await expectVisible(
      page.getByText("Those digits don't match your phone number. Please try again.", {
        exact: true,
      }),
    );
    await expectFocused(field);
    await expectNoAxeViolations(page, 'the phone guess screen with an error');

    await field.fill('');
    await page.keyboard.type('0090019');
    await expectValue(field, '009001');
    await page.keyboard.press('Enter');
    await expectLoggedIn(page);
    const verifies = await session.expectRequests('POST', '/one-time-token/phone-guess/verify', 2);
    expect(verifies.map((request) => JSON.parse(request.body ?? '{}'))).toEqual([
      { missingNumbers: '123456' },
      { missingNumbers: '009001' },
    ]);
  });

  test('goes to /logout once the phone-guess attempts are used up', async ({ session, page }) => {
    session.expectHttpErrors(400, 429);
    await session.goto('/login');
    await logIn(page, 'phone-guess-locked@gatehouse.test');
    await expectVisible(ui.heading(page, phoneGuessHeading));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await digitsField(page).fill(attempt < 2 ? '111111' : '009001');
      await page.keyboard.press('Enter');
      if (attempt < 2)
        await expectVisible(
          page.getByText("Those digits don't match your phone number. Please try again.", {
            exact: true,
          }),
        );
    }
    await expectPath(page, '/logout');
  });
});
