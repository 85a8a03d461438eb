import type { Page } from 'playwright-core';
import { expectFocused, expectPath, expectVisible, focusedLabel } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { logIn, ui } from './support/login';
import type { Session } from './support/session';

const smsHeading = 'Enter the code we texted you';
const chooseHeading = 'Choose a 2-step verification method';
const introHeading = "Can't use your phone number any more?";
const requirementsHeading = 'Change your phone number';
const newNumberHeading = 'Enter your new phone number';
const doneHeading = 'Your phone number is changed';
const changePage =
  /^\/login\/change-phone-number#\/\?code=ott-phone-change-[0-9a-f-]+&skipIntro=true$/;

/** Every address the page's main frame went to (history changes included), path + fragment. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    addresses.push(`${url.pathname}${url.search}${url.hash}`);
  });
  return addresses;
}

/** Logged in as `email`, on the SMS screen: "Try another way", then "I don't have any of these". */
async function openIntro(session: Session, page: Page, email: string) {
  await session.goto('/login');
  await logIn(page, email);
  await expectVisible(ui.heading(page, smsHeading));
  await ui.button(page, 'Try another way').click();
  await expectVisible(ui.heading(page, chooseHeading));
  await ui.button(page, "I don't have any of these").click();
  const intro = ui.heading(page, introHeading);
  await expectVisible(intro);
  await expectFocused(intro);
}

async function openRequirements(page: Page) {
  await ui.button(page, 'Continue').click();
  const heading = ui.heading(page, requirementsHeading);
  await expectVisible(heading);
  await expectFocused(heading);
}

const verifyBodies = (session: Session) =>
  session
    .requestsTo('POST', '/gateway/v1/one-time-token/phone-number/verify')
    .map((request) => JSON.parse(request.body ?? '{}'));

describe('phone-number change', () => {
  test('change-phone@: "I don\'t have any of these" → the intro → Continue → the change page → the new number → done', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(409);
    await installAxe(page);
    const addresses = recordAddresses(page);
    await openIntro(session, page, 'change-phone@gatehouse.test');
    await expectVisible(page.getByText(/If you've lost your phone or changed your number/));
    await expectNoAxeViolations(page, 'the phone-change intro');

    await openRequirements(page);
    const requirements = page
      .getByRole('list', { name: "To change your phone number, you'll need:" })
      .getByRole('listitem');
    expect(await requirements.allTextContents()).toEqual([
      'A selfie of you holding your passport or ID',
      'Access to your new phone number',
      'Your documents verified',
    ]);
    await expectVisible(
      page.getByText(
        'Verifying your documents usually takes 10 minutes but can take up to 1 day.',
        { exact: true },
      ),
    );
    await expectNoAxeViolations(page, '"Change your phone number"');
    expect(session.requestsTo('POST', '/phone-change/ott')).toHaveLength(0);

    await ui.button(page, 'Continue').click();
    await expectPath(page, '/login/change-phone-number');
    await session.expectRequests('POST', '/gateway/identity/api/v1/phone-change/ott', 1);
    // The widget went to the change page with the token in the fragment and skipIntro=true...
    expect(addresses.find((address) => address.startsWith('/login/change-phone-number'))).toMatch(
      changePage,
    );
    // ...which the page takes at once and removes from the address bar (and from history).
    await expect.poll(() => new URL(page.url()).hash).toBe('');

    // skipIntro: straight to the new number.
    await expectVisible(ui.heading(page, newNumberHeading));
    expect(await ui.heading(page, introHeading).count()).toBe(0);
    const number = page.getByLabel('Phone number', { exact: true });
    expect(await number.getAttribute('autocomplete')).toBe('tel-national');
    expect(await ui.button(page, 'Save phone number').isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'the new phone number screen');

    await number.fill('07700 900000');
    await ui.button(page, 'Save phone number').click();
    await expectVisible(
      ui
        .alert(page)
        .getByText('This phone number is already linked to another account.', { exact: true }),
    );
    await expectNoAxeViolations(page, 'the new phone number screen with a taken number');

    await number.fill('07700 900123');
    await ui.button(page, 'Save phone number').click();
    const done = ui.heading(page, doneHeading);
    await expectVisible(done);
    await expectFocused(done);
    await expectNoAxeViolations(page, 'the phone number changed panel');
    expect(verifyBodies(session)).toEqual([
      { newPhoneNumber: '+447700900000' },
      { newPhoneNumber: '+447700900123' },
    ]);

    await ui.link(page, 'Log in').click();
    await expectPath(page, '/login');
    await expectVisible(ui.loginHeading(page));
  });

  test('change-phone-down@: the token call fails, so the bare change page (the fallback) opens', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(500);
    await installAxe(page);
    const addresses = recordAddresses(page);
    await openIntro(session, page, 'change-phone-down@gatehouse.test');
    await openRequirements(page);
    await ui.button(page, 'Continue').click();
    await expectPath(page, '/login/change-phone-number');
    expect(addresses.filter((address) => address.startsWith('/login/change-phone-number'))).toEqual(
      ['/login/change-phone-number'],
    );
    await expectVisible(page.getByRole('heading', { name: 'Change your phone number', level: 1 }));
    await expectVisible(page.getByText(/We couldn't start changing your phone number/));
    await session.expectRequests('GET', '/one-time-token/status', 1);
    await expectNoAxeViolations(page, 'the fallback change page');
  });

  test('without skipIntro, the change page shows the intro first', async ({ session, page }) => {
    await installAxe(page);
    // A phone-change token the mock has not issued on this page load is taken on first use.
    await session.goto(
      '/login/change-phone-number#/?code=ott-phone-change-0123456789abcdef0123456789abcdef',
    );
    await expectVisible(ui.heading(page, introHeading));
    expect(new URL(page.url()).hash).toBe('');
    expect(session.requestsTo('GET', '/one-time-token/status')).toHaveLength(0);
    await expectNoAxeViolations(page, 'the change page intro');
    await openRequirements(page);
    await ui.button(page, 'Continue').click();
    await expectVisible(ui.heading(page, newNumberHeading));
    await page.getByLabel('Country code', { exact: true }).selectOption('FR');
    await page.getByLabel('Phone number', { exact: true }).fill('06 12 34 56 78');
    await ui.button(page, 'Save phone number').click();
    await expectVisible(ui.heading(page, doneHeading));
    expect(verifyBodies(session)).toEqual([{ newPhoneNumber: '+33612345678' }]);
  });

  test('works with the keyboard alone', async ({ session, page }) => {
    const { keyboard } = page;
    /** Tabs forward (at most `limit` times) until the focused control is `label`. */
    async function tabTo(label: string, limit = 12) {
      for (let tabs = 0; tabs < limit && (await focusedLabel(page)) !== label; tabs += 1)
        await keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe(label);
    }

    await session.goto('/login');
    await tabTo('Email');
    await keyboard.type('change-phone@gatehouse.test');
    await keyboard.press('Tab');
    await keyboard.type('Password123');
    await keyboard.press('Enter');
    await expectFocused(ui.heading(page, smsHeading));
    await page.getByLabel('6-digit code', { exact: true }).waitFor();

    await tabTo('Try another way');
    await keyboard.press('Enter');
    await expectFocused(ui.heading(page, chooseHeading));
    await tabTo("I don't have any of these");
    await keyboard.press('Enter');
    await expectFocused(ui.heading(page, introHeading));
    await tabTo('Continue', 1);
    await keyboard.press('Enter');
    await expectFocused(ui.heading(page, requirementsHeading));
    await tabTo('Continue', 1);
    await keyboard.press('Enter');

    await expectPath(page, '/login/change-phone-number');
    await expectVisible(ui.heading(page, newNumberHeading));
    await tabTo('Phone number');
    await keyboard.press('Shift+Tab');
    expect(await focusedLabel(page)).toBe('Country code');
    await keyboard.press('Tab');
    await keyboard.type('07700900123');
    await keyboard.press('Enter');
    await expectFocused(ui.heading(page, doneHeading));
    await tabTo('Log in', 2);
    await keyboard.press('Enter');
    await expectPath(page, '/login');
  });
});
