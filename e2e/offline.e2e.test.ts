import type { CDPSession, Page } from 'playwright-core';
import { expectVisible } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { logIn, ui } from './support/login';
import { sentCount } from './support/mockSent';
import type { Session } from './support/session';
import { pageClock, withManualClock } from './support/time';

// The network gone (issue 27, item 5): DevTools' network emulation takes the page offline, which
// in Chromium also turns navigator.onLine false and fires the offline and online events. A call
// made meanwhile waits with a polite notice, and goes once the page is back online, once.

const offlineNotice = "You're offline. We'll continue as soon as you're back online.";

/** The page's network, switched as DevTools' "Offline" does. */
async function emulatedNetwork(session: Session, page: Page) {
  const cdp: CDPSession = await session.context.newCDPSession(page);
  await cdp.send('Network.enable');
  const set = async (offline: boolean) => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
  };
  return { goOffline: () => set(true), goOnline: () => set(false) };
}

/**
 * Counts the page's own POSTs to a path ending with `pathEnd` as they leave the widget (before
 * the mock API's worker), in `window.__posts`. An init script: the CSP does not apply to it.
 */
const countPosts = (pathEnd: string) => `(() => {
  const pageFetch = window.fetch;
  window.__posts = 0;
  window.fetch = function (input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = ((init && init.method) || (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method === 'POST' && url.pathname.endsWith(${JSON.stringify(pathEnd)})) window.__posts += 1;
    return pageFetch.call(this, input, init);
  };
})();`;

const posts = (page: Page) =>
  page.evaluate(() => (window as unknown as Window & { __posts: number }).__posts);

describe('offline', () => {
  test('an SMS resend clicked offline waits with a notice, sends nothing, and sends one SMS once back online (axe clean)', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await page.addInitScript({ content: countPosts('/sms/trigger') });
    await session.goto(withManualClock('/login'));
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    await expect.poll(() => sentCount(page, 'sms@gatehouse.test', 'SMS')).toBe(1);
    await pageClock(page).advance(30_000);
    const resend = ui.button(page, 'Resend code');
    await expect.poll(() => resend.isEnabled()).toBe(true);

    const network = await emulatedNetwork(session, page);
    await network.goOffline();
    await resend.click();
    const notice = page.getByRole('status').filter({ hasText: offlineNotice });
    await expectVisible(notice);
    await expectNoAxeViolations(page, 'the code screen with the offline notice');
    // However long the wait: nothing left the widget, and no time limit ran out.
    await pageClock(page).advance(60_000);
    expect(await posts(page)).toBe(1);
    expect(await sentCount(page, 'sms@gatehouse.test', 'SMS')).toBe(1);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);

    await network.goOnline();
    await expectVisible(page.getByText("We've sent you a new code.", { exact: true }));
    await expect.poll(() => notice.count()).toBe(0);
    expect(await posts(page)).toBe(2);
    expect(await sentCount(page, 'sms@gatehouse.test', 'SMS')).toBe(2);
  });

  test('a login submitted offline goes once the page is back online, once, and the login goes on', async ({
    session,
    page,
  }) => {
    await page.addInitScript({ content: countPosts('/login-api/login') });
    await session.goto('/login');
    // The form's talking half is loaded after the form shows: it is here before the network goes.
    await page.waitForLoadState('networkidle');
    const network = await emulatedNetwork(session, page);
    await network.goOffline();
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(page.getByRole('status').filter({ hasText: offlineNotice }));
    expect(await posts(page)).toBe(0);

    await network.goOnline();
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    expect(await posts(page)).toBe(1);
    await expect.poll(() => page.getByText(offlineNotice).count()).toBe(0);
  });
});
