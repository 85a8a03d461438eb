import { expectFocused, expectVisible } from './support/assertions';
import { describe, expect, test } from './support/fixtures';
import { logIn, ui } from './support/login';

/** The focused element's outline style (none when no focus ring shows). */
function outlineStyle(page: import('playwright-core').Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element ? getComputedStyle(element).outlineStyle : '';
  });
}

describe('focus', () => {
  test('the widget leaves focus with the page on its first mount', async ({ session, page }) => {
    await session.goto('/login');
    await expectVisible(ui.loginHeading(page));
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test('a screen changed by a mouse click takes focus on its heading without a ring; by a key, with one', async ({
    session,
    page,
  }) => {
    await session.goto('/login');
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(ui.codeField(page));
    await ui.button(page, 'Try another way').click();
    const choose = ui.heading(page, 'Choose a 2-step verification method');
    await expectFocused(choose);
    expect(await outlineStyle(page)).toBe('none');
    // Back to the code screen, from the keyboard this time.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const headingAfterKey = page.locator('.gh-screen__title');
    await expectFocused(headingAfterKey);
    expect(await headingAfterKey.textContent()).not.toBe('Choose a 2-step verification method');
    expect(await outlineStyle(page)).toBe('solid');
  });
});
