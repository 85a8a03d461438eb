import type { Page } from 'playwright-core';
import { expectFocused, expectGone, expectVisible, focusedLabel } from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { code, password, ui } from './support/login';
import type { Session } from './support/session';

// The sensitive actions on /home call the mock API through withStepUp(fetch), with no provider.
const approval = (page: Page) =>
  page.getByRole('dialog', { name: "Confirm it's you", exact: true });
/** The approval modal's list of what the waiting calls are for. */
const approving = (page: Page) =>
  approval(page).getByRole('list', { name: "You're approving", exact: true });
const coolOffTitle = 'Your new recipient needs 24 hours';
const coolOffMessage =
  'For your security, you can send money to a new recipient 24 hours after you add them.';

/** Tabs through the page until the control named `label` has focus (keyboard only, no clicks). */
async function tabTo(page: Page, label: string, limit = 20) {
  for (let presses = 0; presses < limit; presses += 1) {
    if ((await focusedLabel(page)) === label) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(
    `"${label}" never got focus after ${limit} presses of Tab (focus is on "${await focusedLabel(page)}")`,
  );
}

/** The approval modal is open and trapping focus: modal (the page behind inert), focus inside it. */
async function expectModal(page: Page, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName, exact: true });
  await expectVisible(dialog);
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await expectFocused(dialog.getByRole('heading', { name: dialogName, exact: true }));
  // Tab never leaves the dialog for the page behind it.
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press('Tab');
    const outside = await dialog.evaluate((element) => {
      const focused = document.activeElement;
      return focused !== null && focused !== document.body && !element.contains(focused);
    });
    expect(outside).toBe(false);
  }
}

/** Opens the approval by keyboard on `action`, then enters the SMS code by keyboard. */
async function approveByKeyboard(page: Page) {
  const dialog = approval(page);
  await expectVisible(
    dialog.getByRole('heading', { name: 'Enter the code we texted you', exact: true }),
  );
  await expectVisible(dialog.getByLabel('6-digit code', { exact: true }));
  await tabTo(page, '6-digit code');
  await page.keyboard.type(code);
}

describe('withStepUp on the example home page', () => {
  test('approves a transfer with the SMS code and sends it again, keyboard only', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(403);
    await installAxe(page);
    const approvalHeaders: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/transfers')
        approvalHeaders.push(request.headers()['x-2fa-approval']);
    });
    await session.goto('/home');
    await tabTo(page, 'Send £100');
    await page.keyboard.press('Enter');

    await expectModal(page, "Confirm it's you");
    await expectVisible(approval(page).getByLabel('6-digit code', { exact: true }));
    // What the transfer is: its amount in the page's locale (British English) and its payee.
    expect(await approving(page).getByRole('listitem').allInnerTexts()).toEqual([
      '£100.00\nTo Grace Hopper',
    ]);
    await expectNoAxeViolations(page, 'the approval modal');
    await approveByKeyboard(page);

    await expectVisible(page.getByText('Transfer sent. Approval: APPROVED.', { exact: true }));
    await expectGone(approval(page));
    await expectFocused(ui.button(page, 'Send £100'));
    // The same request twice: first without the header, then with the approved token. (The mock
    // refuses a transfer body without amount, currency and recipient with a 400, on either send;
    // Chromium does not report a fetch's streamed body to the test, so the mock checks it.)
    await session.expectRequests('POST', '/api/v1/transfers', 2);
    expect(approvalHeaders[0]).toBeUndefined();
    expect(approvalHeaders[1]).toMatch(/^ott-/);
    // No provider on this page: the modal's own root is gone with it.
    expect(await page.locator('body > div:not(#root)').count()).toBe(0);
  });

  test('Escape closes the approval: the error is shown, focus is back, and a second try succeeds', async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(403);
    await session.goto('/home');
    await tabTo(page, 'Send £100');
    await page.keyboard.press('Enter');
    await expectVisible(approval(page).getByLabel('6-digit code', { exact: true }));
    await page.keyboard.press('Escape');

    await expectVisible(
      page.getByText('Send £100 did not go through: SCA_MODAL_CLOSED.', { exact: true }),
    );
    await expectGone(approval(page));
    await expectFocused(ui.button(page, 'Send £100'));
    await session.expectRequests('POST', '/api/v1/transfers', 1);

    await page.keyboard.press('Enter');
    await approveByKeyboard(page);
    await expectVisible(page.getByText('Transfer sent. Approval: APPROVED.', { exact: true }));
    await expectFocused(ui.button(page, 'Send £100'));
    await session.expectRequests('POST', '/api/v1/transfers', 3);
  });

  test('approves an email change asked for with a 400', async ({ session, page }) => {
    session.expectHttpErrors(400);
    await session.goto('/home');
    await tabTo(page, 'Change email');
    await page.keyboard.press('Enter');
    await approveByKeyboard(page);
    await expectVisible(page.getByText('Email changed. Approval: APPROVED.', { exact: true }));
    await expectFocused(ui.button(page, 'Change email'));
  });

  test("shows the cool-off modal with the body's title and message, then the error", async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(403);
    await installAxe(page);
    await session.goto('/home');
    await tabTo(page, 'Add a recipient');
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: coolOffTitle, exact: true });
    await expectModal(page, coolOffTitle);
    expect(await dialog.getAttribute('data-flow-id')).toBe('action-cool-off-triggered');
    await expectVisible(dialog.getByText(coolOffMessage, { exact: true }));
    await expectNoAxeViolations(page, 'the cool-off modal');

    await tabTo(page, 'Got it');
    await page.keyboard.press('Enter');
    await expectGone(dialog);
    await expectVisible(
      page.getByText('Add a recipient did not go through: COOL_OFF_MODAL_CLOSED.', { exact: true }),
    );
    await expectFocused(ui.button(page, 'Add a recipient'));
    await session.expectRequests('POST', '/api/v1/recipients', 1);
  });
});

// `?otherOrigins=1` adds calls to Acme's API on its own origin (listed in approvalOrigins) and
// to a partner's (not listed). These stand in for both, with the CORS headers a real API sends.
const acmeApi = 'https://api.acme.example';
const partnerApi = 'https://rates.partner.example';

interface Answer {
  status: number;
  headers: Record<string, string>;
}

/** Serves both APIs (each answering `answer`) and adds them to the page's connect-src, as a host calling them would. */
/** Acme's API: every call asks to approve `token()`, and the call carrying it is approved. */
function approvingWith(token: () => string) {
  return (approval: string | undefined): Answer =>
    approval === token()
      ? { status: 200, headers: { 'X-2FA-APPROVAL-RESULT': 'APPROVED' } }
      : { status: 403, headers: { 'X-2FA-APPROVAL': token() } };
}

/**
 * Opens the home page with Acme's API (which asks to approve the mock's step-up token), and
 * presses `button` from the keyboard. Returns what Acme's API served.
 */
async function payAcme(session: Session, page: Page, button: string) {
  let stepUpToken = '';
  const served = await serveOtherOrigins(
    session,
    approvingWith(() => stepUpToken),
  );
  await session.goto('/home?otherOrigins=1');
  stepUpToken = await mockToken(page, 'stepUp');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  return served;
}

async function serveOtherOrigins(
  session: Session,
  answer: (approval: string | undefined) => Answer,
) {
  const pageOrigin = new URL(session.baseURL).origin;
  const cors = {
    'Access-Control-Allow-Origin': pageOrigin,
    'Access-Control-Expose-Headers': 'X-2FA-APPROVAL, X-2FA-APPROVAL-RESULT',
  };
  const served: string[] = [];
  // Routes run newest first: these answer before the Session's rule that aborts every request leaving localhost.
  await session.context.route(
    (url) => url.origin === acmeApi || url.origin === partnerApi,
    async (route) => {
      const request = route.request();
      served.push(`${request.method()} ${request.url()}`);
      if (request.method() === 'OPTIONS') {
        return route.fulfill({
          status: 204,
          headers: {
            ...cors,
            'Access-Control-Allow-Methods': 'GET, POST',
            'Access-Control-Allow-Headers': 'content-type, x-2fa-approval',
          },
        });
      }
      const { status, headers } = answer(request.headers()['x-2fa-approval']);
      return route.fulfill({
        status,
        headers: { ...cors, ...headers },
        contentType: 'application/json',
        body: '{}',
      });
    },
  );
  await session.context.route(
    (url) => url.origin === pageOrigin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const widened = html.replace(
        /connect-src (&#39;|')self\1/,
        (directive) => `${directive} ${acmeApi} ${partnerApi}`,
      );
      if (widened === html) throw new Error('the example page has no connect-src to widen');
      return route.fulfill({ response, body: widened });
    },
  );
  return served;
}

/** A token the mock API issued, read in the page (its service worker is the mock): a login's, or a transfer step-up's. */
async function mockToken(page: Page, kind: 'login' | 'stepUp'): Promise<string> {
  return page.evaluate(
    async ([which, pass]) => {
      if (which === 'login') {
        const response = await fetch('/login-api/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Client-Id': 'gatehouse-web' },
          body: JSON.stringify({ email: 'sms@gatehouse.test', password: pass }),
        });
        return (
          (await response.json()) as { data: { oneTimeTokenProperties: { oneTimeToken: string } } }
        ).data.oneTimeTokenProperties.oneTimeToken;
      }
      const demand = await fetch('/api/v1/transfers', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: 1, currency: 'GBP', recipient: 'Ada' }),
      });
      return demand.headers.get('X-2FA-APPROVAL') ?? '';
    },
    [kind, password] as const,
  );
}

describe('withStepUp: who may ask for approval, and for what', () => {
  test("a partner's API asking to approve a login token: refused (UNTRUSTED_ORIGIN), no modal", async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(403);
    let loginToken = '';
    const served = await serveOtherOrigins(session, () => ({
      status: 403,
      headers: { 'X-2FA-APPROVAL': loginToken },
    }));
    await session.goto('/home?otherOrigins=1');
    loginToken = await mockToken(page, 'login');
    await tabTo(page, 'Check exchange rates');
    await page.keyboard.press('Enter');

    await expectVisible(
      page.getByText('Check exchange rates did not go through: UNTRUSTED_ORIGIN.', { exact: true }),
    );
    expect(served).toEqual([`GET ${partnerApi}/v1/rates`]);
    expect(await approval(page).count()).toBe(0);
    // No modal ever ran: the token was never read, no code was sent for it.
    expect(session.requestsTo('GET', '/one-time-token/status')).toHaveLength(0);
    expect(session.requestsTo('POST', '/one-time-token/sms/trigger')).toHaveLength(0);
    await expectFocused(ui.button(page, 'Check exchange rates'));
  });

  test("Acme's own API (listed) asking to approve a login token: refused (ACTION_TYPE_REFUSED), no modal", async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(403);
    let loginToken = '';
    const served = await serveOtherOrigins(session, () => ({
      status: 403,
      headers: { 'X-2FA-APPROVAL': loginToken },
    }));
    await session.goto('/home?otherOrigins=1');
    loginToken = await mockToken(page, 'login');
    await tabTo(page, 'Pay a bill');
    await page.keyboard.press('Enter');

    await expectVisible(
      page.getByText('Pay a bill did not go through: ACTION_TYPE_REFUSED.', { exact: true }),
    );
    expect(served.filter((request) => request.startsWith('POST'))).toEqual([
      `POST ${acmeApi}/v1/bills`,
    ]);
    expect(await approval(page).count()).toBe(0);
    // The token was read once, to check it, and no code was sent for it.
    await session.expectRequests('GET', '/one-time-token/status', 1);
    expect(session.requestsTo('POST', '/one-time-token/sms/trigger')).toHaveLength(0);
  });

  test("Acme's own API (listed) asking to approve a transfer: the modal, then the approved retry", async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(403);
    const served = await payAcme(session, page, 'Pay a bill');

    await approveByKeyboard(page);
    await expectVisible(page.getByText('Bill paid. Approval: APPROVED.', { exact: true }));
    expect(served.filter((request) => request.startsWith('POST'))).toEqual([
      `POST ${acmeApi}/v1/bills`,
      `POST ${acmeApi}/v1/bills`,
    ]);
  });
  test("two of Acme's payments sharing one approval: the modal lists both, one code sends both", async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(403);
    await installAxe(page);
    // Acme's API names one token for every payment of the batch, as a server does for one approval.
    const served = await payAcme(session, page, 'Pay two bills');

    await expectModal(page, "Confirm it's you");
    // Both payments, in the order they were sent; the amounts in the page's locale.
    await expect
      .poll(() => approving(page).getByRole('listitem').allInnerTexts())
      .toEqual(['£25.50\nTo Acme Water', '€30.00\nTo Acme Broadband']);
    // Read before the challenge: the list comes first in the dialog.
    const order = await approval(page).evaluate((dialog) => {
      const list = dialog.querySelector('ul');
      const field = dialog.querySelector('input');
      return list && field ? list.compareDocumentPosition(field) : 0;
    });
    expect(order & 4).toBe(4);
    await expectNoAxeViolations(page, 'the approval modal with two payments');

    await approveByKeyboard(page);
    await expectVisible(page.getByText('Bills paid. Approval: APPROVED.', { exact: true }));
    // One approval for both: one code sent, each payment sent twice (demand, then approved).
    await session.expectRequests('POST', '/one-time-token/sms/verify', 1);
    expect(served.filter((request) => request.startsWith('POST'))).toEqual(
      Array(4).fill(`POST ${acmeApi}/v1/bills`),
    );
  });
});
