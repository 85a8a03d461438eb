import { expectVisible } from './support/assertions';
import { describe, expect, test } from './support/fixtures';
import { logIn, ui } from './support/login';
import { pageClock, withManualClock } from './support/time';

const timeoutText = 'This is taking longer than it should. Check your connection and try again.';

/**
 * The first POST /login-api/login never answers, as a server that hangs. The mock API answers
 * inside the page's service worker, which Playwright's routing never sees, so the page's fetch
 * is wrapped instead (an init script: the CSP does not apply to it). Like a real fetch, the
 * hung call rejects once its signal aborts; `__e2eLoginAbort` keeps the abort's reason.
 */
const hangFirstLogin = `(() => {
  const pageFetch = window.fetch;
  let hung = false;
  window.fetch = function (input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = ((init && init.method) || 'GET').toUpperCase();
    if (hung || method !== 'POST' || url.pathname !== '/login-api/login') return pageFetch.apply(this, arguments);
    hung = true;
    const signal = init && init.signal;
    return new Promise((_, reject) => {
      if (signal) signal.addEventListener('abort', () => {
        window.__e2eLoginAbort = String(signal.reason && signal.reason.name);
        reject(signal.reason);
      });
    });
  };
})();`;

describe('request time limit', () => {
  test('a login that never answers ends in the timeout text at 30 s, and Log in tries again', async ({
    session,
    page,
  }) => {
    // The example's own config (30 s), on its manual clock: time moves only when the test says.
    await page.addInitScript({ content: hangFirstLogin });
    await session.goto(withManualClock('/login'));
    await logIn(page, 'sms@gatehouse.test');
    await expect.poll(() => ui.logIn(page).getAttribute('aria-busy')).toBe('true');
    const clock = pageClock(page);
    // The login's time limit is running.
    await expect.poll(() => clock.pending()).toContain(30_000);

    await clock.advance(29_999);
    expect(await ui.alert(page).count()).toBe(0);
    expect(await ui.logIn(page).getAttribute('aria-busy')).toBe('true');
    await clock.advance(1);
    await expectVisible(ui.alert(page).getByText(timeoutText, { exact: true }));
    expect(
      await page.evaluate(() => (window as { __e2eLoginAbort?: string }).__e2eLoginAbort),
    ).toBe('TimeoutError');

    await ui.logIn(page).click();
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    await session.expectRequests('POST', '/login-api/login', 1);
  });
});
