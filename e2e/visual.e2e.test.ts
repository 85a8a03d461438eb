import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { expectFocused, expectVisible, focusedLabel } from './support/assertions';
import { describe, expect, test } from './support/fixtures';
import { logIn, ui } from './support/login';
import { hostOutDir, repoRoot } from './support/paths';
import type { Session } from './support/session';
import { pageClock, withManualClock } from './support/time';

// What a user sees, read from computed styles in Chromium on the example app (strict CSP).

/** The README's theming example, exactly as written there (its `css` block under "Theming"). */
const readmeTheme = (() => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Theming'));
  const css = /```css\n([\s\S]*?)```/.exec(section)?.[1];
  if (!css?.includes('.gh-root')) throw new Error("README's Theming section has no .gh-root rule");
  const value = (property: string) =>
    new RegExp(`${property}:\\s*([^;]+);`).exec(css)?.[1]?.trim() ??
    (() => {
      throw new Error(`README's theming example sets no ${property}`);
    })();
  return { css, primary: value('--gh-color-primary'), radius: value('--gh-radius') };
})();

/** `#163300` as getComputedStyle reports it: `rgb(22, 51, 0)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Gatehouse's default primary and its hover: what an unthemed surface paints. */
const defaultBlues = [rgb('#0b5cad'), rgb('#094c8f')];
/** Acme's focus colour, from its own stylesheet's `.gh-root` rule (examples/host/src/app.css). */
const acmeFocus = rgb('#1d5c3a');

/**
 * Adds the README's example as the host's own stylesheet, after the page's: a file from the
 * page's origin (the example's build, served as it is), as a host under a strict CSP
 * (style-src 'self') adds one. Not routed by Playwright: the mock API's service worker would
 * fetch it past the route.
 */
async function themeAsTheReadmeSays(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = '/readme-theme.css';
        link.onload = resolve;
        link.onerror = () => reject(new Error('the theme stylesheet did not load'));
        document.head.append(link);
      }),
  );
}

/** Every element of `scope` (itself included) that paints Gatehouse's default blue, described. */
function defaultBlueIn(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, blues) => {
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(element);
      const painted = [
        ['color', style.color],
        ['background', style.backgroundColor],
        ...(['Top', 'Right', 'Bottom', 'Left'] as const)
          .filter((side) => style[`border${side}Style`] !== 'none')
          .map((side) => [`border-${side.toLowerCase()}`, style[`border${side}Color`]]),
        ...(style.outlineStyle === 'none' ? [] : [['outline', style.outlineColor]]),
      ];
      for (const [what, colour] of painted)
        if (blues.includes(colour!))
          found.push(`${element.tagName.toLowerCase()}.${element.className} ${what}`);
    }
    return found;
  }, defaultBlues);
}

/**
 * The modal wears the host's theme: no default blue anywhere in it, its close button in the
 * README's primary, the focus ring (Tab from the heading to Close) in Acme's focus colour, and
 * the README's radius on its buttons, while the dialog's own corners stay within its padding.
 */
async function expectThemed(page: Page, dialog: Locator) {
  expect(await defaultBlueIn(dialog)).toEqual([]);
  const corners = await dialog.evaluate((element) => {
    const style = getComputedStyle(element);
    return { radius: parseFloat(style.borderTopLeftRadius), padding: parseFloat(style.paddingTop) };
  });
  expect(corners.radius).toBeLessThanOrEqual(corners.padding);
  const close = dialog.locator('.gh-modal__close');
  expect(await close.evaluate((element) => getComputedStyle(element).color)).toBe(
    rgb(readmeTheme.primary),
  );
  for (const button of await dialog.locator('.gh-button').all())
    expect(await button.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe(
      readmeTheme.radius,
    );
  await expectFocused(dialog.getByRole('heading').first());
  await page.keyboard.press('Tab');
  await expectFocused(close);
  expect(
    await close.evaluate((element) => {
      const style = getComputedStyle(element);
      return { visible: element.matches(':focus-visible'), colour: style.outlineColor };
    }),
  ).toEqual({ visible: true, colour: acmeFocus });
}

/** Tabs until `label` has focus, then presses Enter (keyboard only). */
async function pressByKeyboard(page: Page, label: string) {
  for (let presses = 0; presses < 20 && (await focusedLabel(page)) !== label; presses += 1)
    await page.keyboard.press('Tab');
  expect(await focusedLabel(page)).toBe(label);
  await page.keyboard.press('Enter');
}

describe("the README's theme on .gh-root reaches every surface Gatehouse draws", () => {
  beforeAll(() => writeFileSync(join(hostOutDir, 'readme-theme.css'), readmeTheme.css));

  test('the step-up modal', async ({ session, page }) => {
    session.expectHttpErrors(403);
    await session.goto('/home');
    await themeAsTheReadmeSays(page);
    await pressByKeyboard(page, 'Send £100');
    const dialog = page.getByRole('dialog', { name: "Confirm it's you", exact: true });
    await expectVisible(dialog.getByLabel('6-digit code', { exact: true }));
    await expectThemed(page, dialog);
    // The challenge inside: its Continue button and the "You're approving" bar.
    const primary = rgb(readmeTheme.primary);
    expect(
      await ui
        .button(page, 'Continue')
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe(primary);
    expect(
      await dialog
        .locator('.gh-step-up__approving')
        .evaluate((element) => getComputedStyle(element).borderInlineStartColor),
    ).toBe(primary);
  });

  test('the cool-off modal', async ({ session, page }) => {
    session.expectHttpErrors(403);
    await session.goto('/home');
    await themeAsTheReadmeSays(page);
    await pressByKeyboard(page, 'Add a recipient');
    const dialog = page.getByRole('dialog', { name: 'Your new recipient needs 24 hours' });
    await expectVisible(dialog);
    await expectThemed(page, dialog);
    expect(
      await ui
        .button(page, 'Got it')
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe(rgb(readmeTheme.primary));
  });

  test('the passkey modal', async ({ session, page }) => {
    // A browser that cannot parse passkey JSON: the login's passkey button opens the modal.
    await page.addInitScript(() => {
      delete (PublicKeyCredential as { parseRequestOptionsFromJSON?: unknown })
        .parseRequestOptionsFromJSON;
    });
    await session.goto('/login');
    await themeAsTheReadmeSays(page);
    await pressByKeyboard(page, 'Log in with a passkey');
    const dialog = page.getByRole('dialog', { name: "Your browser doesn't support passkeys" });
    await expectVisible(dialog);
    await expectThemed(page, dialog);
    expect(
      await dialog.getByRole('link').evaluate((element) => getComputedStyle(element).color),
    ).toBe(rgb(readmeTheme.primary));
  });
});

/** The computed value of one of the widget's custom properties (e.g. its error colour). */
function token(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element, name) => {
    // Resolved through a probe: a custom property reads back as written, not as a colour.
    const probe = document.createElement('span');
    element.parentElement!.append(probe);
    probe.style.color = getComputedStyle(element).getPropertyValue(name);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, property);
}

/** Logs in as sms@ on the manual clock: the SMS screen, its resend countdown stopped at 30 s. */
async function smsScreen(session: Session, page: Page) {
  await session.goto(withManualClock('/login'));
  await logIn(page, 'sms@gatehouse.test');
  await expectVisible(ui.heading(page, 'Enter the code we texted you'));
  await expectVisible(
    page.getByRole('timer').getByText('You can resend the code in 30 seconds', { exact: true }),
  );
}

describe('visual details', () => {
  test('a focused field with an error keeps its error colour under the focus ring', async ({
    session,
    page,
  }) => {
    await session.goto('/login');
    // An empty submit from the keyboard: focus goes to the email field, shown as by a key press.
    await pressByKeyboard(page, 'Log in');
    const email = ui.email(page);
    await expectFocused(email);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const error = await token(email, '--gh-color-error');
    expect(
      await email.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          focusVisible: element.matches(':focus-visible'),
          border: style.borderTopColor,
          ring: style.outlineStyle === 'none' ? 'none' : style.outlineColor,
        };
      }),
    ).toEqual({ focusVisible: true, border: error, ring: error });
  });

  test("the step-up modal's title is no smaller than the heading of the challenge inside it", async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(403);
    await session.goto('/home');
    await pressByKeyboard(page, 'Send £100');
    const dialog = page.getByRole('dialog', { name: "Confirm it's you", exact: true });
    const title = dialog.getByRole('heading', { name: "Confirm it's you", exact: true });
    const challenge = dialog.getByRole('heading', {
      name: 'Enter the code we texted you',
      exact: true,
    });
    await expectVisible(challenge);
    const size = (heading: Locator) =>
      heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await size(title)).toBeGreaterThanOrEqual(await size(challenge));
  });

  test('Resend code is as wide as its own text or the screen, never its hint beside it', async ({
    session,
    page,
  }) => {
    await smsScreen(session, page);
    const widths = await ui.button(page, 'Resend code').evaluate((element) => {
      const width = (of: Element) => of.getBoundingClientRect().width;
      const button = element as HTMLElement;
      // Its own text's width: the button fitted to its content for one measurement (CSSOM).
      button.style.width = 'max-content';
      const own = width(button);
      button.style.width = '';
      return {
        button: width(button),
        own,
        screen: width(button.closest('.gh-screen')!),
        hint: width(document.querySelector('[role="timer"]')!),
      };
    });
    // The hint is wider than the button's text: a button as wide as the hint would be neither.
    expect(widths.hint - widths.own).toBeGreaterThan(8);
    expect([widths.own, widths.screen].map(Math.round)).toContain(Math.round(widths.button));
  });

  test("a disabled secondary button's border is not the enabled one's", async ({
    session,
    page,
  }) => {
    await smsScreen(session, page);
    const resend = ui.button(page, 'Resend code');
    const border = () => resend.evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(await resend.isDisabled()).toBe(true);
    const disabled = await border();
    // The countdown ends: the same button, enabled, has the primary border.
    await pageClock(page).advance(30_000);
    await expect.poll(() => resend.isEnabled()).toBe(true);
    const primary = await token(resend, '--gh-color-primary');
    expect(await border()).toBe(primary);
    expect(disabled).not.toBe(primary);
    expect(disabled).toBe(await token(resend, '--gh-color-border'));
  });

  test('an error alert has a decorative icon, also in forced colours', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(401);
    await session.goto('/login');
    await logIn(page, 'sms@gatehouse.test', 'not-the-password');
    const alert = ui.alert(page);
    await expectVisible(alert.getByText('Wrong email or password.', { exact: true }));
    const icon = alert.locator('.gh-alert__icon');
    await expectVisible(icon);
    expect(await icon.getAttribute('aria-hidden')).toBe('true');
    // What is read out is the message and its action: the icon adds nothing.
    const readOut = await alert.ariaSnapshot();
    expect(readOut.startsWith('- alert:\n  - paragraph: Wrong email or password.\n')).toBe(true);
    expect(readOut).not.toContain('!');

    /** The icon's size, and whether its ring and its mark show against the alert's background. */
    const paints = () =>
      icon.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const ring = getComputedStyle(element);
        const mark = getComputedStyle(element, '::before');
        const back = getComputedStyle(element.closest('.gh-alert')!).backgroundColor;
        return {
          size: Math.min(box.width, box.height) >= 16,
          ring:
            ring.borderTopStyle !== 'none' &&
            parseFloat(ring.borderTopWidth) >= 1 &&
            ring.borderTopColor !== back,
          mark: mark.content === '"!"' && mark.color !== back,
        };
      });
    expect(await paints()).toEqual({ size: true, ring: true, mark: true });
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await paints()).toEqual({ size: true, ring: true, mark: true });
  });
});
