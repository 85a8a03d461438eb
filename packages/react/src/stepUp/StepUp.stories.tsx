import { approvalResult, isStepUpError, stepUpHeaders } from '@gatehouse/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { enterCode, expectCodeScreen } from '../../../../.storybook/helpers';
import { withStepUp } from './withStepUp';

/** A host page's sensitive actions, calling the mock API's step-up routes through `withStepUp`. */
function SensitiveActions() {
  // One per story render, so no approval outlives its story.
  const [stepUpFetch] = useState(() => withStepUp());
  const [result, setResult] = useState('');
  const run = async (label: string, path: string, init: RequestInit) => {
    setResult('');
    try {
      const response = await stepUpFetch(path, init);
      setResult(
        response.ok
          ? `${label}: approval ${approvalResult(response) ?? 'not needed'}`
          : `${label}: failed (${response.status})`,
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
          void run(
            'Transfer sent',
            '/api/v1/transfers',
            json('POST', { amount: 100, currency: 'GBP', recipient: 'Ada Lovelace' }),
          )
        }
      >
        Send £100
      </button>
      <button
        type="button"
        className="gh-button gh-button--secondary"
        onClick={() =>
          void run('Recipient added', '/api/v1/recipients', json('POST', { name: 'Grace Hopper' }))
        }
      >
        Add a recipient
      </button>
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
        'Transfer sent',
        'Recipient added',
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
