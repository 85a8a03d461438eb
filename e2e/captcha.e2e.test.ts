import { expectVisible } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import {
  installCaptchaStandIns,
  RECAPTCHA_SCRIPT_URL,
  STAND_IN_RECAPTCHA_TOKEN,
  STAND_IN_TURNSTILE_TOKEN,
  TURNSTILE_SCRIPT_URL,
} from './support/captchaStandIns';
import { describe, expect, test } from './support/fixtures';
import { logIn, ui } from './support/login';
import type { Session } from './support/session';

const loginBodies = (session: Session) =>
  session
    .requestsTo('POST', '/login-api/login')
    .map((request) => JSON.parse(request.body ?? '{}') as Record<string, unknown>);

// The captcha's code: one lazily loaded chunk, both vendors' adapters included.
const captchaChunks = (session: Session) =>
  session.requests
    .map((request) => request.url.pathname)
    .filter((path) => /\/assets\/Captcha-[\w-]+\.js$/.test(path));

const standInState = (session: Session, vendor: 'turnstile' | 'recaptcha') =>
  session.page.evaluate(
    (name) =>
      (
        window as unknown as {
          __captchaStandIn?: Record<string, { executes: number; resets: number }>;
        }
      ).__captchaStandIn?.[name],
    vendor,
  );

describe('the login captcha (example page with ?captcha=, vendor stand-ins)', () => {
  test('logs in with Turnstile and sends its token, type and site key', async ({
    session,
    page,
  }) => {
    const standIns = await installCaptchaStandIns(session.context, session.baseURL);
    await session.goto('/login?captcha=turnstile');
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    expect(loginBodies(session)).toEqual([
      expect.objectContaining({
        captcha: `${STAND_IN_TURNSTILE_TOKEN}-1`,
        challenge: 'TURNSTILE',
        siteKey: 'example-site-key',
      }),
    ]);
    expect(standIns.served).toHaveLength(1);
    expect(standIns.served[0]).toMatch(
      new RegExp(`^${TURNSTILE_SCRIPT_URL}\\?onload=\\w+&render=explicit$`),
    );
    expect(captchaChunks(session)).toHaveLength(1);
    expect(session.cspViolations).toEqual([]);
  });

  test('shows the message for a no-retry Turnstile code and sends nothing', async ({
    session,
    page,
  }) => {
    await installCaptchaStandIns(session.context, session.baseURL, { turnstileErrors: ['110200'] });
    await installAxe(page);
    await session.goto('/login?captcha=turnstile');
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(
      ui
        .alert(page)
        .getByText(
          'Captcha verification failed (error 110200). Please refresh the page and try again.',
          { exact: true },
        ),
    );
    await expectNoAxeViolations(page, 'the login form with a captcha error');
    expect(await standInState(session, 'turnstile')).toMatchObject({ executes: 1 });
    expect(loginBodies(session)).toEqual([]);
  });

  test('retries a retryable Turnstile code and logs in with a fresh token', async ({
    session,
    page,
  }) => {
    await installCaptchaStandIns(session.context, session.baseURL, {
      turnstileErrors: ['300010', '600010'],
    });
    await session.goto('/login?captcha=turnstile');
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    expect(await standInState(session, 'turnstile')).toMatchObject({ executes: 3, resets: 2 });
    expect(loginBodies(session).map((body) => body.captcha)).toEqual([
      `${STAND_IN_TURNSTILE_TOKEN}-3`,
    ]);
  });

  test("a refused token shows the server's message, and the next attempt sends a new one", async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(400);
    await installCaptchaStandIns(session.context, session.baseURL, { turnstileTokens: ['fail'] });
    await session.goto('/login?captcha=turnstile');
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(
      ui.alert(page).getByText('Captcha verification failed. Please try again.', { exact: true }),
    );
    // The widget was reset after the refused attempt; the next submit runs a new challenge.
    await expect
      .poll(() => standInState(session, 'turnstile'))
      .toMatchObject({ executes: 1, resets: 1 });
    await ui.logIn(page).click();
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    expect(await standInState(session, 'turnstile')).toMatchObject({ executes: 2, resets: 1 });
    expect(loginBodies(session).map((body) => body.captcha)).toEqual([
      'fail',
      `${STAND_IN_TURNSTILE_TOKEN}-2`,
    ]);
  });

  test('logs in with reCAPTCHA v2', async ({ session, page }) => {
    const standIns = await installCaptchaStandIns(session.context, session.baseURL);
    await session.goto('/login?captcha=recaptcha');
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    expect(loginBodies(session)).toEqual([
      expect.objectContaining({
        captcha: `${STAND_IN_RECAPTCHA_TOKEN}-1`,
        challenge: 'RECAPTCHA_V2',
        siteKey: 'example-site-key',
      }),
    ]);
    expect(standIns.served).toHaveLength(1);
    expect(standIns.served[0]).toMatch(
      new RegExp(`^${RECAPTCHA_SCRIPT_URL}\\?onload=\\w+&render=explicit$`),
    );
    expect(session.cspViolations).toEqual([]);
  });

  for (const [vendor, flag] of [
    ['Turnstile', 'turnstile'],
    ['reCAPTCHA', 'recaptcha'],
  ] as const) {
    test(`says the captcha failed to load when ${vendor}'s script does not load`, async ({
      session,
      page,
    }) => {
      session.expectHttpErrors(503);
      await installCaptchaStandIns(session.context, session.baseURL, { failScriptLoad: true });
      await session.goto(`/login?captcha=${flag}`);
      await logIn(page, 'sms@gatehouse.test');
      await expectVisible(
        ui
          .alert(page)
          .getByText(
            'Captcha verification failed to load. See our FAQ page or refresh the page and try again.',
            { exact: true },
          ),
      );
      expect(loginBodies(session)).toEqual([]);
    });
  }

  test('the login page without the flag loads no captcha code and no vendor script', async ({
    session,
    page,
  }) => {
    const standIns = await installCaptchaStandIns(session.context, session.baseURL);
    await session.goto('/login');
    await logIn(page, 'sms@gatehouse.test');
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    expect(standIns.served).toEqual([]);
    expect(captchaChunks(session)).toEqual([]);
    expect(loginBodies(session)[0]).not.toHaveProperty('captcha');
  });
});
