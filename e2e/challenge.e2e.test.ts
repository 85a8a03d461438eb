import type { Page } from 'playwright-core';
import {
  expectFocused,
  expectGone,
  expectPath,
  expectValue,
  expectVisible,
  focusedLabel,
} from './support/assertions';
import { describe, expect, test } from './support/fixtures';
import { code, logIn, ui } from './support/login';
import { holdRequests } from './support/time';

const smsHeading = 'Enter the code we texted you';
const totpHeading = 'Enter the code from your authenticator app';

async function expectLoggedIn(page: Page) {
  await expectPath(page, '/home');
  await expectVisible(ui.heading(page, "You're logged in"));
}

/** Puts text on the clipboard and pastes it with the keyboard shortcut, as a user would. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

describe('the second factor', () => {
  test('logs in with an SMS code after a wrong one', async ({ session, page }) => {
    session.expectHttpErrors(400);
    await session.goto('/login');
    await logIn(page, 'sms@gatehouse.test');
    const heading = ui.heading(page, smsHeading);
    await expectVisible(heading);
    await expectFocused(heading);
    await expectVisible(page.getByText('We sent it to +44 ••••• •••789.', { exact: true }));
    const field = ui.codeField(page);
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await field.getAttribute('inputmode')).toBe('numeric');

    await field.fill('000000');
    await expectVisible(
      page.getByText('That code is incorrect. Please try again.', { exact: true }),
    );
    await expectFocused(field);
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill(code);
    await expectLoggedIn(page);
    const verifies = await session.expectRequests('POST', '/one-time-token/sms/verify', 2);
    expect(verifies.map((request) => JSON.parse(request.body ?? '{}'))).toEqual([
      { otpCode: '000000' },
      { otpCode: '111111' },
    ]);
  });

  test('works with the keyboard alone', async ({ session, page }) => {
    session.expectHttpErrors(400);
    await session.goto('/login');
    const { keyboard } = page;
    for (let tabs = 0; tabs < 5 && (await focusedLabel(page)) !== 'Email'; tabs += 1)
      await keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Email');
    await keyboard.type('sms@gatehouse.test');
    await keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Password');
    await keyboard.type('Password123');
    await keyboard.press('Enter');

    const heading = ui.heading(page, smsHeading);
    await expectVisible(heading);
    await expectFocused(heading);
    await keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('6-digit code');
    await keyboard.type('12345');
    await keyboard.press('Enter');
    await expectVisible(page.getByText('Please enter a 6 digit code.', { exact: true }));
    expect(session.requestsTo('POST', '/sms/verify')).toHaveLength(0);

    await keyboard.type('6');
    await expectVisible(
      page.getByText('That code is incorrect. Please try again.', { exact: true }),
    );
    expect(await focusedLabel(page)).toBe('6-digit code');
    for (let i = 0; i < 6; i += 1) await keyboard.press('Backspace');
    await keyboard.type(code);
    await expectLoggedIn(page);
  });

  test('cleans a pasted code of spaces and dashes', async ({ session, page }) => {
    session.expectHttpErrors(400);
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await session.goto('/login');
    await logIn(page, 'sms@gatehouse.test');
    const field = ui.codeField(page);
    await field.click();
    await paste(page, '000 000');
    await expectValue(field, '000000');
    await expectVisible(
      page.getByText('That code is incorrect. Please try again.', { exact: true }),
    );

    await field.selectText();
    await paste(page, '11-11-11');
    await expectLoggedIn(page);
    const verifies = await session.expectRequests('POST', '/sms/verify', 2);
    expect(verifies.map((request) => JSON.parse(request.body ?? '{}'))).toEqual([
      { otpCode: '000000' },
      { otpCode: '111111' },
    ]);
  });

  test('sends one verify request for a double Enter', async ({ session, page }) => {
    // The test hint prefills 111111; the first verify stays on its way until both Enters are in.
    const verify = await holdRequests(page, 'POST', '/sms/verify');
    await session.goto('/login?testHints=1');
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(page.getByText('Test environment: use code 111111.', { exact: true }));
    const field = ui.codeField(page);
    await expectValue(field, code);
    await field.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => verify.calls()).toBe(1);
    await verify.release();
    await expectLoggedIn(page);
    await session.expectRequests('POST', '/sms/verify', 1);
  });

  test('lets the user choose the authenticator app, and come back', async ({ session, page }) => {
    await session.goto('/login');
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(ui.heading(page, smsHeading));
    await ui.button(page, 'Try another way').click();

    const choose = ui.heading(page, 'Choose a 2-step verification method');
    await expectVisible(choose);
    await expectFocused(choose);
    await expectVisible(
      page.getByText("We'll use +44 ••••• •••789 for SMS, voice call and WhatsApp", {
        exact: true,
      }),
    );
    for (const method of ['Voice call', 'WhatsApp', 'Authenticator app'])
      await expectVisible(ui.button(page, method));
    expect(await ui.button(page, 'Video selfie').count()).toBe(0);

    await ui.button(page, 'Back').click();
    await expectFocused(ui.heading(page, smsHeading));
    // Back neither sends a second code nor loses the screen.
    await session.expectRequests('POST', '/sms/trigger', 1);

    await ui.button(page, 'Try another way').click();
    await ui.button(page, 'Authenticator app').click();
    await expectFocused(ui.heading(page, totpHeading));
    await ui.codeField(page).fill(code);
    await expectLoggedIn(page);
    const verifies = await session.expectRequests('POST', '/one-time-token/totp/verify', 1);
    expect(verifies.map((request) => JSON.parse(request.body ?? '{}'))).toEqual([
      { code: '111111' },
    ]);
  });

  test('falls back from SMS to a voice call for a landline', async ({ session, page }) => {
    session.expectHttpErrors(400);
    await session.goto('/login');
    await logIn(page, 'landline@gatehouse.test');
    await expectVisible(ui.heading(page, 'Enter the code we read out to you'));
    await session.expectRequests('POST', '/one-time-token/voice/trigger', 1);
    await ui.codeField(page).fill(code);
    await expectLoggedIn(page);
  });

  test('passes two required challenges in a row: an SMS code, then an authenticator code', async ({
    session,
    page,
  }) => {
    await session.goto('/login');
    await logIn(page, 'two-step@gatehouse.test');
    await expectVisible(ui.heading(page, smsHeading));
    await ui.codeField(page).fill(code);
    const totp = ui.heading(page, totpHeading);
    await expectVisible(totp);
    await expectFocused(totp);
    await ui.codeField(page).fill(code);
    await expectLoggedIn(page);
  });

  test('shows the code-send error when the SMS cannot be sent, and another way still works', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(500);
    await session.goto('/login');
    await logIn(page, 'sms-down@gatehouse.test');
    await expectVisible(
      page.getByText('Something went wrong when trying to send you a code.', { exact: true }),
    );
    await ui.button(page, 'Try another way').click();
    await ui.button(page, 'Voice call').click();
    await expectVisible(ui.heading(page, 'Enter the code we read out to you'));
    await ui.codeField(page).fill(code);
    await expectLoggedIn(page);
  });

  test('shows the error screen with Retry for an expired token, and Retry returns to the form', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(404);
    await session.goto('/login');
    await logIn(page, 'expired-token@gatehouse.test');
    await expectVisible(ui.heading(page, 'Something went wrong'));
    await expectVisible(page.getByText('Something went wrong, please try again.', { exact: true }));
    await ui.button(page, 'Retry').click();
    await expectVisible(ui.loginHeading(page));
    await expectGone(ui.heading(page, 'Something went wrong'));
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(ui.heading(page, smsHeading));
  });
});
