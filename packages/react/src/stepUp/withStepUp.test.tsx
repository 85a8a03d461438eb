import {
  approvalResult,
  isStepUpError,
  stepUpHeaders,
  type StepUpDescription,
  type StepUpDescriptions,
  type StepUpUi,
} from '@gatehouse-auth/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  oneTimeTokenFor,
  recordRequests,
  server,
  testConfig,
  setupMockServer,
} from '../../test/mockServer';
import { ChallengeFlow } from '../challengeFlow/ChallengeFlow';
import { locale as deDE } from '../locales/de-DE';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { withStepUp } from './withStepUp';

setupMockServer();
afterEach(() => vi.unstubAllGlobals());

/** The host's own API (the mock's step-up routes), absolute: Node's Request has no page to resolve against. */
const api = (path: string) => new URL(path, window.location.href).href;
const transfer = () =>
  [
    api('/api/v1/transfers'),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 100, currency: 'GBP', recipient: 'Ada' }),
    },
  ] as const;

/** A fresh token of the mock's transfer step-up (an SMS code), as its demand names it. */
async function stepUpToken(): Promise<string> {
  const demand = await fetch(...transfer());
  return demand.headers.get(stepUpHeaders.approval) ?? '';
}

/** The host's fetch: msw's, looked up per call. */
const pageFetch = vi.fn<typeof fetch>((input, init) => globalThis.fetch(input, init));

const coolOffTitle = 'Your new recipient needs 24 hours';
const coolOffMessage =
  'For your security, you can send money to a new recipient 24 hours after you add them.';

/** A page under a provider whose challenge flow talks to the mock API, with a button that had focus. */
function renderPage(options: { messages?: Record<string, string> } = {}) {
  render(
    <GatehouseProvider config={testConfig()} messages={options.messages}>
      <button type="button">Send £100</button>
    </GatehouseProvider>,
  );
  const button = screen.getByRole('button', { name: 'Send £100' });
  button.focus();
  return button;
}

/** Without a provider the challenge flow uses the page's fetch with relative paths, as in a browser. */
function resolveRelativeFetch() {
  const fetchWithMock = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    fetchWithMock(
      input instanceof Request ? input : new URL(String(input), window.location.href),
      init,
    ),
  );
}

/** The call's error, caught from the start: the call may fail while the test is still clicking. */
function failureOf(call: Promise<Response>): Promise<unknown> {
  return call.then(
    () => new Error('The call succeeded'),
    (error: unknown) => error,
  );
}

const approvalDialog = (name = "Confirm it's you") =>
  screen.findByRole('dialog', { name }, { timeout: 3000 });

/** Every dialog that entered the page since the call, even one removed again at once. */
function watchDialogs() {
  const seen: Element[] = [];
  const collect = (records: MutationRecord[]) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('dialog, [role="dialog"]')) seen.push(node);
        seen.push(...node.querySelectorAll('dialog, [role="dialog"]'));
      }
    }
  };
  const observer = new MutationObserver(collect);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    collect(observer.takeRecords());
    observer.disconnect();
    return seen;
  };
}

/** A token status of `actionType` asking for an SMS code: what the identity server says of an attacker's token. */
function tokenOf(actionType: string, oneTimeToken = 'ott-attacker') {
  return http.get('*/identity/api/v1/one-time-token/status', () =>
    HttpResponse.json({
      oneTimeTokenProperties: {
        oneTimeToken,
        actionType,
        challenges: [
          {
            required: true,
            primaryChallenge: { type: 'SMS', availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }] },
            alternatives: [],
          },
        ],
      },
    }),
  );
}

/** An endpoint of the host's API that demands approval of `token` (compromised, or on another origin). */
function demanding(url: string, token: string) {
  return http.post(url, () =>
    HttpResponse.json(
      { code: 'approval_required' },
      { status: 403, headers: { [stepUpHeaders.approval]: token } },
    ),
  );
}

/** A batch endpoint that names `ott` for every call, as a server does for one pending approval. */
function sharedApproval(ott: string) {
  return http.post(api('/api/v1/batch'), ({ request }) =>
    request.headers.get(stepUpHeaders.approval) === ott
      ? HttpResponse.json({ ok: true }, { headers: { [stepUpHeaders.approvalResult]: 'APPROVED' } })
      : HttpResponse.json(
          { code: 'approval_required' },
          { status: 403, headers: { [stepUpHeaders.approval]: ott } },
        ),
  );
}

async function enterCode(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  code = '111111',
) {
  await user.type(
    await within(dialog).findByLabelText('6-digit code', undefined, { timeout: 3000 }),
    code,
  );
}

describe('withStepUp', () => {
  it('opens the approval modal on a 403 demand, and returns the approved retry', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const button = renderPage();
    const stepUpFetch = withStepUp(pageFetch);
    const call = stepUpFetch(...transfer());

    const dialog = await approvalDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(
      within(dialog).getByText(
        'For your security, approve this action with your 2-step verification.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    // The modal opens with focus on its title, inside the dialog.
    expect(within(dialog).getByRole('heading', { name: "Confirm it's you" })).toHaveFocus();
    await enterCode(user, dialog);

    const response = await call;
    expect(response.status).toBe(200);
    expect(approvalResult(response)).toBe('APPROVED');
    expect(await response.json()).toMatchObject({
      status: 'SENT',
      amount: 100,
      currency: 'GBP',
      recipient: 'Ada',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(requests.count('POST', '/api/v1/transfers')).toBe(2);
    // Both sends went through the host's fetch.
    expect(pageFetch).toHaveBeenCalledTimes(2);
    requests.stop();
  });

  it('passes every other answer through untouched, with no modal', async () => {
    server.use(
      http.post(api('/api/v1/forbidden'), () =>
        HttpResponse.json({ code: 'not_allowed' }, { status: 403 }),
      ),
      http.get(api('/api/v1/balance'), () => HttpResponse.json({ amount: 250 })),
    );
    renderPage();
    const stepUpFetch = withStepUp(pageFetch);
    const forbidden = await stepUpFetch(api('/api/v1/forbidden'), { method: 'POST' });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ code: 'not_allowed' });
    const balance = await stepUpFetch(api('/api/v1/balance'));
    expect(await balance.json()).toEqual({ amount: 250 });
    expect(approvalResult(balance)).toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a wrong code in the modal and lets the user try again', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const call = withStepUp(pageFetch)(...transfer());
    const dialog = await approvalDialog();
    await enterCode(user, dialog, '000000');
    expect(
      await within(dialog).findByText('That code is incorrect. Please try again.'),
    ).toBeInTheDocument();
    const field = within(dialog).getByLabelText('6-digit code');
    await user.clear(field);
    await user.type(field, '111111');
    expect(approvalResult(await call)).toBe('APPROVED');
  });

  it('approves the 400 variant (an email change) the same way', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const call = withStepUp(pageFetch)(api('/api/v1/profile/email'), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'new@example.com' }),
    });
    await enterCode(user, await approvalDialog());
    const response = await call;
    expect(response.status).toBe(200);
    expect(approvalResult(response)).toBe('APPROVED');
    expect(await response.json()).toEqual({ email: 'new@example.com' });
  });

  it.each([
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
        user.click(within(dialog).getByRole('button', { name: 'Close' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])(
    'rejects with SCA_MODAL_CLOSED when %s closes the modal, and gives focus back',
    async (_how, close) => {
      const user = userEvent.setup({ delay: null });
      const requests = recordRequests();
      const button = renderPage();
      const call = failureOf(withStepUp(pageFetch)(...transfer()));
      const dialog = await approvalDialog();
      await within(dialog).findByLabelText('6-digit code', undefined, { timeout: 3000 });
      await close(user, dialog);

      const error = await call;
      expect(isStepUpError(error) && error.code).toBe('SCA_MODAL_CLOSED');
      expect(isStepUpError(error) && error.response?.status).toBe(403);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
      // Never retried without an approval.
      expect(requests.count('POST', '/api/v1/transfers')).toBe(1);
      requests.stop();
    },
  );

  it('an aborted caller waiting for its turn leaves the open modal of another call alone', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const stepUpFetch = withStepUp(pageFetch);
    const controller = new AbortController();
    const call = stepUpFetch(...transfer());
    const aborted = failureOf(
      stepUpFetch(api('/api/v1/transfers'), { ...transfer()[1], signal: controller.signal }),
    );
    const dialog = await approvalDialog();
    await within(dialog).findByLabelText('6-digit code', undefined, { timeout: 3000 });
    await act(async () => controller.abort());
    expect(await aborted).toMatchObject({ name: 'AbortError' });
    expect(screen.getByRole('dialog')).toBe(dialog);
    await enterCode(user, dialog);
    expect(approvalResult(await call)).toBe('APPROVED');
    // The aborted call's token never gets a modal.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes an open modal when its only caller aborts', async () => {
    const button = renderPage();
    const controller = new AbortController();
    const call = failureOf(
      withStepUp(pageFetch)(api('/api/v1/transfers'), {
        ...transfer()[1],
        signal: controller.signal,
      }),
    );
    const dialog = await approvalDialog();
    await within(dialog).findByLabelText('6-digit code', undefined, { timeout: 3000 });
    await act(async () => controller.abort());
    expect(await call).toMatchObject({ name: 'AbortError' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('shows the cool-off modal with the server title and message, then rejects with COOL_OFF_MODAL_CLOSED', async () => {
    const user = userEvent.setup({ delay: null });
    const button = renderPage();
    const call = failureOf(withStepUp(pageFetch)(api('/api/v1/recipients'), { method: 'POST' }));
    const dialog = await screen.findByRole('dialog', { name: coolOffTitle });
    expect(dialog).toHaveAttribute('data-flow-id', 'action-cool-off-triggered');
    expect(within(dialog).getByText(coolOffMessage)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: coolOffTitle })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));

    const error = await call;
    expect(isStepUpError(error) && error.code).toBe('COOL_OFF_MODAL_CLOSED');
    // The original error is still there for the caller, its body unread.
    expect(isStepUpError(error) && (await error.response?.json())).toEqual({
      title: coolOffTitle,
      message: coolOffMessage,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('renders the server texts of a cool-off as text: markup stays literal', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(api('/api/v1/recipients'), () =>
        HttpResponse.json(
          { title: 'Wait <i>a day</i>', message: 'You can add <b>new</b> recipients tomorrow.' },
          { status: 403, headers: { [stepUpHeaders.coolOff]: 'TRUE' } },
        ),
      ),
    );
    renderPage();
    const call = failureOf(withStepUp(pageFetch)(api('/api/v1/recipients'), { method: 'POST' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wait <i>a day</i>' });
    expect(
      within(dialog).getByText('You can add <b>new</b> recipients tomorrow.'),
    ).toBeInTheDocument();
    expect(dialog.querySelector('b, i')).toBeNull();
    await user.keyboard('{Escape}');
    expect(await call).toMatchObject({ code: 'COOL_OFF_MODAL_CLOSED' });
  });

  it('shows the default cool-off texts when the body has none', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const call = failureOf(
      withStepUp(pageFetch)(api('/api/v1/recipients/malformed-cool-off'), { method: 'POST' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'This action is paused for now' });
    expect(
      within(dialog).getByText(
        'For your security, this action is not available for a while after recent changes to your account. Please try again later.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await call).toMatchObject({ code: 'COOL_OFF_MODAL_CLOSED' });
  });

  it('with no provider mounted, renders the modal in a root of its own and removes it afterwards', async () => {
    const user = userEvent.setup({ delay: null });
    resolveRelativeFetch();
    const bodyChildren = document.body.children.length;
    // The page's global fetch, read at call time (stubbed above, after withStepUp's import).
    const call = withStepUp()(...transfer());
    const dialog = await approvalDialog();
    const ownRoot = dialog.parentElement;
    expect(ownRoot?.parentElement).toBe(document.body);
    expect(document.body.children.length).toBe(bodyChildren + 1);
    await enterCode(user, dialog);
    expect(approvalResult(await call)).toBe('APPROVED');
    await waitFor(() => expect(ownRoot).not.toBeInTheDocument());
    expect(document.body.children.length).toBe(bodyChildren);
  });

  it('with no provider mounted, the cool-off modal also cleans up after itself', async () => {
    const user = userEvent.setup({ delay: null });
    const bodyChildren = document.body.children.length;
    const call = failureOf(withStepUp()(api('/api/v1/recipients'), { method: 'POST' }));
    const dialog = await screen.findByRole('dialog', { name: coolOffTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(await call).toMatchObject({ code: 'COOL_OFF_MODAL_CLOSED' });
    await waitFor(() => expect(document.body.children.length).toBe(bodyChildren));
  });

  it("under a provider, renders in the provider's tree with its texts and its config", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({
      messages: { 'stepUp.title': 'Approve your transfer', 'stepUp.close': 'Cancel transfer' },
    });
    const call = withStepUp(pageFetch)(...transfer());
    const dialog = await approvalDialog('Approve your transfer');
    // Portalled to the body, not a root of its own.
    expect(dialog.parentElement).toBe(document.body);
    expect(within(dialog).getByRole('button', { name: 'Cancel transfer' })).toBeInTheDocument();
    // The challenge flow's calls go through the provider's config (its fetch resolves the paths).
    await enterCode(user, dialog);
    expect(approvalResult(await call)).toBe('APPROVED');
  });

  it('uses the most recently mounted provider', async () => {
    function Pages() {
      const [second, setSecond] = useState(false);
      return (
        <>
          <GatehouseProvider config={testConfig()} messages={{ 'stepUp.title': 'First provider' }}>
            <button type="button" onClick={() => setSecond(true)}>
              Open the second
            </button>
          </GatehouseProvider>
          {second ? (
            <GatehouseProvider
              config={testConfig()}
              messages={{ 'stepUp.title': 'Second provider' }}
            />
          ) : null}
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<Pages />);
    await user.click(screen.getByRole('button', { name: 'Open the second' }));
    const call = failureOf(withStepUp(pageFetch)(...transfer()));
    await approvalDialog('Second provider');
    await user.keyboard('{Escape}');
    expect(await call).toMatchObject({ code: 'SCA_MODAL_CLOSED' });
  });

  it('rejects with SCA_MODAL_CLOSED when the provider holding the open modal unmounts', async () => {
    const view = render(<GatehouseProvider config={testConfig()} />);
    const call = failureOf(withStepUp(pageFetch)(...transfer()));
    await approvalDialog();
    view.unmount();
    expect(await call).toMatchObject({ code: 'SCA_MODAL_CLOSED' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("uses the host's own ui instead of the default modal", async () => {
    const user = userEvent.setup({ delay: null });
    // A host UI: the challenge flow inline on the page, no dialog.
    let show: (request: { ott: string; done: () => void } | null) => void = () => undefined;
    function HostApproval() {
      const [request, setRequest] = useState<{ ott: string; done: () => void } | null>(null);
      show = setRequest;
      return request ? (
        <section aria-label="Acme approval">
          <ChallengeFlow ott={request.ott} onSuccess={request.done} />
        </section>
      ) : null;
    }
    const ui: StepUpUi = {
      approve: vi.fn(
        (ott: string) => new Promise<void>((resolve) => show({ ott, done: () => resolve() })),
      ),
      coolOff: vi.fn(async () => undefined),
    };
    render(
      <GatehouseProvider config={testConfig()}>
        <HostApproval />
      </GatehouseProvider>,
    );
    const stepUpFetch = withStepUp(pageFetch, { ui });

    const call = stepUpFetch(...transfer());
    const region = await screen.findByRole('region', { name: 'Acme approval' });
    await enterCode(user, region);
    expect(approvalResult(await call)).toBe('APPROVED');
    expect(ui.approve).toHaveBeenCalledWith(expect.stringMatching(/^ott-/), {
      signal: expect.any(AbortSignal),
      descriptions: expect.objectContaining({ current: expect.any(Function) }),
    });

    await expect(stepUpFetch(api('/api/v1/recipients'), { method: 'POST' })).rejects.toMatchObject({
      code: 'COOL_OFF_MODAL_CLOSED',
    });
    expect(ui.coolOff).toHaveBeenCalledWith(
      { title: coolOffTitle, message: coolOffMessage },
      { signal: expect.any(AbortSignal) },
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shares one modal between concurrent calls demanding the same token, and retries them all', async () => {
    const user = userEvent.setup({ delay: null });
    const ott = await stepUpToken();
    const requests = recordRequests();
    server.use(sharedApproval(ott));
    renderPage();
    const stepUpFetch = withStepUp(pageFetch);
    const calls = Array.from({ length: 5 }, (_, index) =>
      stepUpFetch(api('/api/v1/batch'), { method: 'POST', body: `item ${index}` }),
    );
    const dialog = await approvalDialog();
    await within(dialog).findByLabelText('6-digit code', undefined, { timeout: 3000 });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await enterCode(user, dialog);
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => approvalResult(answer))).toEqual(Array(5).fill('APPROVED'));
    expect(requests.count('POST', '/one-time-token/sms/verify')).toBe(1);
    expect(requests.count('POST', '/api/v1/batch')).toBe(10);
    requests.stop();
  });

  it.each<[string, () => [typeof fetch, typeof fetch]]>([
    [
      'one wrapped fetch',
      () => {
        const stepUpFetch = withStepUp(pageFetch);
        return [stepUpFetch, stepUpFetch];
      },
    ],
    ['two wrapped fetches', () => [withStepUp(pageFetch), withStepUp(pageFetch)]],
  ])(
    'shows one modal at a time when concurrent calls demand different tokens (%s)',
    async (_how, wrap) => {
      const user = userEvent.setup({ delay: null });
      renderPage();
      const [one, other] = wrap();
      const first = one(...transfer());
      const second = other(...transfer());
      const dialog = await approvalDialog();
      await within(dialog).findByLabelText('6-digit code', undefined, { timeout: 3000 });
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      await enterCode(user, dialog);
      expect(approvalResult(await first)).toBe('APPROVED');
      // The second token's modal follows once the first has gone, never beside it.
      await waitFor(() => expect(screen.getByRole('dialog')).not.toBe(dialog), { timeout: 3000 });
      const next = screen.getByRole('dialog', { name: "Confirm it's you" });
      expect(dialog).not.toBeInTheDocument();
      await enterCode(user, next);
      expect(approvalResult(await second)).toBe('APPROVED');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );
});

describe('withStepUp: what the approval is for', () => {
  const described = (description: StepUpDescription) => {
    const [input, init] = transfer();
    return [input, { ...init, stepUp: { description } }] as const;
  };
  const approving = (dialog: HTMLElement, name = "You're approving") =>
    within(dialog).getByRole('list', { name });
  const items = (list: HTMLElement) =>
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('shows the amount in the provider locale, the payee and the summary above the challenge', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const call = withStepUp(pageFetch)(
      ...described({
        amount: { value: '1250.50', currency: 'EUR' },
        payee: 'Anna Schmidt · DE89 3704',
        summary: 'Rent for May',
      }),
    );
    const dialog = await approvalDialog();
    const list = approving(dialog);
    expect(within(list).getByText('€1,250.50')).toBeInTheDocument();
    expect(within(list).getByText('To Anna Schmidt · DE89 3704')).toBeInTheDocument();
    expect(within(list).getByText('Rent for May')).toBeInTheDocument();
    // Read before the challenge: the list comes first in the dialog.
    const challenge = await within(dialog).findByLabelText('6-digit code', undefined, {
      timeout: 3000,
    });
    expect(list.compareDocumentPosition(challenge) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await enterCode(user, dialog);
    expect(approvalResult(await call)).toBe('APPROVED');
  });

  it('formats the amount for a German provider, with the German texts', async () => {
    render(
      <GatehouseProvider config={testConfig()} locale={deDE}>
        <p>Page</p>
      </GatehouseProvider>,
    );
    const call = failureOf(
      withStepUp(pageFetch)(
        ...described({ amount: { value: 1250.5, currency: 'EUR' }, payee: 'Anna Schmidt' }),
      ),
    );
    const dialog = await approvalDialog('Bestätigen Sie, dass Sie es sind');
    const list = approving(dialog, 'Sie genehmigen');
    expect(items(list)).toEqual(['1.250,50\u00a0€An Anna Schmidt']);
    // Testing Library's text match turns the no-break space into a space.
    expect(within(list).getByText('1.250,50 €')).toBeInTheDocument();
    expect(within(list).getByText('An Anna Schmidt')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).keyboard('{Escape}');
    expect(await call).toMatchObject({ code: 'SCA_MODAL_CLOSED' });
  });

  it('shows an amount whose currency Intl rejects as the host gave it', async () => {
    renderPage();
    const call = failureOf(
      withStepUp(pageFetch)(...described({ amount: { value: '1250.50', currency: 'EURO' } })),
    );
    const dialog = await approvalDialog();
    expect(items(approving(dialog))).toEqual(['1250.50 EURO']);
    await userEvent.setup({ delay: null }).keyboard('{Escape}');
    expect(await call).toMatchObject({ code: 'SCA_MODAL_CLOSED' });
  });

  it('shows markup in a payee or summary as text, never as HTML', async () => {
    renderPage();
    const call = failureOf(
      withStepUp(pageFetch)(
        ...described({ payee: '<b>Anna</b>', summary: '<img src=x onerror=alert(1)>' }),
      ),
    );
    const dialog = await approvalDialog();
    const list = approving(dialog);
    expect(within(list).getByText('To <b>Anna</b>')).toBeInTheDocument();
    expect(within(list).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(list.querySelector('b, img')).toBeNull();
    await userEvent.setup({ delay: null }).keyboard('{Escape}');
    expect(await call).toMatchObject({ code: 'SCA_MODAL_CLOSED' });
  });

  it('shows the modal as before for a call without a description', async () => {
    renderPage();
    const call = failureOf(withStepUp(pageFetch)(...transfer()));
    const dialog = await approvalDialog();
    await within(dialog).findByLabelText('6-digit code', undefined, { timeout: 3000 });
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(within(dialog).queryByText("You're approving")).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).keyboard('{Escape}');
    expect(await call).toMatchObject({ code: 'SCA_MODAL_CLOSED' });
  });

  it("describes a call with withStepUp's describe(request); a call's own description wins", async () => {
    const user = userEvent.setup({ delay: null });
    const ott = await stepUpToken();
    server.use(sharedApproval(ott));
    renderPage();
    const describe = vi.fn((request: Request): StepUpDescription => ({
      summary: `Batch ${new URL(request.url).searchParams.get('item')}`,
    }));
    const stepUpFetch = withStepUp(pageFetch, { describe });
    const first = stepUpFetch(api('/api/v1/batch?item=1'), { method: 'POST' });
    const dialog = await approvalDialog();
    const list = approving(dialog);
    expect(items(list)).toEqual(['Batch 1']);
    const second = stepUpFetch(api('/api/v1/batch?item=2'), {
      method: 'POST',
      stepUp: { description: { summary: 'Its own' } },
    });
    await waitFor(() => expect(items(list)).toEqual(['Batch 1', 'Its own']));
    expect(describe).toHaveBeenCalledTimes(1);
    await enterCode(user, dialog);
    expect((await Promise.all([first, second])).map((answer) => approvalResult(answer))).toEqual([
      'APPROVED',
      'APPROVED',
    ]);
  });

  it('updates the open modal as calls join the approval and leave it', async () => {
    const user = userEvent.setup({ delay: null });
    const ott = await stepUpToken();
    server.use(sharedApproval(ott));
    renderPage();
    const stepUpFetch = withStepUp(pageFetch);
    const batch = (item: number, description: StepUpDescription, signal?: AbortSignal) =>
      stepUpFetch(api('/api/v1/batch'), {
        method: 'POST',
        body: `item ${item}`,
        stepUp: { description },
        ...(signal ? { signal } : {}),
      });
    const first = batch(1, { amount: { value: 100, currency: 'GBP' }, payee: 'Ada Lovelace' });
    const dialog = await approvalDialog();
    const list = approving(dialog);
    expect(items(list)).toEqual(['£100.00To Ada Lovelace']);

    const leaving = new AbortController();
    const second = failureOf(
      batch(2, { amount: { value: '20', currency: 'EUR' }, payee: 'Grace Hopper' }, leaving.signal),
    );
    const third = batch(3, { summary: 'Add a new recipient' });
    await waitFor(() =>
      expect(items(list)).toEqual([
        '£100.00To Ada Lovelace',
        '€20.00To Grace Hopper',
        'Add a new recipient',
      ]),
    );
    // Still the same dialog: joining never reopens it.
    expect(screen.getAllByRole('dialog')).toEqual([dialog]);

    act(() => leaving.abort());
    expect(await second).toMatchObject({ name: 'AbortError' });
    await waitFor(() =>
      expect(items(list)).toEqual(['£100.00To Ada Lovelace', 'Add a new recipient']),
    );
    await enterCode(user, dialog);
    expect((await Promise.all([first, third])).map((answer) => approvalResult(answer))).toEqual([
      'APPROVED',
      'APPROVED',
    ]);
  });

  it("gives the host's own ui the live descriptions", async () => {
    const ott = await stepUpToken();
    server.use(sharedApproval(ott));
    let seen: StepUpDescriptions | undefined;
    const ui: StepUpUi = {
      approve: vi.fn(async (_ott: string, { descriptions }) => {
        seen = descriptions;
      }),
      coolOff: vi.fn(async () => undefined),
    };
    renderPage();
    const answer = await withStepUp(pageFetch, { ui })(api('/api/v1/batch'), {
      method: 'POST',
      stepUp: { description: { summary: 'Pay a bill' } },
    });
    expect(approvalResult(answer)).toBe('APPROVED');
    expect(seen?.current()).toEqual([{ summary: 'Pay a bill' }]);
  });
});

describe('withStepUp: who may ask, and for what', () => {
  it.each(['IDENTITY__LOGIN', 'IDENTITY__SOCIAL_LOGIN', 'IDENTITY__RESET_PASSWORD'])(
    'refuses a demand for a %s token: ACTION_TYPE_REFUSED, and no dialog ever shows',
    async (actionType) => {
      server.use(demanding(api('/api/v1/payees'), 'ott-attacker'), tokenOf(actionType));
      const requests = recordRequests();
      renderPage();
      const dialogs = watchDialogs();
      const error = await failureOf(
        withStepUp(pageFetch)(api('/api/v1/payees'), { method: 'POST', body: '{}' }),
      );

      expect(isStepUpError(error) && error.code).toBe('ACTION_TYPE_REFUSED');
      // The caller still reads the demand, as with every StepUpError.
      expect(isStepUpError(error) && (await error.response?.json())).toEqual({
        code: 'approval_required',
      });
      expect(dialogs()).toEqual([]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // No code was sent for the attacker's login, and the call was not sent again.
      expect(requests.count('POST', '/one-time-token/sms/trigger')).toBe(0);
      expect(requests.count('POST', '/api/v1/payees')).toBe(1);
      requests.stop();
    },
  );

  it("refuses the mock's own login token the same way, with no provider mounted", async () => {
    resolveRelativeFetch();
    const loginToken = await oneTimeTokenFor('sms@gatehouse.test');
    server.use(demanding(api('/api/v1/payees'), loginToken));
    const dialogs = watchDialogs();
    const error = await failureOf(
      withStepUp()(api('/api/v1/payees'), { method: 'POST', body: '{}' }),
    );
    expect(isStepUpError(error) && error.code).toBe('ACTION_TYPE_REFUSED');
    expect(dialogs()).toEqual([]);
  });

  it("never hands a login token to the host's own ui", async () => {
    server.use(demanding(api('/api/v1/payees'), 'ott-attacker'), tokenOf('IDENTITY__LOGIN'));
    renderPage();
    const ui: StepUpUi = {
      approve: vi.fn(async () => undefined),
      coolOff: vi.fn(async () => undefined),
    };
    const error = await failureOf(
      withStepUp(pageFetch, { ui })(api('/api/v1/payees'), { method: 'POST', body: '{}' }),
    );
    expect(isStepUpError(error) && error.code).toBe('ACTION_TYPE_REFUSED');
    expect(ui.approve).not.toHaveBeenCalled();
  });

  it('reads the token status once: the modal starts from the answer its check read', async () => {
    const requests = recordRequests();
    renderPage();
    const call = failureOf(withStepUp(pageFetch)(...transfer()));
    const dialog = await approvalDialog();
    await within(dialog).findByLabelText('6-digit code', undefined, { timeout: 3000 });
    expect(requests.count('GET', '/one-time-token/status')).toBe(1);
    await userEvent.setup({ delay: null }).keyboard('{Escape}');
    expect(await call).toMatchObject({ code: 'SCA_MODAL_CLOSED' });
    requests.stop();
  });

  it("shows a failed status read on the flow's error screen; Retry checks the token again and refuses a login token", async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      // The first handler that matches answers: the first read fails, the next finds a login token.
      http.get(
        '*/identity/api/v1/one-time-token/status',
        () => HttpResponse.json({ code: 'unexpected.error' }, { status: 503 }),
        { once: true },
      ),
      tokenOf('IDENTITY__LOGIN'),
      demanding(api('/api/v1/payees'), 'ott-attacker'),
    );
    renderPage();
    const call = failureOf(
      withStepUp(pageFetch)(api('/api/v1/payees'), { method: 'POST', body: '{}' }),
    );
    const dialog = await approvalDialog();
    expect(
      await within(dialog).findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));

    const error = await call;
    expect(isStepUpError(error) && error.code).toBe('ACTION_TYPE_REFUSED');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
  });

  it('after a failed status read, Retry shows the challenge of a step-up token', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.get(
        '*/identity/api/v1/one-time-token/status',
        () => HttpResponse.json({ code: 'unexpected.error' }, { status: 503 }),
        { once: true },
      ),
    );
    renderPage();
    const call = withStepUp(pageFetch)(...transfer());
    const dialog = await approvalDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Retry' }));
    await enterCode(user, dialog);
    expect(approvalResult(await call)).toBe('APPROVED');
  });

  it.each([
    ['another origin', 'https://partner.example/v1/payees'],
    [
      'a lookalike of the page',
      `${window.location.protocol}//${window.location.hostname}.evil.example/api/v1/payees`,
    ],
  ])('refuses a demand from %s: UNTRUSTED_ORIGIN, no dialog, no status read', async (_, url) => {
    const stepUpOtt = await stepUpToken();
    server.use(demanding(url, stepUpOtt));
    const requests = recordRequests();
    renderPage();
    const dialogs = watchDialogs();
    const error = await failureOf(withStepUp(pageFetch)(url, { method: 'POST', body: '{}' }));
    expect(isStepUpError(error) && error.code).toBe('UNTRUSTED_ORIGIN');
    expect(isStepUpError(error) && error.response?.status).toBe(403);
    expect(dialogs()).toEqual([]);
    expect(requests.count('GET', '/one-time-token/status')).toBe(0);
    requests.stop();
  });

  it("accepts a demand from the provider's apiBaseUrl, and from approvalOrigins", async () => {
    const user = userEvent.setup({ delay: null });
    const approvedAt = (url: string, ott: string) =>
      http.post(url, ({ request }) =>
        request.headers.get(stepUpHeaders.approval) === ott
          ? HttpResponse.json(
              { ok: true },
              { headers: { [stepUpHeaders.approvalResult]: 'APPROVED' } },
            )
          : HttpResponse.json({}, { status: 403, headers: { [stepUpHeaders.approval]: ott } }),
      );
    const [first, second] = [await stepUpToken(), await stepUpToken()];
    server.use(
      approvedAt('https://api.acme.example/v1/payees', first!),
      approvedAt('https://partner.example/v1/payees', second!),
    );
    render(
      <GatehouseProvider config={testConfig({ apiBaseUrl: 'https://api.acme.example/v1' })} />,
    );
    const stepUpFetch = withStepUp(pageFetch, { approvalOrigins: ['https://partner.example'] });

    const fromApi = stepUpFetch('https://api.acme.example/v1/payees', { method: 'POST' });
    await enterCode(user, await approvalDialog());
    expect(approvalResult(await fromApi)).toBe('APPROVED');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const fromListed = stepUpFetch('https://partner.example/v1/payees', { method: 'POST' });
    await enterCode(user, await approvalDialog());
    expect(approvalResult(await fromListed)).toBe('APPROVED');
  });

  it('has no allowedRedirectOrigins: a browser hides where a redirect leads, so the retry follows none', () => {
    expect(() =>
      withStepUp(pageFetch, {
        // @ts-expect-error the option is gone: in a browser it could never allow anything
        allowedRedirectOrigins: ['https://api.example.com'],
      }),
    ).not.toThrow();
  });

  it('throws at once on an approvalOrigins entry that is not an absolute URL', () => {
    expect(() => withStepUp(pageFetch, { approvalOrigins: ['/api'] })).toThrow(TypeError);
  });
});
