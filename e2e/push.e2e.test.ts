import type { Page } from 'playwright-core';
import { expectFocused, expectPath, expectVisible } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { code, logIn, ui } from './support/login';

const waitingTitle = 'Approve the notification on your phone';
const errorTitle = "We couldn't verify it's you";
const profilerTitle = 'Checking your device';
// Push polls once a second: give an approval after a few polls room on a slow machine.
const slow = { timeout: 15_000 };

async function expectLoggedIn(page: Page) {
  await page.waitForURL((url) => url.pathname === '/home', slow);
  await expectPath(page, '/home');
  await expectVisible(ui.heading(page, "You're logged in"));
}

describe('push approval', () => {
  test('v1 (push@): the waiting screen, then home', async ({ session, page }) => {
    await session.goto('/login');
    await logIn(page, 'push@gatehouse.test');
    const heading = ui.heading(page, waitingTitle);
    await expectVisible(heading);
    await expectFocused(heading);
    expect(await ui.button(page, "I haven't received a notification").isDisabled()).toBe(true);
    await expectLoggedIn(page);
    expect(session.requestsTo('POST', '/identity/api/v1/one-time-token/push/trigger')).toHaveLength(
      1,
    );
    expect(session.requestsTo('GET', '/one-time-token/push/status')).toHaveLength(4);
  });

  test('v2 (push-v2@): polls the push challenge until APPROVED, then home', async ({
    session,
    page,
  }) => {
    await session.goto('/login');
    await logIn(page, 'push-v2@gatehouse.test');
    await expectVisible(ui.heading(page, waitingTitle));
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
    await session.goto('/login');
    await logIn(page, 'push-denied@gatehouse.test');
    const heading = ui.heading(page, errorTitle);
    await heading.waitFor({ state: 'visible', ...slow });
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
    await session.goto('/login');
    await logIn(page, 'push-authy-deleted@gatehouse.test');
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    await ui.codeField(page).fill(code);
    await expectLoggedIn(page);
    expect(session.requestsTo('GET', '/push/status')).toHaveLength(0);
  });
});

describe('device profiler', () => {
  test('profiler@: the silent check, then home', async ({ session, page }) => {
    await session.goto('/login');
    await logIn(page, 'profiler@gatehouse.test');
    await expectLoggedIn(page);
    expect(session.requestsTo('POST', '/one-time-token/profiler/trigger')).toHaveLength(1);
    expect(session.requestsTo('GET', '/one-time-token/profiler/status')).toHaveLength(4);
  });

  test('profiler-down@: Retry after a failed trigger', async ({ session, page }) => {
    session.expectHttpErrors(500);
    await session.goto('/login');
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
    await session.goto('/login');
    await logIn(page, 'push-slow@gatehouse.test');
    await expectVisible(ui.heading(page, waitingTitle));
    await expectNoAxeViolations(page, 'the push waiting screen');
    const button = ui.button(page, "I haven't received a notification");
    await expect.poll(() => button.isEnabled(), slow).toBe(true);
    await expectNoAxeViolations(page, 'the push waiting screen with the button enabled');
  });

  test('the push error screen', async ({ session, page }) => {
    await installAxe(page);
    await session.goto('/login');
    await logIn(page, 'push-denied@gatehouse.test');
    await ui.heading(page, errorTitle).waitFor({ state: 'visible', ...slow });
    await expectNoAxeViolations(page, 'the push error screen');
  });

  test('the profiler screen and its error state', async ({ session, page }) => {
    session.expectHttpErrors(500);
    await installAxe(page);
    // Slow answers keep the silent check on screen long enough to inspect it.
    await session.goto('/login?mockLatency=800');
    await logIn(page, 'profiler@gatehouse.test');
    await ui.heading(page, profilerTitle).waitFor({ state: 'visible', ...slow });
    await expectNoAxeViolations(page, 'the profiler screen');
    await expectLoggedIn(page);

    await session.goto('/login');
    await logIn(page, 'profiler-down@gatehouse.test');
    await expectVisible(ui.button(page, 'Retry'));
    await expectNoAxeViolations(page, 'the profiler error state');
  });
});
