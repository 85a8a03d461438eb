import type { Page } from 'playwright-core';
import { expectVisible } from './support/assertions';
import { describe, expect, test } from './support/fixtures';
import { logIn, ui } from './support/login';
import { sentCount } from './support/mockSent';
import { pageClock, withManualClock } from './support/time';

// Nothing sent twice (issue 27, item 5; API.md §7): a trigger whose answer never reaches the
// page (the mock acted on it, then the connection dropped) is the same action when the user tries
// again: the widget sends the same Idempotency-Key, and the mock answers as it did the first time
// without sending a second SMS.

/**
 * Wraps the page's fetch before it loads: records the Idempotency-Key of every POST to a
 * `…/trigger` path, and, once `__loseNextTrigger` is set, lets one such call reach the mock and
 * then throws the page's "Failed to fetch", as a connection that drops before the answer does.
 */
const loseOneTriggerAnswer = `(() => {
  const pageFetch = window.fetch;
  window.__triggerKeys = [];
  window.fetch = async function (input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = ((init && init.method) || (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'POST' || !url.pathname.endsWith('/trigger')) return pageFetch.call(this, input, init);
    window.__triggerKeys.push(new Headers(init && init.headers).get('Idempotency-Key'));
    const answer = await pageFetch.call(this, input, init);
    if (window.__loseNextTrigger) {
      window.__loseNextTrigger = false;
      throw new TypeError('Failed to fetch');
    }
    return answer;
  };
})();`;

type TriggerWindow = Window & { __triggerKeys: Array<string | null>; __loseNextTrigger?: boolean };

const triggerKeys = (page: Page) =>
  page.evaluate(() => (window as unknown as TriggerWindow).__triggerKeys);

describe('idempotent triggers', () => {
  test('an SMS resend whose answer was lost, sent again by the user, carries the same key: one SMS', async ({
    session,
    page,
  }) => {
    await page.addInitScript({ content: loseOneTriggerAnswer });
    await session.goto(withManualClock('/login'));
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    await expect.poll(() => sentCount(page, 'sms@gatehouse.test', 'SMS')).toBe(1);
    await pageClock(page).advance(30_000);
    const resend = ui.button(page, 'Resend code');
    await expect.poll(() => resend.isEnabled()).toBe(true);

    await page.evaluate(() => ((window as unknown as TriggerWindow).__loseNextTrigger = true));
    await resend.click();
    // The mock sent the new code, but the page never heard: it says the resend failed.
    await expectVisible(ui.alert(page));
    expect(await sentCount(page, 'sms@gatehouse.test', 'SMS')).toBe(2);

    await resend.click();
    await expectVisible(page.getByText("We've sent you a new code.", { exact: true }));
    const [first, lost, again] = await triggerKeys(page);
    expect(first).toMatch(/\S{16,}/);
    expect(lost).toMatch(/\S{16,}/);
    expect(lost).not.toBe(first);
    expect(again).toBe(lost);
    // Answered as the first time, and nothing sent again.
    expect(await sentCount(page, 'sms@gatehouse.test', 'SMS')).toBe(2);
  });
});
