import type { Page, Request } from 'playwright-core';
import { expectFocused, expectGone, expectPath, expectVisible } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { code, logIn, ui } from './support/login';
import type { Session } from './support/session';
import { holdRequests } from './support/time';
import { VirtualAuthenticator } from './support/webauthn';

// Real WebAuthn: Chromium's virtual authenticator (CDP) makes real P-256 keys and signatures,
// and the mock API (@simplewebauthn/server in the page's MSW handlers) verifies them for real.
//
// What Chromium does here (found by experiment, headless, WebAuthn.enable with enableUI false):
// - with a virtual authenticator that holds a matching passkey, the login page's conditional
//   request (passkey autofill) resolves on its own within ~100 ms: no focus, no pick;
// - with an authenticator that holds none, it rejects at once (NotAllowedError);
// - with no authenticator at all, it stays pending, as in a browser with no saved passkey.
// So a button test first lets the page's autofill find no passkey, then puts the passkey back.

const passkeyButton = (page: Page) => ui.button(page, 'Log in with a passkey');
const v2Login = '/gateway/v2/login';
const loginOptions = '/gateway/v1/login/passkey/options';

type Mediation = 'conditional' | 'modal';
interface CeremonyEvent {
  event: 'get' | 'resolved' | 'rejected' | 'aborted';
  mediation: Mediation;
  error?: string;
}

// Wraps navigator.credentials.get in every document, to tell the autofill's conditional
// requests from the button's modal ones, and how each ended.
const spyOnCeremonies = `(() => {
  const credentials = navigator.credentials;
  const real = credentials.get.bind(credentials);
  credentials.get = (options) => {
    const mediation = options && options.mediation === 'conditional' ? 'conditional' : 'modal';
    const report = (event, error) => { try { window.__passkeyCeremony({ event, mediation, error }); } catch {} };
    report('get');
    // An abort counts while the request is pending: after it settled, the browser has nothing to end.
    let settled = false;
    if (options && options.signal)
      options.signal.addEventListener('abort', () => { if (!settled) report('aborted'); });
    const pending = real(options);
    pending.then(
      () => { settled = true; report('resolved'); },
      (error) => { settled = true; report('rejected', error && error.name); },
    );
    return pending;
  };
})();`;

/** Ceremony events, and the passkeyOptionsId of every login options answer, in order. */
async function watchCeremonies(page: Page): Promise<CeremonyEvent[] & { optionsIds: string[] }> {
  const events = Object.assign([] as CeremonyEvent[], { optionsIds: [] as string[] });
  await page.exposeFunction('__passkeyCeremony', (event: CeremonyEvent) => void events.push(event));
  await page.addInitScript({ content: spyOnCeremonies });
  page.on('response', async (response) => {
    if (!response.url().endsWith(loginOptions)) return;
    const body = (await response.json().catch(() => null)) as {
      data?: { passkeyOptionsId?: string };
    } | null;
    if (body?.data?.passkeyOptionsId) events.optionsIds.push(body.data.passkeyOptionsId);
  });
  return events;
}

const count = (events: CeremonyEvent[], event: CeremonyEvent['event'], mediation: Mediation) =>
  events.filter((e) => e.event === event && e.mediation === mediation).length;

/** Creates a passkey for `email` on the example's /mock/passkeys page, as a developer would. */
async function createPasskey(
  session: Session,
  page: Page,
  email: string,
): Promise<VirtualAuthenticator> {
  const authenticator = await VirtualAuthenticator.attach(page);
  await session.goto('/mock/passkeys');
  await ui.button(page, `Create a passkey for ${email}`).click();
  await expectVisible(
    page.getByRole('status').getByText(`Passkey created for ${email}. You can now log in with it.`),
  );
  return authenticator;
}

/**
 * Opens /login while the authenticator holds no passkey, so the page's autofill request ends
 * without one (rejected, and not shown: autofill failures are silent), then puts the passkeys
 * back: from then on only the button can use them.
 */
async function openLoginWithAutofillSpent(
  session: Session,
  page: Page,
  authenticator: VirtualAuthenticator,
  events: CeremonyEvent[],
  path = '/login',
) {
  const saved = await authenticator.credentials();
  await authenticator.clearCredentials();
  await session.goto(path);
  await expect.poll(() => count(events, 'rejected', 'conditional')).toBe(1);
  expect(events.find((e) => e.event === 'rejected')?.error).toBe('NotAllowedError');
  await authenticator.addCredentials(saved);
  expect(await ui.alert(page).count()).toBe(0);
}

/** What the tests read of a passkey login's body. */
interface PasskeyLoginBody {
  identifier: string;
  passkeyParameters: { passkeyOptionsId: string; credentials: { id: string } };
}

/** The JSON body of every passkey login to `pathEnd` so far. */
function bodies(session: Session, method: string, pathEnd: string): PasskeyLoginBody[] {
  return session.requestsTo(method, pathEnd).map((request) => JSON.parse(request.body ?? 'null'));
}

describe('passkeys with a virtual authenticator', () => {
  test('creates a passkey on /mock/passkeys: the authenticator holds it and the mock lists it', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    const authenticator = await createPasskey(session, page, 'passkey@gatehouse.test');
    const credentials = await authenticator.credentials();
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    const registered = page.getByRole('list', { name: 'Registered passkeys' });
    await expectVisible(registered.getByText('passkey@gatehouse.test', { exact: true }));
    await session.expectRequests('POST', '/mock-api/passkeys/registration', 1);
    await expectNoAxeViolations(page, 'the mock passkeys page');

    // The same authenticator cannot register twice for one account (excludeCredentials).
    await ui.button(page, 'Create a passkey for passkey@gatehouse.test').click();
    await expectVisible(
      page
        .getByRole('status')
        .getByText('This authenticator already holds a passkey for passkey@gatehouse.test.', {
          exact: false,
        }),
    );
    expect(await authenticator.credentials()).toHaveLength(1);

    await ui.button(page, 'Forget all mock passkeys').click();
    await expectVisible(page.getByText('No mock passkeys yet.', { exact: true }));
  });

  test('logs in with the passkey button: new options, a modal ceremony, one POST /gateway/v2/login, /home', async ({
    session,
    page,
  }) => {
    const events = await watchCeremonies(page);
    const authenticator = await createPasskey(session, page, 'passkey@gatehouse.test');
    await openLoginWithAutofillSpent(session, page, authenticator, events);
    await session.expectRequests('GET', loginOptions, 1);

    await passkeyButton(page).click();
    await expectPath(page, '/home');
    await session.expectRequests('GET', loginOptions, 2);
    expect(count(events, 'resolved', 'modal')).toBe(1);
    expect(count(events, 'resolved', 'conditional')).toBe(0);

    const logins = bodies(session, 'POST', v2Login);
    expect(logins).toHaveLength(1);
    const [body] = logins;
    expect(body).toMatchObject({
      authenticationType: 'passkey',
      passkeyParameters: {
        passkeyOptionsId: expect.stringMatching(/^pko-/),
        credentials: {
          id: expect.any(String),
          type: 'public-key',
          response: { signature: expect.any(String) },
        },
      },
    });
    // CDP reports the id in standard base64; the browser sends base64url.
    const [credential] = await authenticator.credentials();
    expect(
      Buffer.from(body!.passkeyParameters.credentials.id, 'base64url').toString('base64'),
    ).toBe(credential!.credentialId);
    expect(body!.identifier).toBe(body!.passkeyParameters.credentials.id);
    // The options id sent is the one the button's options call answered, not the autofill's.
    await expect.poll(() => events.optionsIds.length).toBe(2);
    expect(body!.passkeyParameters.passkeyOptionsId).toBe(events.optionsIds[1]);
  });

  test('passkey-sms@: the passkey button, then the SMS code, then /home', async ({
    session,
    page,
  }) => {
    const events = await watchCeremonies(page);
    const authenticator = await createPasskey(session, page, 'passkey-sms@gatehouse.test');
    await openLoginWithAutofillSpent(session, page, authenticator, events);
    await passkeyButton(page).click();
    await expectVisible(ui.heading(page, 'Enter the code we texted you'));
    await ui.codeField(page).fill(code);
    await expectPath(page, '/home');
    await session.expectRequests('POST', v2Login, 1);
    expect(count(events, 'resolved', 'modal')).toBe(1);
  });

  test('a failed ceremony (no passkey on the authenticator) shows "Something went wrong."; the password login still works', async ({
    session,
    page,
  }) => {
    const events = await watchCeremonies(page);
    const authenticator = await createPasskey(session, page, 'passkey@gatehouse.test');
    await authenticator.clearCredentials();
    await session.goto('/login');
    await expect.poll(() => count(events, 'rejected', 'conditional')).toBe(1);
    expect(await ui.alert(page).count()).toBe(0);

    await passkeyButton(page).click();
    await expectVisible(ui.alert(page).getByText('Something went wrong.', { exact: true }));
    const modal = events
      .filter((e) => e.mediation === 'modal')
      .map(({ event, error }) => (error ? `${event}:${error}` : event));
    expect(modal.slice(0, 2)).toEqual(['get', 'rejected:NotAllowedError']);
    expect(session.requestsTo('POST', v2Login)).toHaveLength(0);
    await logIn(page, 'no-2fa@gatehouse.test');
    await expectPath(page, '/home');
  });

  test("an assertion the server refuses (the mock forgot the passkey) shows the server's message; the password login still works", async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(401);
    const events = await watchCeremonies(page);
    const authenticator = await createPasskey(session, page, 'passkey@gatehouse.test');
    await ui.button(page, 'Forget all mock passkeys').click();
    await expectVisible(page.getByText('No mock passkeys yet.', { exact: true }));
    // After a refused login the form offers autofill again, and the virtual authenticator would
    // answer it at once, again and again: so the button's login is held until the passkey is gone.
    const passkeyLogin = await holdRequests(page, 'POST', v2Login);
    await openLoginWithAutofillSpent(session, page, authenticator, events);
    await passkeyButton(page).click();
    await expect.poll(() => passkeyLogin.calls()).toBe(1);
    await authenticator.clearCredentials();
    await passkeyLogin.release();
    // A refusal by the server is a login error like any other: its message is shown.
    await expectVisible(
      ui.alert(page).getByText('We could not verify your passkey.', { exact: true }),
    );
    // The autofill asked again and, finding no passkey, ended silently.
    await expect.poll(() => count(events, 'rejected', 'conditional')).toBe(2);
    expect(count(events, 'resolved', 'modal')).toBe(1);
    await session.expectRequests('POST', v2Login, 1);
    await logIn(page, 'no-2fa@gatehouse.test');
    await expectPath(page, '/home');
  });

  test('a browser that cannot parse passkey JSON gets the modal; Escape closes it and focus returns', async ({
    session,
    page,
  }) => {
    await page.addInitScript(() => {
      delete (PublicKeyCredential as { parseRequestOptionsFromJSON?: unknown })
        .parseRequestOptionsFromJSON;
    });
    await installAxe(page);
    await session.goto('/login');
    await passkeyButton(page).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(
      dialog.getByRole('heading', { name: "Your browser doesn't support passkeys", exact: true }),
    );
    await expectNoAxeViolations(page, 'the passkeys-not-supported dialog');
    await page.keyboard.press('Escape');
    await expectGone(dialog);
    await expectFocused(passkeyButton(page));
    expect(session.requestsTo('GET', loginOptions)).toHaveLength(0);
  });

  test('autofill: with a passkey on the authenticator, the conditional request logs in by itself, with one POST /gateway/v2/login', async ({
    session,
    page,
  }) => {
    const events = await watchCeremonies(page);
    await createPasskey(session, page, 'passkey@gatehouse.test');
    expect(session.requestsTo('GET', loginOptions)).toHaveLength(0);
    await session.goto('/login');
    // No click and no focus: Chromium's virtual environment picks the passkey itself.
    await expectPath(page, '/home');
    expect([...events]).toEqual([
      { event: 'get', mediation: 'conditional' },
      { event: 'resolved', mediation: 'conditional' },
    ]);
    await session.expectRequests('GET', loginOptions, 1);
    const logins = bodies(session, 'POST', v2Login);
    expect(logins).toHaveLength(1);
    expect(logins[0]!.passkeyParameters.passkeyOptionsId).toBe(events.optionsIds[0]);
  });

  test('autofill: with no passkey anywhere the conditional request stays pending; a password submit aborts it and logs in', async ({
    session,
    page,
  }) => {
    const events = await watchCeremonies(page);
    // No virtual authenticator: Chromium keeps the conditional request open, like a browser
    // whose user has not picked anything yet.
    await session.goto('/login');
    await expect.poll(() => count(events, 'get', 'conditional')).toBe(1);
    await session.expectRequests('GET', loginOptions, 1);
    // Still pending when the form is submitted: the submit aborts it (below), and nothing
    // settled it before.
    expect([...events]).toEqual([{ event: 'get', mediation: 'conditional' }]);

    await logIn(page, 'no-2fa@gatehouse.test');
    await expectPath(page, '/home');
    expect([...events]).toEqual([
      { event: 'get', mediation: 'conditional' },
      { event: 'aborted', mediation: 'conditional' },
      { event: 'rejected', mediation: 'conditional', error: 'AbortError' },
    ]);
    await session.expectRequests('POST', '/login-api/login', 1);
    expect(session.requestsTo('POST', v2Login)).toHaveLength(0);
    await session.expectRequests('GET', loginOptions, 1);
  });

  test('PASSKEY challenge: password login, then the passkey with X-Passkey-Session-Id, then /home', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    const events = await watchCeremonies(page);
    const authenticator = await createPasskey(session, page, 'passkey-challenge@gatehouse.test');
    const verifies: Request[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        request.url().endsWith('/gateway/v1/one-time-token/passkey/verify')
      )
        verifies.push(request);
    });
    await openLoginWithAutofillSpent(session, page, authenticator, events);
    await logIn(page, 'passkey-challenge@gatehouse.test');
    const heading = ui.heading(page, 'Use your passkey');
    await expectVisible(heading);
    await expectNoAxeViolations(page, 'the passkey challenge screen');
    await ui.button(page, 'Continue with passkey').click();
    await expectPath(page, '/home');
    expect(session.requestsTo('POST', v2Login)).toHaveLength(0);
    await session.expectRequests('GET', '/gateway/v1/one-time-token/passkey/options', 1);
    expect(count(events, 'resolved', 'modal')).toBe(1);
    expect(verifies).toHaveLength(1);
    const headers = await verifies[0]!.allHeaders();
    expect(headers['x-passkey-session-id']).toMatch(/^pks-/);
    expect(headers['one-time-token']).toMatch(/^ott-/);
    expect(JSON.parse(verifies[0]!.postData() ?? '{}')).toMatchObject({
      publicKeyCredential: { type: 'public-key' },
    });
  });
});
