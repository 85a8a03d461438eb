import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const timeout = 5_000;

/** Waits until the element is on screen (visible to the user, not just in the DOM). */
export async function expectVisible(locator: Locator) {
  await locator.waitFor({ state: 'visible', timeout });
}

/** Waits until no element matches (gone or hidden). */
export async function expectGone(locator: Locator) {
  await locator.waitFor({ state: 'hidden', timeout });
}

export async function expectFocused(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => element === document.activeElement), { timeout })
    .toBe(true);
}

export async function expectValue(locator: Locator, value: string) {
  await expect.poll(() => locator.inputValue(), { timeout }).toBe(value);
}

export async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout }).toBe(pathname);
}

/** The accessible name of the focused element, for keyboard-only tests. */
export function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '';
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return labels[0]?.textContent?.trim() ?? '';
    return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
  });
}
