import { createClient, login } from '@gatehouse-auth/core';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/coreClient';
import { useMockApi } from '../../test/useMockApi';
import { MOCK_PASSWORD } from '../kit/fixtures';

useMockApi();
const client = createClient({ apiBaseUrl: 'http://localhost' });

describe('the captcha rule on login', () => {
  it("refuses the captcha token 'fail' with 400 captcha.invalid", async () => {
    const error = await failure(
      login(client, {
        email: 'sms@gatehouse.test',
        password: MOCK_PASSWORD,
        captcha: { token: 'fail', type: 'TURNSTILE' },
        siteKey: 'k',
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'captcha.invalid',
      message: 'Captcha verification failed. Please try again.',
    });
  });

  it('refuses it on the data-sharing login too', async () => {
    const error = await failure(
      login(client, {
        email: 'sms@gatehouse.test',
        captcha: { token: 'fail', type: 'RECAPTCHA_V2' },
        dataSharing: true,
      }),
    );
    expect(error.code).toBe('captcha.invalid');
  });

  it('lets any other token through to the ordinary login, body intact', async () => {
    const ott = await login(client, {
      email: 'sms@gatehouse.test',
      password: MOCK_PASSWORD,
      captcha: { token: 'stand-in-turnstile-token', type: 'TURNSTILE' },
      siteKey: 'k',
    });
    expect(ott).toMatch(/^ott-/);
    // The login route still checks the password it reads after the captcha rule.
    expect(
      (
        await failure(
          login(client, {
            email: 'sms@gatehouse.test',
            password: 'wrong',
            captcha: { token: 'ok', type: 'TURNSTILE' },
          }),
        )
      ).code,
    ).toBe('invalid_email_password');
  });

  it('lets a login without a captcha through', async () => {
    await expect(
      login(client, { email: 'sms@gatehouse.test', password: MOCK_PASSWORD }),
    ).resolves.toMatch(/^ott-/);
  });
});
