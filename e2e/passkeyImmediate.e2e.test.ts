import { registeredMockPasskey } from '@gatehouse-auth/mock-api';
import type { Page } from 'playwright-core';
import { expectFocused, expectPath, expectVisible } from './support/assertions';
import { describe, expect, test } from './support/fixtures';
import { ui } from './support/login';
import type { Session } from './support/session';
import {
  recordCredentialRequests,
  registeredCredential,
  VirtualAuthenticator,
  type CredentialRequestRecord,
} from './support/webauthn';

// The one-press login (issue 34 §2): Chromium reports `immediateGet`, and "Log in" with the
// email empty asks with `uiMode: 'immediate'`. Real WebAuthn: the virtual authenticator signs,
// the mock verifies the built-in passkey of passkey-registered@gatehouse.test.
//
// The login page's autofill resolves on its own when the authenticator holds a matching passkey,
// so each test lets it end first (no passkey yet: NotAllowedError), then gives the device one.

const returningCustomer = registeredCredential(registeredMockPasskey);
type Requests = () => Promise<CredentialRequestRecord[]>;

const ended = async (requests: Requests, mode: CredentialRequestRecord['mode']) =>
  (await requests()).filter((request) => request.mode === mode && request.outcome);

/** Opens /login with the autofill's request spent, so only Log in can use a passkey. */
async function openLogin(session: Session, page: Page, requests: Requests) {
  await session.goto('/login');
  await expect.poll(async () => (await ended(requests, 'conditional')).length).toBe(1);
  expect((await ended(requests, 'conditional'))[0]?.outcome).toBe('NotAllowedError');
  await expectVisible(ui.logIn(page));
}

describe('the one-press login (immediate mediation) in Chromium', () => {
  test('with a passkey on this device, Log in with the email empty signs in through the browser', async ({
    session,
    page,
  }) => {
    const requests = await recordCredentialRequests(page);
    const authenticator = await VirtualAuthenticator.attach(page);
    await openLogin(session, page, requests);
    const capabilities = await page.evaluate(() => PublicKeyCredential.getClientCapabilities());
    console.log(`getClientCapabilities() in headless Chromium: ${JSON.stringify(capabilities)}`);
    expect(capabilities).toMatchObject({ immediateGet: true, conditionalGet: true });

    await authenticator.addCredentials([returningCustomer]);
    await ui.logIn(page).click();
    await expectPath(page, '/home');
    const immediate = await ended(requests, 'immediate');
    expect(immediate).toEqual([expect.objectContaining({ outcome: 'resolved' })]);
    await session.expectRequests('POST', '/gateway/v2/login', 1);
    await session.expectRequests('POST', '/login-api/login', 0);
    await authenticator.remove();
  });

  test('with no passkey on the device, the browser answers at once and the form validates as today', async ({
    session,
    page,
  }) => {
    const requests = await recordCredentialRequests(page);
    const authenticator = await VirtualAuthenticator.attach(page);
    await openLogin(session, page, requests);
    await ui.logIn(page).click();
    await expectVisible(page.getByText('Please fill this field').first());
    await expectFocused(ui.email(page));
    const [immediate] = await ended(requests, 'immediate');
    expect(immediate?.outcome).toBe('NotAllowedError');
    console.log(`immediate, authenticator without a credential: ${immediate?.ms?.toFixed(1)} ms`);
    expect(immediate?.ms).toBeLessThan(1000);
    await session.expectRequests('POST', '/gateway/v2/login', 0);
    await session.expectRequests('POST', '/login-api/login', 0);
    await authenticator.remove();
  });
});

describe("a host's own Sign in button (immediatePasskeyLogin)", () => {
  test('with a passkey on this device: the login opens at its second factor with the token, and the customer lands home', async ({
    session,
    page,
  }) => {
    const requests = await recordCredentialRequests(page);
    const authenticator = await VirtualAuthenticator.attach(page);
    await authenticator.addCredentials([returningCustomer]);
    await session.goto('/quick-login');
    await ui.button(page, 'Sign in').click();
    await expectPath(page, '/home');
    expect(await ended(requests, 'immediate')).toEqual([
      expect.objectContaining({ outcome: 'resolved' }),
    ]);
    await session.expectRequests('POST', '/gateway/v2/login', 1);
    // The token exchange (`/api/v2/auth` on localhost).
    await session.expectRequests('POST', '/v2/auth', 1);
    await authenticator.remove();
  });

  test('with no authenticator at all: null at once, and the page opens its login', async ({
    session,
    page,
  }) => {
    const requests = await recordCredentialRequests(page);
    await session.goto('/quick-login');
    await ui.button(page, 'Sign in').click();
    await expectPath(page, '/login');
    await expectVisible(ui.loginHeading(page));
    const [immediate] = await ended(requests, 'immediate');
    expect(immediate?.outcome).toBe('NotAllowedError');
    console.log(`immediate, no authenticator: ${immediate?.ms?.toFixed(1)} ms`);
    expect(session.requestsTo('POST', '/gateway/v2/login')).toHaveLength(0);
  });
});
