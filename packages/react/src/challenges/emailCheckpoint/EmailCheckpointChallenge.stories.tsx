import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectScreen,
  loginAs,
  pending,
  storyClock,
  type ManualClock,
} from '../../../../../.storybook/helpers';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';

const checkpoint = '/gateway/identity/api/v1/one-time-token/email-checkpoint';

/** The status answers 202 for ever: the verify screen stays. */
const alwaysPending = http.get(
  `*${checkpoint}/status`,
  () => new HttpResponse(null, { status: 202 }),
);

/** The first trigger of each token sends the email; the next one (the resend) answers 500. */
function resendFails() {
  const triggers = new Map<string, number>();
  return http.post(`*${checkpoint}/trigger`, ({ request }) => {
    const token = request.headers.get('One-Time-Token') ?? '';
    const count = (triggers.get(token) ?? 0) + 1;
    triggers.set(token, count);
    return count === 1
      ? HttpResponse.json({ deviceOriginGuard: 'dog-story', status: 'EMAIL_SENT' })
      : new HttpResponse(null, { status: 500 });
  });
}

const pollInterval = 2000;

/** `count` status polls, 2 s apart (the first 2 s after the email went). */
async function polls(clock: ManualClock, count: number) {
  for (let poll = 1; poll <= count; poll += 1) await clock.runNext(pollInterval);
}

/**
 * EMAIL_CHECKPOINT inside the challenge flow: the email is sent (205: nothing to confirm), then
 * "Check your email" polls every 2 s; "Resend email" after 5 polls, once; the error screen with
 * Done; "There was a problem on our end" with Retry. Time stands still until the play function
 * moves it (`polls`).
 */
const meta = {
  title: 'Challenges/EmailCheckpoint',
  component: ChallengeFlow,
  args: { ott: 'ott-story', onSuccess: fn(), onFailure: fn() },
  parameters: { clock: 'manual' },
  render: (args, { loaded }) => (
    <ChallengeFlow {...args} ott={typeof loaded.ott === 'string' ? loaded.ott : args.ott} />
  ),
} satisfies Meta<typeof ChallengeFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const resendButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Resend email' }, { timeout: 5000 });

/** The trigger never answers. */
export const Sending: Story = {
  loaders: [loginAs('email-checkpoint@gatehouse.test')],
  parameters: { msw: { handlers: [pending(`${checkpoint}/trigger`)] } },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, 'Check your email');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Sending you an email…',
    );
  },
};

/** Polling: the spinner, and "Resend email" still disabled (fewer than 5 polls). */
export const Polling: Story = {
  loaders: [loginAs('email-checkpoint@gatehouse.test')],
  parameters: { msw: { handlers: [alwaysPending] } },
  play: async ({ canvasElement }) => {
    await expect(await resendButton(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Waiting for you to open the link in the email…',
    );
  },
};

/** "Resend email" enables with the 5th poll. */
export const ResendEnabled: Story = {
  loaders: [loginAs('email-checkpoint@gatehouse.test')],
  parameters: { msw: { handlers: [alwaysPending] } },
  play: async ({ canvasElement, loaded }) => {
    const button = await resendButton(canvasElement);
    const clock = storyClock(loaded);
    await polls(clock, 4);
    await expect(button).toBeDisabled();
    await polls(clock, 1);
    await waitFor(() => expect(button).toBeEnabled());
  },
};

/** One resend: the email goes again, and the button stays disabled from then on. */
export const ResendSuccess: Story = {
  loaders: [loginAs('email-checkpoint@gatehouse.test')],
  parameters: { msw: { handlers: [alwaysPending] } },
  play: async ({ canvasElement, loaded }) => {
    const button = await resendButton(canvasElement);
    await polls(storyClock(loaded), 5);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(
      await within(canvasElement).findByText("We've sent you another email."),
    ).toBeVisible();
    await expect(await resendButton(canvasElement)).toBeDisabled();
  },
};

export const ResendFailure: Story = {
  loaders: [loginAs('email-checkpoint@gatehouse.test')],
  parameters: { msw: { handlers: [alwaysPending, resendFails()] } },
  play: async ({ canvasElement, loaded }) => {
    const button = await resendButton(canvasElement);
    await polls(storyClock(loaded), 5);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'There was a problem on our end',
    );
  },
};

/**
 * 590 unanswered polls, 20 s before the 20-minute wait ends: the polite warning with "Keep
 * waiting", focus left where it was.
 */
export const ExpiresSoon: Story = {
  loaders: [loginAs('email-checkpoint@gatehouse.test')],
  parameters: {
    msw: { handlers: [alwaysPending] },
    gatehouse: {
      config: {
        // The 590 pending answers come from the page itself, not through the mock service
        // worker: each of the steps below then waits on no round trip.
        fetch: (input: RequestInfo | URL, init?: RequestInit) =>
          String(input instanceof Request ? input.url : input).endsWith(`${checkpoint}/status`)
            ? Promise.resolve(new Response(null, { status: 202 }))
            : globalThis.fetch(input, init),
      },
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await resendButton(canvasElement);
    const clock = storyClock(loaded);
    await polls(clock, 589);
    await expect(canvas.queryByRole('button', { name: 'Keep waiting' })).toBeNull();
    await polls(clock, 1);
    const keepWaiting = await canvas.findByRole('button', { name: 'Keep waiting' });
    await expect(keepWaiting.closest('[role="status"]')).toHaveTextContent(
      "We'll stop waiting for you to open the link in a few seconds.",
    );
    await expect(keepWaiting).not.toHaveFocus();
    await expectScreen(canvasElement, 'Check your email');
  },
};

/** The status answers 401 after 2 polls: "Please try logging in again." and Done (to /login). */
export const ErrorScreen: Story = {
  loaders: [loginAs('email-checkpoint-expired@gatehouse.test')],
  play: async ({ canvasElement, loaded }) => {
    await resendButton(canvasElement);
    await polls(storyClock(loaded), 3);
    await expectScreen(canvasElement, 'Something went wrong');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please try logging in again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(loaded.navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/login`);
  },
};

/** The trigger answers 500. */
export const TriggerFailure: Story = {
  loaders: [loginAs('email-checkpoint-down@gatehouse.test')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      'There was a problem on our end',
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The link is opened after 3 pending polls: the 4th finds it, and the flow completes. */
export const Passed: Story = {
  loaders: [loginAs('email-checkpoint@gatehouse.test')],
  play: async ({ canvasElement, args, loaded }) => {
    await resendButton(canvasElement);
    await polls(storyClock(loaded), 4);
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        oneTimeToken: loaded.ott,
        actionType: 'IDENTITY__LOGIN',
      }),
    );
  },
};

/** A trusted device: the trigger answers 205 and the flow completes at once. */
export const TrustedDevice: Story = {
  loaders: [loginAs('email-checkpoint-instant@gatehouse.test')],
  play: async ({ args, loaded }) => {
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        oneTimeToken: loaded.ott,
        actionType: 'IDENTITY__LOGIN',
      }),
    );
  },
};
