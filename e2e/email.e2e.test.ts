import type { Page } from 'playwright-core';
import { expectFocused, expectPath, expectVisible } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { logIn, ui } from './support/login';
import { pageClock, withManualClock } from './support/time';

// On the example's manual clock: each status poll goes when the test lets its wait pass
// (2 s apart for the checkpoint, 3 s for email verification, the first one wait after the email).
const checkpointPoll = 2000;
const verificationPoll = 3000;

/** `count` status polls, `interval` apart. */
async function passPolls(page: Page, interval: number, count: number) {
  for (let poll = 1; poll <= count; poll += 1) await pageClock(page).runNext(interval);
}

async function expectLoggedIn(page: Page) {
  await expectPath(page, '/home');
  await expectVisible(ui.heading(page, "You're logged in"));
}

describe('email checkpoint', () => {
  test('sends the email with the time zone, keeps the guard cookie, and logs in once the link is opened', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await session.goto(withManualClock('/login'));
    const trigger = page.waitForRequest((request) =>
      request.url().endsWith('/one-time-token/email-checkpoint/trigger'),
    );
    await logIn(page, 'email-checkpoint@gatehouse.test');
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect((await trigger).headers()['time-zone']).toBe(timeZone);
    const heading = ui.heading(page, 'Check your email');
    await expectVisible(heading);
    await expectFocused(heading);
    const resend = ui.button(page, 'Resend email');
    await expectVisible(resend);
    expect(await resend.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'the email checkpoint verify screen');

    const cookie = (await session.context.cookies()).find((c) => c.name === 'deviceOriginGuard');
    expect(cookie).toMatchObject({ secure: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.value).toMatch(/^dog-[0-9a-f]+$/);
    // Max-Age=7200: the expiry is two hours from now (give or take the test's own time).
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(7100);
    expect(lifetime).toBeLessThanOrEqual(7200);

    // 202 three times, then 200.
    await passPolls(page, checkpointPoll, 4);
    await expectLoggedIn(page);
    await session.expectRequests('POST', '/one-time-token/email-checkpoint/trigger', 1);
    await session.expectRequests('GET', '/one-time-token/email-checkpoint/status', 4);
  });

  test('an expired link shows the error screen; Done goes back to /login', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(401);
    await installAxe(page);
    await session.goto(withManualClock('/login'));
    await logIn(page, 'email-checkpoint-expired@gatehouse.test');
    await expectVisible(ui.heading(page, 'Check your email'));
    // 202 twice, then 401.
    await passPolls(page, checkpointPoll, 3);
    const heading = ui.heading(page, 'Something went wrong');
    await expectVisible(heading);
    await expectFocused(heading);
    await expectVisible(
      page.getByRole('alert').getByText('Please try logging in again.', { exact: true }),
    );
    await expectNoAxeViolations(page, 'the email checkpoint error screen');
    const polls = (
      await session.expectRequests('GET', '/one-time-token/email-checkpoint/status', 3)
    ).length;
    // No poll waits any more.
    expect(await pageClock(page).pending()).not.toContain(checkpointPoll);

    await ui.button(page, 'Done').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await expectVisible(ui.loginHeading(page));
    // Polling stopped with the error: nothing more was asked.
    expect(session.requestsTo('GET', '/one-time-token/email-checkpoint/status')).toHaveLength(
      polls,
    );
  });
});

describe('email verification', () => {
  test('waits on the email, resends it once, and logs in once it is verified', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await session.goto(withManualClock('/login'));
    await logIn(page, 'email-verify@gatehouse.test');
    const heading = ui.heading(page, 'Check your email');
    await expectVisible(heading);
    await expectFocused(heading);
    await expectNoAxeViolations(page, 'the email verification screen');

    await ui.button(page, 'Resend email').dblclick();
    await expectVisible(
      page.getByText("We've resent the verification email to you, please check your inbox", {
        exact: true,
      }),
    );
    await expectNoAxeViolations(page, 'the email verification screen after a resend');
    await session.expectRequests('POST', '/one-time-token/email-verification/resend', 1);

    // The flow's own status read and two polls find the email unverified; the third poll passes.
    await passPolls(page, verificationPoll, 3);
    await expectLoggedIn(page);
  });
});

describe('email verification: the 20-minute limit', () => {
  /** `count` status reads, 3 s apart, run inside the page: hundreds without a round trip each. */
  const passReads = (page: Page, count: number) =>
    page.evaluate(async (reads) => {
      const clock = (
        window as unknown as { gatehouseClock: { runNext(ms: number): Promise<number> } }
      ).gatehouseClock;
      for (let read = 1; read <= reads; read += 1) await clock.runNext(3000);
    }, count);

  test('warned 20 s before (Keep waiting by keyboard), then "We stopped checking", and Check again reads at once', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await session.goto(withManualClock('/login'));
    await logIn(page, 'email-verify-unopened@gatehouse.test');
    const heading = ui.heading(page, 'Check your email');
    await expectVisible(heading);
    // The read 21 s before the limit (the 393rd) brings the warning.
    await passReads(page, 393);
    const keepWaiting = ui.button(page, 'Keep waiting');
    await expectVisible(keepWaiting);
    await expectNoAxeViolations(page, 'the email verification warning');
    await keepWaiting.focus();
    await page.keyboard.press('Enter');
    await expectFocused(heading);
    // A fresh 20 minutes: its 400th read is at its limit.
    await passReads(page, 400);
    await expectVisible(ui.heading(page, 'We stopped checking for now'));
    await expectNoAxeViolations(page, 'the email verification time-out');
    const reads = session.requestsTo('GET', '/one-time-token/status').length;
    await ui.button(page, 'Check again').focus();
    await page.keyboard.press('Enter');
    await expectVisible(heading);
    await expect
      .poll(() => session.requestsTo('GET', '/one-time-token/status').length)
      .toBe(reads + 1);
  });
});
