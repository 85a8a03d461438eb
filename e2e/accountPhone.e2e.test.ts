import type { Page } from 'playwright-core';
import {
  expectFocused,
  expectGone,
  expectValue,
  expectVisible,
  focusedLabel,
} from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { code, ui } from './support/login';

// The example's phone settings: <PhoneNumberSettings> under a provider, the mock starting with no number.
const route = '/settings/phone';
const path = '/gateway/v1/user/phone-numbers';
const contactHelp =
  '/help/contact/channels?issue=general-logged-out-login&topic=general-logged-out';

const phone = {
  number: (page: Page) => page.getByLabel('Phone number', { exact: true }),
  country: (page: Page) => page.getByLabel('Country code', { exact: true }),
  save: (page: Page) => ui.button(page, 'Save number'),
  add: (page: Page) => ui.button(page, 'Add a phone number'),
  modal: (page: Page) => page.getByRole('dialog', { name: "Confirm it's you" }),
};

async function openEntry(page: Page) {
  await phone.add(page).click();
  await expectVisible(ui.heading(page, 'Add a phone number'));
}

async function submitNumber(page: Page, typed: string) {
  await phone.number(page).fill(typed);
  await phone.save(page).click();
}

/** The approval modal with the code screen of its token, ready for the code. */
async function expectApproval(page: Page, title = 'Enter the code we texted you') {
  const modal = phone.modal(page);
  await expectVisible(modal);
  await expectVisible(modal.getByRole('heading', { name: title, exact: true }));
  await expectVisible(modal.getByLabel('6-digit code', { exact: true }));
  return modal;
}

/** From the empty list: adds 07700 900123 through the approval, back on the list. */
async function addNumber(page: Page) {
  await openEntry(page);
  await submitNumber(page, '07700 900123');
  const modal = await expectApproval(page);
  await modal.getByLabel('6-digit code', { exact: true }).fill(code);
  await expectVisible(ui.heading(page, 'Your phone number is saved'));
  await ui.button(page, 'Back to your phone numbers').click();
  await expectVisible(ui.button(page, 'Change +447700900123'));
}

/** Presses Tab until the element named `label` has focus (a keyboard user's walk through the page). */
async function tabTo(page: Page, label: string, limit = 12) {
  for (let presses = 0; presses < limit; presses += 1) {
    if ((await focusedLabel(page)) === label) return;
    await page.keyboard.press('Tab');
  }
  expect(await focusedLabel(page)).toBe(label);
}

describe('logged-in phone settings', () => {
  test('adds a number: the entry, the approval modal, SMS code 111111, saved', async ({
    session,
    page,
  }) => {
    // 403: the approval demand; 400: the wrong code tried first.
    session.expectHttpErrors(400, 403);
    await installAxe(page);
    await session.goto(route);
    await expectVisible(ui.heading(page, 'Your phone numbers'));
    await expectVisible(phone.add(page));
    await expectNoAxeViolations(page, 'the empty list');

    await openEntry(page);
    await expectFocused(ui.heading(page, 'Add a phone number'));
    expect(await phone.save(page).isDisabled()).toBe(true);
    expect(await phone.number(page).getAttribute('autocomplete')).toBe('tel-national');
    expect(await phone.country(page).inputValue()).toBe('GB');
    await expectNoAxeViolations(page, 'the number entry');

    await submitNumber(page, '07700 900123');
    const modal = await expectApproval(page);
    await expectVisible(modal.getByText('We sent it to +44 ••••• ••0123.', { exact: true }));
    await expectNoAxeViolations(page, 'the approval modal');
    await modal.getByLabel('6-digit code', { exact: true }).fill('000000');
    await expectVisible(
      modal.getByText('That code is incorrect. Please try again.', { exact: true }),
    );
    await modal.getByLabel('6-digit code', { exact: true }).fill(code);

    const saved = ui.heading(page, 'Your phone number is saved');
    await expectVisible(saved);
    await expectFocused(saved);
    await expectGone(phone.modal(page));
    await expectVisible(
      page.getByText(
        '+447700900123 is now your phone number. Approved with your 2-step verification.',
      ),
    );
    await expectVisible(page.getByText('Saved +447700900123 (approval: APPROVED).'));
    await expectNoAxeViolations(page, 'the saved screen');

    // Once without the approval, once with it. (Chromium does not report the body of a replayed
    // Request; the saved number above is the mock's echo of it.)
    await session.expectRequests('POST', path, 2);
    await session.expectRequests('POST', '/one-time-token/sms/trigger', 1);

    await ui.button(page, 'Back to your phone numbers').click();
    await expectVisible(ui.button(page, 'Change +447700900123'));
    await expectNoAxeViolations(page, 'the list');
  });

  test('changes to a landline: the approval sends the code by voice call', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(400, 403);
    await installAxe(page);
    await session.goto(route);
    await addNumber(page);
    await ui.button(page, 'Change +447700900123').click();
    await expectVisible(ui.heading(page, 'Enter your new phone number'));
    await expectVisible(
      page.getByText(
        "This replaces +447700900123. We'll send a code to the new number to check it's yours.",
      ),
    );
    await submitNumber(page, '020 7946 3333');
    const modal = await expectApproval(page, 'Enter the code we read out to you');
    await expectNoAxeViolations(page, 'the voice approval');
    await modal.getByLabel('6-digit code', { exact: true }).fill(code);
    await expectVisible(
      page.getByText(
        '+442079463333 is now your phone number. Approved with your 2-step verification.',
      ),
    );
    await session.expectRequests('PUT', `${path}/101`, 2);
    await expectVisible(page.getByText('Saved +442079463333 (approval: APPROVED).'));
    await session.expectRequests('POST', '/one-time-token/voice/trigger', 1);
  });

  test('a duplicate number: both duplicate screens, no approval, and Back', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(409);
    await installAxe(page);
    await session.goto(route);
    await openEntry(page);
    await submitNumber(page, '07700 900000');
    const recognise = ui.heading(page, 'Do you recognise this email?');
    await expectVisible(recognise);
    await expectFocused(recognise);
    await expectVisible(
      page.getByText(
        'This phone number is already linked to an account with the email j•••@example.com.',
      ),
    );
    expect(await phone.modal(page).count()).toBe(0);
    await expectNoAxeViolations(page, 'the first duplicate screen');
    await ui.button(page, 'No').click();
    await expectVisible(ui.heading(page, 'Can you still access this email?'));
    expect(await ui.link(page, 'No').getAttribute('href')).toBe(contactHelp);
    await expectNoAxeViolations(page, 'the second duplicate screen');
    await ui.button(page, 'Back to change the number').click();
    await expectVisible(ui.heading(page, 'Add a phone number'));
    await expectValue(phone.number(page), '07700 900000');
  });

  test('a blocked number: the message with the help article and the contact link', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(400);
    await installAxe(page);
    await session.goto(route);
    await openEntry(page);
    await submitNumber(page, '07700 902222');
    const alert = ui.alert(page);
    await expectVisible(
      alert.getByText("This phone number is blocked. We can't send codes to it."),
    );
    expect(
      await alert
        .getByRole('link', { name: 'Why is a number blocked?', exact: true })
        .getAttribute('href'),
    ).toBe(`${session.baseURL}/help/articles/blocked-phone-number`);
    expect(
      await alert.getByRole('link', { name: 'Contact us', exact: true }).getAttribute('href'),
    ).toBe(`${session.baseURL}${contactHelp}`);
    expect(await phone.modal(page).count()).toBe(0);
    await expectNoAxeViolations(page, 'the blocked-number alert');
  });

  test('closing the approval modal returns to the entry, nothing saved', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(403);
    await installAxe(page);
    await session.goto(route);
    await openEntry(page);
    await submitNumber(page, '07700 900123');
    const modal = await expectApproval(page);
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await expectGone(phone.modal(page));
    await expectVisible(
      page.getByText(
        'You closed the check, so your phone number was not saved. You can try again when you are ready.',
      ),
    );
    await expectVisible(ui.heading(page, 'Add a phone number'));
    await expectValue(phone.number(page), '07700 900123');
    await expectFocused(phone.save(page));
    expect(await ui.alert(page).count()).toBe(0);
    await session.expectRequests('POST', path, 1);
    await expectNoAxeViolations(page, 'the entry after closing the approval');

    // Escape closes it the same way.
    await phone.save(page).click();
    await expectApproval(page);
    await page.keyboard.press('Escape');
    await expectGone(phone.modal(page));
    await session.expectRequests('POST', path, 2);
  });

  test('keyboard only: add a number through the approval modal', async ({ session, page }) => {
    session.expectHttpErrors(403);
    await session.goto(route);
    await expectVisible(phone.add(page));
    await tabTo(page, 'Add a phone number');
    await page.keyboard.press('Enter');
    await expectFocused(ui.heading(page, 'Add a phone number'));
    await tabTo(page, 'Phone number');
    await page.keyboard.type('07700 900123');
    await page.keyboard.press('Enter');
    const modal = await expectApproval(page);
    await tabTo(page, '6-digit code');
    expect(
      await modal
        .getByLabel('6-digit code', { exact: true })
        .evaluate((field) => field === document.activeElement),
    ).toBe(true);
    await page.keyboard.type(code);
    await expectFocused(ui.heading(page, 'Your phone number is saved'));
    await tabTo(page, 'Back to your phone numbers');
    await page.keyboard.press('Enter');
    await expectFocused(ui.heading(page, 'Your phone numbers'));
    await tabTo(page, 'Change +447700900123');
    await page.keyboard.press('Enter');
    await expectFocused(ui.heading(page, 'Enter your new phone number'));
  });
});
