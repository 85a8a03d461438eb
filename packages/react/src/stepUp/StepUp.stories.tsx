import {
  approvalResult,
  isStepUpError,
  stepUpHeaders,
  type StepUpDescription,
  type StepUpRequestInit,
} from '@gatehouse-auth/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { enterCode, expectCodeScreen } from '../../../../.storybook/helpers';
import { withStepUp } from './withStepUp';

interface SensitiveActionsProps {
  /** What the transfer's approval shows the customer (PSD2 dynamic linking); none by default. */
  transfer?: StepUpDescription;
  /** Bills paid at once, one call each, approved together: adds a 'Pay two bills' button. */
  bills?: readonly StepUpDescription[];
}

/** A host page's sensitive actions, calling the mock API's step-up routes through `withStepUp`. */
function SensitiveActions({ transfer, bills }: SensitiveActionsProps) {
  // One per story render, so no approval outlives its story.
  const [stepUpFetch] = useState(() => withStepUp());
  const [result, setResult] = useState('');
  const run = async (label: string, calls: ReadonlyArray<readonly [string, StepUpRequestInit]>) => {
    setResult('');
    try {
      const responses = await Promise.all(calls.map(([path, init]) => stepUpFetch(path, init)));
      const failed = responses.find((response) => !response.ok);
      setResult(
        failed
          ? `${label}: failed (${failed.status})`
          : `${label}: approval ${approvalResult(responses[0]!) ?? 'not needed'}`,
      );
    } catch (error) {
      setResult(isStepUpError(error) ? `${label}: ${error.code}` : `${label}: ${String(error)}`);
    }
  };
  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (
    <div className="gh-root gh-screen">
      <button
        type="button"
        className="gh-button gh-button--primary"
        onClick={() =>
          void run('Transfer sent', [
            [
              '/api/v1/transfers',
              {
                ...json('POST', { amount: 100, currency: 'GBP', recipient: 'Ada Lovelace' }),
                stepUp: { description: transfer },
              },
            ],
          ])
        }
      >
        Send £100
      </button>
      <button
        type="button"
        className="gh-button gh-button--secondary"
        onClick={() =>
          void run('Recipient added', [
            ['/api/v1/recipients', json('POST', { name: 'Grace Hopper' })],
          ])
        }
      >
        Add a recipient
      </button>
      {bills ? (
        <button
          type="button"
          className="gh-button gh-button--secondary"
          onClick={() => {
            // One batch: the API names one token for all of its calls.
            const batch = `/api/v1/bills?batch=${Math.random().toString(36).slice(2)}`;
            void run(
              'Bills paid',
              bills.map((description) => [
                batch,
                { ...json('POST', description), stepUp: { description } },
              ]),
            );
          }}
        >
          Pay two bills
        </button>
      ) : null}
      <p role="status" className="gh-text">
        {result}
      </p>
    </div>
  );
}

/**
 * `withStepUp` around a host's fetch: the approval modal (the challenge flow on the answer's
 * X-2FA-APPROVAL token) and the cool-off modal. The modals render through the story's
 * `<GatehouseProvider>` into the page body.
 */
const meta = {
  title: 'Step-up/Modals',
  component: SensitiveActions,
  // The host page's own texts: the pseudo-locale check leaves them in English.
  parameters: {
    pseudoLocale: {
      hostTexts: [
        'Send £100',
        'Add a recipient',
        'Pay two bills',
        'Transfer sent',
        'Recipient added',
        'Bills paid',
        'approval',
        'not needed',
      ],
    },
  },
} satisfies Meta<typeof SensitiveActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modals are portalled to the body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openApproval(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send £100' }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: "Confirm it's you" });
  await expectCodeScreen(dialog, 'SMS');
  return dialog;
}

/** A transfer asked for approval: the modal with the SMS code screen of its token. */
export const ApprovalModal: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openApproval(canvasElement);
    await expect(
      within(dialog).getByText(
        'For your security, approve this action with your 2-step verification.',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: "Confirm it's you" })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** A wrong code: the server's message in the modal, which stays open for another try. */
export const ApprovalWrongCode: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openApproval(canvasElement);
    await enterCode(dialog, '000000');
    await expect(
      await within(dialog).findByText('That code is incorrect. Please try again.'),
    ).toBeVisible();
    await expect(
      page(canvasElement).getByRole('dialog', { name: "Confirm it's you" }),
    ).toBeVisible();
  },
};

/** The right code: the modal closes, the transfer goes out again and is approved. */
export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openApproval(canvasElement);
    await enterCode(dialog);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Transfer sent: approval APPROVED')).toBeVisible();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Send £100' })).toHaveFocus();
  },
};

/** The user closed the approval: the call fails with SCA_MODAL_CLOSED, focus is back on the button. */
export const ApprovalClosed: Story = {
  play: async ({ canvasElement }) => {
    await openApproval(canvasElement);
    await userEvent.keyboard('{Escape}');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Transfer sent: SCA_MODAL_CLOSED')).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send £100' })).toHaveFocus();
  },
};

/** A new recipient in its cool-off: the server's title and message, flow id action-cool-off-triggered. */
export const CoolOff: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a recipient' }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Your new recipient needs 24 hours',
    });
    await expect(dialog).toHaveAttribute('data-flow-id', 'action-cool-off-triggered');
    await expect(
      within(dialog).getByText(
        'For your security, you can send money to a new recipient 24 hours after you add them.',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeVisible();
  },
};

/** 'Got it' closes the cool-off modal; the call still fails, with COOL_OFF_MODAL_CLOSED. */
export const CoolOffClosed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a recipient' }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Your new recipient needs 24 hours',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(
      await within(canvasElement).findByText('Recipient added: COOL_OFF_MODAL_CLOSED'),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add a recipient' }),
    ).toHaveFocus();
  },
};

/** A cool-off 403 whose body has no title or message: the catalogue's texts. */
export const CoolOffFallbackTexts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(
          '*/api/v1/recipients',
          () =>
            new HttpResponse('Cool-off period in progress.', {
              status: 403,
              headers: { [stepUpHeaders.coolOff]: 'true' },
            }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a recipient' }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'This action is paused for now',
    });
    await expect(
      within(dialog).getByText(
        'For your security, this action is not available for a while after recent changes to your account. Please try again later.',
      ),
    ).toBeVisible();
    await expect(
      within(dialog).queryByText('Cool-off period in progress.'),
    ).not.toBeInTheDocument();
  },
};

/**
 * The token's status could not be read before the modal opened: the flow's error screen in the
 * modal. Retry reads (and checks) the token again; a login token there closes it, refused.
 */
export const ApprovalTokenUnreadable: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/one-time-token/status', () =>
          HttpResponse.json({ code: 'unexpected.error' }, { status: 503 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send £100' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: "Confirm it's you" });
    await expect(
      await within(dialog).findByRole('heading', { name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(within(dialog).queryByLabelText('6-digit code')).not.toBeInTheDocument();
  },
};

/**
 * The bills API of the story: every call of one batch is asked to approve the same token (a
 * fresh one of the mock's transfer step-up, approved with its SMS code), as a server does for
 * one pending approval; the approved retries are paid.
 */
function billsApi() {
  const tokens = new Map<string, Promise<string>>();
  return http.post('*/api/v1/bills', async ({ request }) => {
    const batch = new URL(request.url).searchParams.get('batch') ?? '';
    let token = tokens.get(batch);
    if (!token) {
      token = fetch('/api/v1/transfers', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: 1, currency: 'GBP', recipient: 'Acme' }),
      }).then((demand) => demand.headers.get(stepUpHeaders.approval) ?? '');
      tokens.set(batch, token);
    }
    const approval = await token;
    return request.headers.get(stepUpHeaders.approval) === approval
      ? HttpResponse.json(
          { paid: true },
          { headers: { [stepUpHeaders.approvalResult]: 'APPROVED' } },
        )
      : HttpResponse.json(
          { code: 'approval_required' },
          { status: 403, headers: { [stepUpHeaders.approval]: approval } },
        );
  });
}

/** The approval's list of what the waiting calls are for. */
const approving = (dialog: HTMLElement) =>
  within(dialog).getByRole('list', { name: "You're approving" });

/**
 * A transfer that says what it is (PSD2 dynamic linking): its amount, in the provider's locale,
 * and its payee, above the challenge. The payee is the host's text, shown as text.
 */
export const TransferApproval: Story = {
  args: {
    transfer: {
      amount: { value: '1250.50', currency: 'EUR' },
      payee: 'Anna Schmidt · DE89 3704 0044 0532 0130 00',
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openApproval(canvasElement);
    const list = approving(dialog);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByText('€1,250.50')).toBeVisible();
    await expect(
      within(list).getByText('To Anna Schmidt · DE89 3704 0044 0532 0130 00'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: "Confirm it's you" })).toHaveFocus();
  },
};

/** Two payments sharing one approval: the modal lists both, and one code pays both. */
export const TwoPaymentsOneApproval: Story = {
  args: {
    bills: [
      { amount: { value: '25.50', currency: 'GBP' }, payee: 'Acme Water' },
      { amount: { value: 30, currency: 'EUR' }, payee: 'Acme Broadband', summary: 'March' },
    ],
  },
  parameters: { msw: { handlers: [billsApi()] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay two bills' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: "Confirm it's you" });
    await expectCodeScreen(dialog, 'SMS');
    await waitFor(() =>
      expect(
        within(approving(dialog))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['£25.50To Acme Water', '€30.00To Acme BroadbandMarch']),
    );
    await enterCode(dialog);
    await expect(
      await within(canvasElement).findByText('Bills paid: approval APPROVED'),
    ).toBeVisible();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};
