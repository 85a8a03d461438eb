import type { Page } from 'playwright-core';
import { expectFocused, expectPath, expectVisible } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { code, logIn, ui } from './support/login';
import { pageClock, withManualClock } from './support/time';

const waitingTitle = 'Approve the notification on your phone';
const errorTitle = "We couldn't verify it's you";
const profilerTitle = 'Checking your device';

// Every test runs on the example's manual clock: the first poll goes at once, each later one
// when the test lets its wait pass (push: 1 s, the device profiler: 200 ms).
const pushPoll = 1000;
const profilerPoll = 200;

/** `count` more polls, `interval` apart. */
async function passPolls(page: Page, interval: number, count: number) {
  for (let poll = 1; poll <= count; poll += 1) await pageClock(page).runNext(interval);
}

async function expectLoggedIn(page: Page) {
  await expectPath(page, '/home');
  await expectVisible(ui.heading(page, "You're logged in"));
}

describe('push approval', () => {
  test('number matching (push-number@): the number to pick, large, passes axe; then home', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await session.goto(withManualClock('/login'));
    await logIn(page, 'push-number@gatehouse.test');
    await expectVisible(ui.heading(page, waitingTitle));
    await expectVisible(
      page.getByText(
        'Open the notification on your phone and choose this number to approve the request:',
      ),
    );
    await expectVisible(page.locator('.gh-number-match', { hasText: '07' }));
    await expectNoAxeViolations(page, 'the push number-matching screen');
    await passPolls(page, pushPoll, 3);
    await expectLoggedIn(page);
  });

  test('v1 (push@): the waiting screen, then home', async ({ session, page }) => {
    await session.goto(withManualClock('/login'));
    await logIn(page, 'push@gatehouse.test');
    const heading = ui.heading(page, waitingTitle);
    await expectVisible(heading);
    await expectFocused(heading);
    expect(await ui.button(page, "I haven't received a notification").isDisabled()).toBe(true);
    // Pending for 3 polls, approved on the 4th.
    await passPolls(page, pushPoll, 3);
    await expectLoggedIn(page);
    expect(session.requestsTo('POST', '/identity/api/v1/one-time-token/push/trigger')).toHaveLength(
      1,
    );
    await session.expectRequests('GET', '/one-time-token/push/status', 4);
  });

  test('v2 (push-v2@): polls the push challenge until APPROVED, then home', async ({
    session,
    page,
  }) => {
    await session.goto(withManualClock('/login'));
    await logIn(page, 'push-v2@gatehouse.test');
    await expectVisible(ui.heading(page, waitingTitle));
    await passPolls(page, pushPoll, 3);
    await expectLoggedIn(page);
    expect(session.requestsTo('POST', '/identity/api/v2/one-time-token/push/trigger')).toHaveLength(
      1,
    );
    const polls = session.requests.filter((r) =>
      r.url.pathname.startsWith(
        '/gateway/v1/user/authentication/factors/push/challenges/push-ch-1-',
      ),
    );
    expect(polls).toHaveLength(4);
  });

  test('DENIED (push-denied@): the push error screen, then another way', async ({
    session,
    page,
  }) => {
    await session.goto(withManualClock('/login'));
    await logIn(page, 'push-denied@gatehouse.test');
    await expectVisible(ui.heading(page, waitingTitle));
    // PENDING twice, then DENIED.
    await passPolls(page, pushPoll, 2);
    const heading = ui.heading(page, errorTitle);
    await expectVisible(heading);
    await expectFocused(heading);
    await expectVisible(
      ui.alert(page).getByText('The request was declined on your phone.', { exact: true }),
    );
    await expectVisible(ui.button(page, 'Try again'));
    await ui.button(page, 'Try another way').click();
    await ui.button(page, 'Text message (SMS)').click();
    await ui.codeField(page).fill(code);
    await expectLoggedIn(page);
  });

  test('authy_account_deleted (push-authy-deleted@): the SMS code screen, 111111, then home', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(400);
    await session.goto(withManualClock('/login'));
    await logIn(page, 'push-authy-deleted@gatehouse.test');
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    await ui.codeField(page).fill(code);
    await expectLoggedIn(page);
    expect(session.requestsTo('GET', '/push/status')).toHaveLength(0);
  });
});

describe('device profiler', () => {
  test('profiler@: the silent check, then home', async ({ session, page }) => {
    await session.goto(withManualClock('/login'));
    await logIn(page, 'profiler@gatehouse.test');
    await expectVisible(ui.heading(page, profilerTitle));
    // 202 three times, then 200.
    await passPolls(page, profilerPoll, 3);
    await expectLoggedIn(page);
    await session.expectRequests('POST', '/one-time-token/profiler/trigger', 1);
    await session.expectRequests('GET', '/one-time-token/profiler/status', 4);
  });

  test('profiler-down@: Retry after a failed trigger', async ({ session, page }) => {
    session.expectHttpErrors(500);
    await session.goto(withManualClock('/login'));
    await logIn(page, 'profiler-down@gatehouse.test');
    await expectVisible(
      ui.alert(page).getByText('Something went wrong, please try again.', { exact: true }),
    );
    await ui.button(page, 'Retry').click();
    await expect
      .poll(() => session.requestsTo('POST', '/one-time-token/profiler/trigger').length)
      .toBe(2);
  });
});

describe('accessibility of the push and profiler screens (axe-core)', () => {
  test('the push waiting screen and its enabled "haven\'t received" button', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await session.goto(withManualClock('/login'));
    await logIn(page, 'push-slow@gatehouse.test');
    await expectVisible(ui.heading(page, waitingTitle));
    await expectNoAxeViolations(page, 'the push waiting screen');
    const button = ui.button(page, "I haven't received a notification");
    // Enabled with the 5th poll; push-slow@ is approved only at the 9th, so the screen stays.
    await passPolls(page, pushPoll, 3);
    expect(await button.isDisabled()).toBe(true);
    await passPolls(page, pushPoll, 1);
    await expect.poll(() => button.isEnabled()).toBe(true);
    await expectNoAxeViolations(page, 'the push waiting screen with the button enabled');
  });

  test('the push error screen', async ({ session, page }) => {
    await installAxe(page);
    await session.goto(withManualClock('/login'));
    await logIn(page, 'push-denied@gatehouse.test');
    await expectVisible(ui.heading(page, waitingTitle));
    await passPolls(page, pushPoll, 2);
    await expectVisible(ui.heading(page, errorTitle));
    await expectNoAxeViolations(page, 'the push error screen');
  });

  test('the profiler screen and its error state', async ({ session, page }) => {
    session.expectHttpErrors(500);
    await installAxe(page);
    // Time stands still until the test moves it: the silent check stays on screen meanwhile.
    await session.goto(withManualClock('/login'));
    await logIn(page, 'profiler@gatehouse.test');
    await expectVisible(ui.heading(page, profilerTitle));
    await expectNoAxeViolations(page, 'the profiler screen');
    await passPolls(page, profilerPoll, 3);
    await expectLoggedIn(page);

    await session.goto(withManualClock('/login'));
    await logIn(page, 'profiler-down@gatehouse.test');
    await expectVisible(ui.button(page, 'Retry'));
    await expectNoAxeViolations(page, 'the profiler error state');
  });
});
