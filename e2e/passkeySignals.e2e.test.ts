import type { Page } from 'playwright-core';
import { expectVisible } from './support/assertions';
import { describe, expect, test } from './support/fixtures';
import { logIn, ui } from './support/login';
import type { Session } from './support/session';
import {
  recordCredentialRequests,
  VirtualAuthenticator,
  type CredentialRequestRecord,
} from './support/webauthn';

// A passkey deleted on the server (issue 27 item 3): the mock answers 400
// passkey.credential_unknown, the widget calls PublicKeyCredential.signalUnknownCredential, and
// Chromium removes the credential from the (virtual) authenticator. Then the usual error shows.

type Requests = () => Promise<CredentialRequestRecord[]>;

/** Creates a passkey for `email` on the example's /mock/passkeys page. */
async function createPasskey(session: Session, page: Page, email: string) {
  const authenticator = await VirtualAuthenticator.attach(page);
  await session.goto('/mock/passkeys');
  await ui.button(page, `Create a passkey for ${email}`).click();
  await expectVisible(
    page.getByRole('status').getByText(`Passkey created for ${email}. You can now log in with it.`),
  );
  expect(await authenticator.credentials()).toHaveLength(1);
  return authenticator;
}

/**
 * Opens /login while the authenticator holds no passkey, so the autofill's request ends without
 * one (it would otherwise log in by itself), then gives the passkey back.
 */
async function openLoginWithAutofillSpent(
  session: Session,
  authenticator: VirtualAuthenticator,
  requests: Requests,
) {
  const saved = await authenticator.credentials();
  await authenticator.clearCredentials();
  await session.goto('/login');
  await expect
    .poll(async () => (await requests()).filter((r) => r.mode === 'conditional' && r.outcome))
    .toHaveLength(1);
  await authenticator.addCredentials(saved);
}

describe('signalUnknownCredential in Chromium', () => {
  test('a passkey login with a deleted passkey: the credential leaves the authenticator and the page says so', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(400);
    const requests = await recordCredentialRequests(page);
    const authenticator = await createPasskey(session, page, 'passkey-deleted@gatehouse.test');
    await openLoginWithAutofillSpent(session, authenticator, requests);
    await ui.button(page, 'Log in with a passkey').click();
    await expectVisible(
      ui
        .alert(page)
        .getByText(
          "This passkey is no longer linked to your account, so your browser won't offer it again. Log in with your email and password instead.",
        ),
    );
    await expect.poll(() => authenticator.credentials()).toEqual([]);
    // The other ways stay: the password login works.
    await expectVisible(ui.email(page));
    await session.expectRequests('POST', '/gateway/v2/login', 1);
    await authenticator.remove();
  });

  test('a PASSKEY challenge with a deleted passkey: signalled, the screen says so, and another way approves', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(400);
    const requests = await recordCredentialRequests(page);
    const email = 'passkey-challenge-deleted@gatehouse.test';
    const authenticator = await createPasskey(session, page, email);
    await openLoginWithAutofillSpent(session, authenticator, requests);
    await logIn(page, email);
    await ui.button(page, 'Continue with passkey').click();
    await expectVisible(
      ui
        .alert(page)
        .getByText(
          "This passkey is no longer linked to your account, so your browser won't offer it again. Approve another way.",
        ),
    );
    await expect.poll(() => authenticator.credentials()).toEqual([]);
    await session.expectRequests('POST', '/gateway/v1/one-time-token/passkey/verify', 1);
    await expectVisible(ui.button(page, 'Approve another way'));
    await authenticator.remove();
  });
});
