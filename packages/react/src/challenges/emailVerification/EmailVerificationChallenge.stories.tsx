import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectScreen, loginAs, storyClock, tokenStatus } from '../../../../../.storybook/helpers';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';

const emailVerification = { type: 'EMAIL_VERIFICATION', viewData: { attributes: {} } };
const statusPath = '*/gateway/identity/api/v1/one-time-token/status';
const pollInterval = 3000;

/** The token status asks for email verification for ever: the screen keeps waiting. */
const neverVerified = tokenStatus(emailVerification);

/** The first status read (the flow's) answers the challenge; every later read of that token fails. */
function failsAfterFirstRead() {
  const reads = new Map<string, number>();
  return http.get(statusPath, ({ request }) => {
    const token = request.headers.get('One-Time-Token') ?? '';
    const count = (reads.get(token) ?? 0) + 1;
    reads.set(token, count);
    if (count > 1)
      return HttpResponse.json(
        { code: 'internal', message: 'The verification service is unavailable.' },
        { status: 500 },
      );
    return HttpResponse.json({
      oneTimeTokenProperties: {
        oneTimeToken: token,
        actionType: 'IDENTITY__LOGIN',
        challenges: [{ required: true, primaryChallenge: emailVerification }],
      },
    });
  });
}

/**
 * EMAIL_VERIFICATION inside the challenge flow: "Check your email", polling the token status
 * every 3 s, and "Resend email" with its success and failure messages. Time stands still until
 * the play function moves it: each poll comes with a `runNext`.
 */
const meta = {
  title: 'Challenges/EmailVerification',
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

/** Waiting for the link to be opened: the spinner and "Resend email". */
export const Polling: Story = {
  loaders: [loginAs('email-verify@gatehouse.test')],
  parameters: { msw: { handlers: [neverVerified] } },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, 'Check your email');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Waiting for you to open the link in the email…',
    );
    await expect(await resendButton(canvasElement)).toBeEnabled();
  },
};

export const ResendSuccess: Story = {
  loaders: [loginAs('email-verify@gatehouse.test')],
  parameters: { msw: { handlers: [neverVerified] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await resendButton(canvasElement));
    await expect(
      await within(canvasElement).findByText(
        "We've resent the verification email to you, please check your inbox",
      ),
    ).toBeVisible();
  },
};

/** The resend answers 500. */
export const ResendFailure: Story = {
  loaders: [loginAs('email-verify-resend-down@gatehouse.test')],
  parameters: { msw: { handlers: [neverVerified] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await resendButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "Something went wrong. we're looking into it, please try again later",
    );
  },
};

/** The mock verifies the email after 3 status reads: the flow's own, then two polls; the third poll finds it passed. */
export const Verified: Story = {
  loaders: [loginAs('email-verify@gatehouse.test')],
  play: async ({ canvasElement, args, loaded }) => {
    await expectScreen(canvasElement, 'Check your email');
    const clock = storyClock(loaded);
    for (let poll = 1; poll <= 3; poll += 1) await clock.runNext(pollInterval);
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        oneTimeToken: loaded.ott,
        actionType: 'IDENTITY__LOGIN',
      }),
    );
  },
};

/** The first status poll fails: polling stops and the flow's error screen takes over. */
export const PollError: Story = {
  loaders: [loginAs('email-verify@gatehouse.test')],
  parameters: { msw: { handlers: [failsAfterFirstRead()] } },
  play: async ({ canvasElement, loaded }) => {
    await expectScreen(canvasElement, 'Check your email');
    await storyClock(loaded).runNext(pollInterval);
    await expectScreen(canvasElement, 'Something went wrong');
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/**
 * The token status answered from the page itself, always "email verification", so the hundreds of
 * reads the 20-minute limit takes wait on no round trip through the mock service worker.
 */
const statusFromPage = {
  gatehouse: {
    config: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        String(input instanceof Request ? input.url : input).includes('/one-time-token/status')
          ? Promise.resolve(
              Response.json({
                oneTimeTokenProperties: {
                  oneTimeToken: 'ott-story',
                  actionType: 'IDENTITY__LOGIN',
                  challenges: [{ required: true, primaryChallenge: emailVerification }],
                },
              }),
            )
          : globalThis.fetch(input, init),
    },
  },
};

/** On the verify screen, `count` status reads, 3 s apart. */
async function waitReads(
  canvasElement: HTMLElement,
  loaded: Record<string, unknown>,
  count: number,
) {
  await expectScreen(canvasElement, 'Check your email');
  const clock = storyClock(loaded);
  for (let read = 1; read <= count; read += 1) await clock.runNext(pollInterval);
}

/** 21 s before the 20-minute limit: a polite warning with "Keep waiting". */
export const ExpiresSoon: Story = {
  loaders: [loginAs('email-verify@gatehouse.test')],
  parameters: statusFromPage,
  play: async ({ canvasElement, loaded }) => {
    await waitReads(canvasElement, loaded, 393);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("We'll stop waiting for you to open the link in a few seconds."),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keep waiting' })).toBeEnabled();
  },
};

/** The 20 minutes passed: reading stopped, and the screen says so, with "Check again". */
export const TimedOut: Story = {
  loaders: [loginAs('email-verify@gatehouse.test')],
  parameters: statusFromPage,
  play: async ({ canvasElement, loaded }) => {
    await waitReads(canvasElement, loaded, 400);
    await expectScreen(canvasElement, 'We stopped checking for now');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This page stopped checking. Open the link in the email, then check again.',
    );
    await expect(canvas.getByRole('button', { name: 'Check again' })).toBeEnabled();
  },
};
