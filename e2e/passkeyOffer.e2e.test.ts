import type { Page } from 'playwright-core';
import { expectFocused, expectPath, expectVisible } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { logIn, ui } from './support/login';
import { VirtualAuthenticator } from './support/webauthn';

// The passkey offer after a password login (API.md §7), with Chromium's virtual authenticator:
// real keys, and the mock API verifies the new credential with @simplewebauthn/server.
//
// What headless Chromium does here: getClientCapabilities() reports conditionalCreate, so the
// widget first tries the automatic upgrade; a conditional create stays pending (there is no
// password manager), so the widget's one-second limit ends it and the offer shows.

const offerAccount = 'passkey-offer@gatehouse.test';
const offerHeading = (page: Page) => ui.heading(page, 'Log in faster next time');
const options = '/gateway/v1/user/passkeys/registration-options';
const register = '/gateway/v1/user/passkeys';

/** Records each navigator.credentials.create call's mediation, and how it ended. */
const spyOnCreate = `(() => {
  const credentials = navigator.credentials;
  const real = credentials.create.bind(credentials);
  window.__creates = [];
  credentials.create = (options) => {
    const entry = { mediation: (options && options.mediation) || 'modal', outcome: 'pending' };
    window.__creates.push(entry);
    const pending = real(options);
    pending.then(() => { entry.outcome = 'resolved'; }, (error) => { entry.outcome = error && error.name; });
    return pending;
  };
})();`;

/** A password manager that agrees: a conditional create is answered like a modal one. */
const passwordManagerAgrees = `(() => {
  const credentials = navigator.credentials;
  const real = credentials.create.bind(credentials);
  credentials.create = (options) => {
    if (!options || options.mediation !== 'conditional') return real(options);
    const { mediation, ...modal } = options;
    return real(modal);
  };
})();`;

const creates = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __creates: { mediation: string; outcome: string }[] }).__creates,
  );

describe('the passkey offer after a password login', () => {
  test('offer: axe clean, focus on its heading; "Create a passkey" stores a credential; the next login uses it and nothing is offered again', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await page.addInitScript({ content: spyOnCreate });
    const authenticator = await VirtualAuthenticator.attach(page);
    await session.goto('/login');
    const started = Date.now();
    await logIn(page, offerAccount);
    await expectFocused(offerHeading(page));
    // The upgrade's conditional create stayed pending until the one-second limit aborted it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(await creates(page)).toEqual([{ mediation: 'conditional', outcome: 'AbortError' }]);
    await expectNoAxeViolations(page, 'the passkey offer');
    expect(await authenticator.credentials()).toHaveLength(0);

    await ui.button(page, 'Create a passkey').click();
    await expectVisible(page.getByRole('status').getByText('Passkey created', { exact: true }));
    await expectPath(page, '/home');
    const credentials = await authenticator.credentials();
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await session.expectRequests('GET', options, 2);
    const [stored] = await session.expectRequests('POST', register, 1);
    expect(JSON.parse(stored!.body ?? 'null')).toMatchObject({
      passkeyRegistrationId: expect.stringMatching(/^pkr-/),
      credential: { type: 'public-key', response: { attestationObject: expect.any(String) } },
    });

    // The next login: the email field's autofill finds the new passkey and logs in with it.
    await session.goto('/login');
    await expectPath(page, '/home');
    await session.expectRequests('POST', '/gateway/v2/login', 1);
    // No offer this time: the account holds a passkey.
    await session.expectRequests('GET', options, 2);
    expect(await offerHeading(page).count()).toBe(0);
  });

  test('"Not now" by keyboard alone goes on to /home, with no passkey', async ({
    session,
    page,
  }) => {
    const authenticator = await VirtualAuthenticator.attach(page);
    await session.goto('/login');
    await logIn(page, offerAccount);
    await expectFocused(offerHeading(page));
    await page.keyboard.press('Tab');
    await expectFocused(ui.button(page, 'Create a passkey'));
    await page.keyboard.press('Tab');
    await expectFocused(ui.button(page, 'Not now'));
    await page.keyboard.press('Enter');
    await expectPath(page, '/home');
    expect(await authenticator.credentials()).toHaveLength(0);
    expect(session.requestsTo('POST', register)).toHaveLength(0);
  });

  test('the automatic upgrade: a password manager that agrees stores the passkey with no screen', async ({
    session,
    page,
  }) => {
    await page.addInitScript({ content: passwordManagerAgrees });
    const authenticator = await VirtualAuthenticator.attach(page);
    await session.goto('/login');
    await logIn(page, offerAccount);
    await expectPath(page, '/home');
    expect(await authenticator.credentials()).toHaveLength(1);
    await session.expectRequests('POST', register, 1);
    expect(await offerHeading(page).count()).toBe(0);
  });
});
