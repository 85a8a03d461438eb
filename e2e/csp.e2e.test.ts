import { expectPath, expectVisible } from './support/assertions';
import { describe, expect, test } from './support/fixtures';
import { code, logIn, ui } from './support/login';

describe('the built example under a strict Content-Security-Policy', () => {
  test('ships a policy without eval or inline script and style', async ({ session, page }) => {
    await session.goto('/login');
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    const directives = new Map(
      (policy ?? '').split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-(eval|inline)|wasm-unsafe-eval/);
  });

  test('reports what it blocks, so a clean run means something (a control)', async ({
    session,
    page,
  }) => {
    session.expectCspViolations();
    await session.spyOnEval();
    await session.goto('/login');
    const outcome = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true;';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { color: red; }';
      document.head.append(style);
      const ran = (window as unknown as { inlineRan?: boolean }).inlineRan === true;
      // Code run by Playwright's evaluate may eval; a page task may not. Try it from a timer.
      const evalOutcome = await new Promise<string>((resolve) => {
        setTimeout(() => {
          try {
            new Function('return 1')();
            resolve('allowed');
          } catch (error) {
            resolve((error as Error).name);
          }
        });
      });
      return { ran, eval: evalOutcome };
    });
    expect(outcome).toEqual({ ran: false, eval: 'EvalError' });
    await expect
      .poll(() => session.cspViolations.map((v) => v.directive).sort())
      .toEqual(['script-src', 'script-src-elem', 'style-src-elem']);
    expect(session.evalAttempts).toEqual(['new Function(return 1)']);
  });

  test('the whole login works with no violation and no eval, zod included', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(400, 401);
    await session.spyOnEval();
    await session.goto('/login');
    // A failing answer, a body that fails its schema (zod's error path) and then the happy path.
    await logIn(page, 'sms@gatehouse.test', 'wrong');
    await expectVisible(ui.alert(page).getByText('Wrong email or password.'));
    await logIn(page, 'malformed@gatehouse.test');
    await expectVisible(ui.alert(page).getByText('Something went wrong.', { exact: true }));
    await logIn(page, 'sms@gatehouse.test');
    await ui.codeField(page).fill('000000');
    await expectVisible(
      page.getByText('That code is incorrect. Please try again.', { exact: true }),
    );
    await ui.button(page, 'Try another way').click();
    await ui.button(page, 'Authenticator app').click();
    await ui.codeField(page).fill(code);
    await expectPath(page, '/home');
    await expectVisible(ui.heading(page, "You're logged in"));

    expect(session.cspViolations).toEqual([]);
    expect(session.evalAttempts).toEqual([]);
    // Every answer above went through a zod schema in the page; the spy saw all of them.
    expect(session.requestsTo('GET', '/one-time-token/status').length).toBeGreaterThanOrEqual(2);
  });
});
