import { expectVisible } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { logIn, ui } from './support/login';

// axe checks the whole page as a user meets it: the host page with the widget in it.
describe('accessibility (axe-core, all default rules incl. best practices)', () => {
  test('the login form', async ({ session, page }) => {
    await installAxe(page);
    await session.goto('/login');
    await expectVisible(ui.loginHeading(page));
    await expectNoAxeViolations(page, 'the login form');
  });

  test('the login form with field errors', async ({ session, page }) => {
    await installAxe(page);
    await session.goto('/login');
    await ui.logIn(page).click();
    await expect
      .poll(() => page.getByText('Please fill this field', { exact: true }).count())
      .toBe(2);
    await expectNoAxeViolations(page, 'the login form with field errors');
  });

  test('the login form with an error alert and its action', async ({ session, page }) => {
    session.expectHttpErrors(401);
    await installAxe(page);
    await session.goto('/login');
    await logIn(page, 'sms@gatehouse.test', 'not-the-password');
    await expectVisible(ui.alert(page).getByRole('link', { name: 'Reset password', exact: true }));
    await expectNoAxeViolations(page, 'the login form with an error alert');
  });

  test('the code screen, before and after a wrong code', async ({ session, page }) => {
    session.expectHttpErrors(400);
    await installAxe(page);
    await session.goto('/login');
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(ui.codeField(page));
    await expectNoAxeViolations(page, 'the code screen');
    await ui.codeField(page).fill('000000');
    await expectVisible(
      page.getByText('That code is incorrect. Please try again.', { exact: true }),
    );
    await expectNoAxeViolations(page, 'the code screen with an error');
  });

  test('the choose-method screen', async ({ session, page }) => {
    await installAxe(page);
    await session.goto('/login');
    await logIn(page, 'sms@gatehouse.test');
    await ui.button(page, 'Try another way').click();
    await expectVisible(ui.heading(page, 'Choose a 2-step verification method'));
    await expectNoAxeViolations(page, 'the choose-method screen');
  });

  test('the error screen', async ({ session, page }) => {
    session.expectHttpErrors(404);
    await installAxe(page);
    await session.goto('/login');
    await logIn(page, 'expired-token@gatehouse.test');
    await expectVisible(ui.button(page, 'Retry'));
    await expectNoAxeViolations(page, 'the error screen');
  });

  test('the deactivated screen', async ({ session, page }) => {
    session.expectHttpErrors(403);
    await installAxe(page);
    await session.goto('/login');
    await logIn(page, 'deactivated@gatehouse.test');
    await expectVisible(ui.link(page, 'Appeal our decision'));
    await expectNoAxeViolations(page, 'the deactivated screen');
  });

  test('axe really reports problems (a control)', async ({ session, page }) => {
    await installAxe(page);
    await session.goto('/login');
    await page.evaluate(() =>
      document.querySelector('main')?.append(document.createElement('input')),
    );
    await expect(expectNoAxeViolations(page, 'a page with an unlabelled input')).rejects.toThrow(
      /label/,
    );
  });

  test("the success page and the host's own pages", async ({ session, page }) => {
    await installAxe(page);
    await session.goto('/home');
    await expectVisible(ui.heading(page, "You're logged in"));
    await expectNoAxeViolations(page, 'the success page');
    await session.goto('/login/reactivate-account#intro?token=react-ott-7f3c9a');
    await expectVisible(ui.heading(page, 'Reactivate your account'));
    await expectNoAxeViolations(page, 'the reactivation placeholder');
  });
});
