import type { Page } from 'playwright-core';
import { expectFocused, expectPath, expectVisible } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { code, ui } from './support/login';
import { holdRequests } from './support/time';

// The example's stand-alone step: /signup/phone with the demo sign-up su-demo / st-demo.
const route = '/signup/phone';

const phone = {
  number: (page: Page) => page.getByLabel('Phone number', { exact: true }),
  country: (page: Page) => page.getByLabel('Country code', { exact: true }),
  submit: (page: Page) => ui.button(page, 'Continue'),
};

async function submitNumber(page: Page, typed: string) {
  await phone.number(page).fill(typed);
  await phone.submit(page).click();
}

describe('sign-up phone verification', () => {
  test('a mobile number: SMS code, then "You\'re all set"', async ({ session, page }) => {
    session.expectHttpErrors(400);
    await installAxe(page);
    // The first submit stays on its way until the second Enter is in.
    const submitted = await holdRequests(page, 'PUT', '/sign-up/su-demo/phone-number');
    await session.goto(route);
    await expectVisible(ui.heading(page, 'Enter your phone number'));
    expect(await phone.submit(page).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'the phone number entry');

    await phone.country(page).selectOption('US');
    await expectVisible(ui.link(page, 'Terms and Conditions'));
    await expectNoAxeViolations(page, 'the phone number entry with the US consent notice');
    await phone.country(page).selectOption('GB');

    await phone.number(page).fill('07700 900123');
    await phone.number(page).press('Enter');
    await phone.number(page).press('Enter');
    await expect.poll(() => submitted.calls()).toBe(1);
    await submitted.release();
    const heading = ui.heading(page, 'Enter the code we texted you');
    await expectVisible(heading);
    await expectFocused(heading);
    await expectVisible(ui.codeField(page));
    await expectNoAxeViolations(page, 'the code screen');
    await session.expectRequests('PUT', '/sign-up/su-demo/phone-number', 1);
    expect(
      JSON.parse(session.requestsTo('PUT', '/sign-up/su-demo/phone-number')[0]?.body ?? '{}'),
    ).toEqual({
      signup: { phoneNumber: '+447700900123' },
      signupToken: 'st-demo',
    });

    await ui.codeField(page).fill('000000');
    await expectVisible(
      page.getByText('That code is incorrect. Please try again.', { exact: true }),
    );
    await ui.codeField(page).fill(code);
    await expectVisible(ui.heading(page, "You're all set"));
    expect(session.requestsTo('POST', '/sign-up/su-demo/phone-verification/complete')).toHaveLength(
      1,
    );
    await ui.link(page, 'Go to your account').click();
    await expectPath(page, '/home');
  });

  test('a landline gets a voice call instead', async ({ session, page }) => {
    session.expectHttpErrors(400);
    await session.goto(route);
    await submitNumber(page, '020 7946 3333');
    await expectVisible(ui.heading(page, 'Enter the code we read out to you'));
    await ui.codeField(page).fill(code);
    await expectVisible(ui.heading(page, "You're all set"));
  });

  test('a duplicate number: both duplicate screens, their links, and Back', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(409);
    await installAxe(page);
    await session.goto(route);
    await submitNumber(page, '07700 900000');
    const recognise = ui.heading(page, 'Do you recognise this email?');
    await expectVisible(recognise);
    await expectFocused(recognise);
    await expectVisible(
      page.getByText(
        'This phone number is already linked to an account with the email j•••@example.com.',
      ),
    );
    expect(await ui.link(page, 'Yes').getAttribute('href')).toBe('/login');
    await expectNoAxeViolations(page, 'the first duplicate screen');

    await ui.button(page, 'No').click();
    await expectVisible(ui.heading(page, 'Can you still access this email?'));
    expect(await ui.link(page, 'Yes').getAttribute('href')).toBe(
      '/login/forgot-password?utm_source=login',
    );
    expect(await ui.link(page, 'No').getAttribute('href')).toBe(
      '/help/contact/channels?issue=general-logged-out-login&topic=general-logged-out',
    );
    await expectNoAxeViolations(page, 'the second duplicate screen');

    await ui.button(page, 'Back to change the number').click();
    await expectVisible(ui.heading(page, 'Enter your phone number'));
    expect(await phone.number(page).inputValue()).toBe('07700 900000');
  });

  test('a blocked number: the message with a contact link', async ({ session, page }) => {
    session.expectHttpErrors(400);
    await installAxe(page);
    await session.goto(route);
    await submitNumber(page, '07700 902222');
    await expectVisible(
      ui.alert(page).getByText("This phone number is blocked. We can't send codes to it."),
    );
    const contact = ui.alert(page).getByRole('link', { name: 'Contact us', exact: true });
    expect(await contact.getAttribute('href')).toBe(
      `${session.baseURL}/help/contact/channels?issue=general-logged-out-login&topic=general-logged-out`,
    );
    await expectNoAxeViolations(page, 'the blocked-number alert');
  });
});
