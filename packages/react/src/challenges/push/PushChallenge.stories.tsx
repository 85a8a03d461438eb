import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  enterCode,
  expectCodeScreen,
  expectScreen,
  loginAs,
  pending,
  storyClock,
} from '../../../../../.storybook/helpers';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';

const identity = '/gateway/identity/api/v1/one-time-token/push';
const v1Status = `${identity}/status`;
const v1Trigger = `${identity}/trigger`;
const always202 = http.get(`*${v1Status}`, () => new HttpResponse(null, { status: 202 }));
const waitingTitle = 'Approve the notification on your phone';
const errorTitle = "We couldn't verify it's you";
const notReceived = "I haven't received a notification";
const pollInterval = 1000;

/**
 * Push approval inside `<ChallengeFlow>`, v1 and v2 (by `context.version`): the waiting screen
 * (1 s polls, 600 at most), "I haven't received a notification" after 5 polls, and the push
 * error screen. Each story logs a push scenario account in first. Time stands still until the
 * play function moves it: the first poll goes at once, each later one after `runNext`.
 */
const meta = {
  title: 'Challenges/Push',
  component: ChallengeFlow,
  args: { ott: 'ott-story', onSuccess: fn(), onFailure: fn() },
  parameters: { clock: 'manual' },
  render: (args, { loaded }) => (
    <ChallengeFlow {...args} ott={typeof loaded.ott === 'string' ? loaded.ott : args.ott} />
  ),
} satisfies Meta<typeof ChallengeFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger never answers: the screen waits for the notification to go out. */
export const Sending: Story = {
  loaders: [loginAs('push@gatehouse.test')],
  parameters: { msw: { handlers: [pending(v1Trigger)] } },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, waitingTitle);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Sending a notification to your phone…',
    );
  },
};

/** The phone never answers: the waiting screen, "haven't received" still disabled. */
export const Waiting: Story = {
  loaders: [loginAs('push@gatehouse.test')],
  parameters: { msw: { handlers: [always202] } },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, waitingTitle);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Waiting for your approval…'),
    );
    await expect(canvas.getByRole('button', { name: notReceived })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Try another way' })).toBeEnabled();
  },
};

/** push@ (v1): pending for 3 polls, approved on the 4th. */
export const ApprovedV1: Story = {
  loaders: [loginAs('push@gatehouse.test')],
  play: async ({ canvasElement, args, loaded }) => {
    await expectScreen(canvasElement, waitingTitle);
    const clock = storyClock(loaded);
    for (let poll = 2; poll <= 4; poll += 1) await clock.runNext(pollInterval);
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        oneTimeToken: loaded.ott,
        actionType: 'IDENTITY__LOGIN',
      }),
    );
  },
};

/** push-v2@ (v2): the push challenge is PENDING 3 times, then APPROVED. */
export const ApprovedV2: Story = {
  loaders: [loginAs('push-v2@gatehouse.test')],
  play: async ({ canvasElement, args, loaded }) => {
    await expectScreen(canvasElement, waitingTitle);
    const clock = storyClock(loaded);
    for (let poll = 2; poll <= 4; poll += 1) await clock.runNext(pollInterval);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

/** push-slow@: after 5 polls the button enables; with no other way it sends a new notification. */
export const NotReceived: Story = {
  loaders: [loginAs('push-slow@gatehouse.test')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: notReceived });
    const clock = storyClock(loaded);
    for (let poll = 2; poll <= 4; poll += 1) await clock.runNext(pollInterval);
    await expect(button).toBeDisabled();
    await clock.runNext(pollInterval);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(await canvas.findByText("We've sent you a new notification.")).toBeInTheDocument();
  },
};

/** push-denied@ (v2): DENIED after 2 polls, the push error screen with a way on. */
export const Denied: Story = {
  loaders: [loginAs('push-denied@gatehouse.test')],
  play: async ({ canvasElement, loaded }) => {
    await expectScreen(canvasElement, waitingTitle);
    const clock = storyClock(loaded);
    for (let poll = 2; poll <= 3; poll += 1) await clock.runNext(pollInterval);
    await expectScreen(canvasElement, errorTitle);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The request was declined on your phone.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try another way' })).toBeInTheDocument();
  },
};

/** push-number@: number matching. The number to pick in the app, large, while the phone has not answered. */
export const NumberMatching: Story = {
  loaders: [loginAs('push-number@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, waitingTitle);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Open the notification on your phone and choose this number to approve the request:',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('07')).toBeVisible();
  },
};

/** 600 unanswered polls, one second apart: the push error screen. */
export const TimedOut: Story = {
  loaders: [loginAs('push@gatehouse.test')],
  parameters: {
    msw: { handlers: [always202] },
    gatehouse: {
      config: {
        // The 600 pending answers come from the page itself, not through the mock service
        // worker: each of the 599 steps below then waits on no round trip.
        fetch: (input: RequestInfo | URL, init?: RequestInit) =>
          String(input instanceof Request ? input.url : input).endsWith(v1Status)
            ? Promise.resolve(new Response(null, { status: 202 }))
            : globalThis.fetch(input, init),
      },
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expectScreen(canvasElement, waitingTitle);
    const clock = storyClock(loaded);
    for (let poll = 2; poll <= 600; poll += 1) await clock.runNext(pollInterval);
    await expectScreen(canvasElement, errorTitle);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "We didn't get an answer from your phone in time.",
    );
  },
};

/** The trigger answers 500: the push error screen. */
export const SendFailed: Story = {
  loaders: [loginAs('push@gatehouse.test')],
  parameters: {
    msw: { handlers: [http.post(`*${v1Trigger}`, () => new HttpResponse(null, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, errorTitle);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      "We couldn't send a notification to your phone.",
    );
  },
};

/** push-authy-deleted@: the trigger answers authy_account_deleted; the SMS code takes over. */
export const AuthyAccountDeleted: Story = {
  loaders: [loginAs('push-authy-deleted@gatehouse.test')],
  play: async ({ canvasElement, args }) => {
    await expectCodeScreen(canvasElement, 'SMS');
    await enterCode(canvasElement);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

/** push-expired@: the status answers 401 after one poll; the flow's error screen. */
export const Expired: Story = {
  loaders: [loginAs('push-expired@gatehouse.test')],
  play: async ({ canvasElement, loaded }) => {
    await expectScreen(canvasElement, waitingTitle);
    await storyClock(loaded).runNext(pollInterval);
    await expectScreen(canvasElement, 'Something went wrong');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
  },
};
