import type { Page } from 'playwright-core';
import { expectFocused, expectPath, expectVisible, focusedLabel } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { password, ui } from './support/login';

// The example app's own SECURITY_QUESTION challenge (examples/host/src/hostChallenge): a type
// Gatehouse does not know, registered by the host page with one definition.
const email = 'security-question@example.com';
const heading = 'Answer your security question';
const question = 'What was the name of your first school?';
const wrongAnswer = 'That answer is not right. Please try again.';
const answerField = (page: Page) => page.getByLabel('Your answer', { exact: true });

async function expectLoggedIn(page: Page) {
  await expectPath(page, '/home');
  await expectVisible(ui.heading(page, "You're logged in"));
}

describe('a challenge type the host defines', () => {
  test('logs in as security-question@ and passes the question with the keyboard alone', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(400);
    await installAxe(page);
    await session.goto('/login');
    const { keyboard } = page;
    for (let tabs = 0; tabs < 5 && (await focusedLabel(page)) !== 'Email'; tabs += 1)
      await keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Email');
    await keyboard.type(email);
    await keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Password');
    await keyboard.type(password);
    await keyboard.press('Enter');

    const title = ui.heading(page, heading);
    await expectVisible(title);
    await expectFocused(title);
    await expectVisible(page.getByText(question, { exact: true }));
    await expectNoAxeViolations(page, 'the security question');

    await keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Your answer');
    await keyboard.type('Riverside');
    await keyboard.press('Enter');
    await expectVisible(page.getByText(wrongAnswer, { exact: true }));
    await expectFocused(answerField(page));
    expect(await answerField(page).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'the security question with a wrong answer');

    await keyboard.press('ControlOrMeta+A');
    await keyboard.type(' hillside ');
    await keyboard.press('Enter');
    await expectLoggedIn(page);
    const answers = await session.expectRequests(
      'POST',
      '/one-time-token/security-question/verify',
      2,
    );
    expect(answers.map((request) => JSON.parse(request.body ?? '{}'))).toEqual([
      { answer: 'Riverside' },
      { answer: 'hillside' },
    ]);
  });

  test('offers the SMS code as the other way, and names the question by its own label', async ({
    session,
    page,
  }) => {
    await session.goto('/login');
    await ui.email(page).fill(email);
    await ui.password(page).fill(password);
    await ui.logIn(page).click();
    await expectVisible(ui.heading(page, heading));
    await ui.button(page, 'Try another way').click();
    await expectVisible(ui.heading(page, 'Choose a 2-step verification method'));
    await expectVisible(
      page.getByText("We'll use +44 ••••• •••789 for SMS, voice call and WhatsApp", {
        exact: true,
      }),
    );
    await ui.button(page, 'Text message (SMS)').click();
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    await ui.button(page, 'Try another way').click();
    await expectVisible(ui.button(page, 'Security question'));
  });
});
