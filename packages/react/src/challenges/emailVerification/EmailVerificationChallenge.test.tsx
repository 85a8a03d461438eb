import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { manualTime } from '../../../test/manualTime';
import {
  holdRequests,
  oneTimeTokenFor,
  recordRequests,
  server,
  setupMockServer,
} from '../../../test/mockServer';
import { ChallengeFlow, type ChallengeFlowProps } from '../../challengeFlow/ChallengeFlow';
import { GatehouseProvider } from '../../provider/GatehouseProvider';

setupMockServer();

// The token status is polled 3 s apart, the first 3 s in: each poll when the test lets it.
const pollInterval = 3000;

/** The flow on a manual clock: `time` moves it. */
function renderFlow(ott: string, props: Partial<ChallengeFlowProps> = {}) {
  const onSuccess = vi.fn();
  const time = manualTime();
  const view = render(
    <GatehouseProvider config={time.config()}>
      <ChallengeFlow ott={ott} onSuccess={onSuccess} {...props} />
    </GatehouseProvider>,
  );
  return { ...view, onSuccess, time };
}
const resendButton = () => screen.getByRole('button', { name: 'Resend email' });

describe('EmailVerificationChallenge', () => {
  it('shows "Check your email" with a spinner, polls every 3 s and passes once the email is verified', async () => {
    const requests = recordRequests();
    const ott = await oneTimeTokenFor('email-verify@gatehouse.test');
    const { onSuccess, time } = renderFlow(ott);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(
      screen.getByText(/We've sent an email with a link to e••••••y@gatehouse.test/),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Waiting for you to open the link in the email…',
    );
    const reads = () => requests.count('GET', '/one-time-token/status');
    const before = reads();
    await time.waitForTimer(pollInterval);
    await time.advance(2900);
    expect(reads()).toBe(before);
    await time.advance(100);
    await waitFor(() => expect(reads()).toBe(before + 1));
    expect(onSuccess).not.toHaveBeenCalled();
    // The mock counts the flow's own read and two polls; the third poll (9 s in) passes.
    await time.runSteps(pollInterval, 2);
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ oneTimeToken: ott, actionType: 'IDENTITY__LOGIN' }),
    );
    requests.stop();
  });

  it('resends the email once for a double click and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    // The first resend stays on its way until both clicks are in.
    const resend = holdRequests('post', '*/email-verification/resend');
    renderFlow(await oneTimeTokenFor('email-verify@gatehouse.test'));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.dblClick(resendButton());
    await waitFor(() => expect(requests.count('POST', '/email-verification/resend')).toBe(1));
    resend.release();
    expect(
      await screen.findByText(
        "We've resent the verification email to you, please check your inbox",
      ),
    ).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('status')
        .some((element) => element.textContent?.includes("We've resent")),
    ).toBe(true);
    expect(requests.count('POST', '/email-verification/resend')).toBe(1);
    requests.stop();
  });

  it('announces a failed resend as an alert', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow(await oneTimeTokenFor('email-verify-resend-down@gatehouse.test'));
    await user.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Something went wrong. we're looking into it, please try again later",
    );
  });

  it('stops polling on an error and shows the error screen', async () => {
    const requests = recordRequests();
    const { time } = renderFlow(await oneTimeTokenFor('email-verify@gatehouse.test'));
    await screen.findByRole('heading', { name: 'Check your email' });
    server.use(
      http.get(
        '*/one-time-token/status',
        () => HttpResponse.json({ code: 'internal' }, { status: 500 }),
        { once: true },
      ),
    );
    await time.runNext(pollInterval);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const reads = requests.count('GET', '/one-time-token/status');
    expect(time.clock.pending()).toEqual([]);
    await time.advance(30_000);
    expect(requests.count('GET', '/one-time-token/status')).toBe(reads);
    requests.stop();
  });

  it('uses the header and message the challenge data brings, as text', async () => {
    server.use(
      http.get('*/one-time-token/status', () =>
        HttpResponse.json({
          oneTimeTokenProperties: {
            oneTimeToken: 'ott-x',
            actionType: 'IDENTITY__LOGIN',
            challenges: [
              {
                required: true,
                primaryChallenge: {
                  type: 'EMAIL_VERIFICATION',
                  viewData: {
                    attributes: {
                      header: 'Confirm it is you',
                      message: 'Open the link we sent to <b>a…@example.com</b>.',
                    },
                  },
                },
              },
            ],
          },
        }),
      ),
    );
    renderFlow('ott-x');
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(screen.getByText('Open the link we sent to <b>a…@example.com</b>.')).toBeInTheDocument();
  });

  it('warns before its 20 minutes end, stops reading at the limit and says so; "Check again" reads at once', async () => {
    // The status answered straight from the fetch: 800 reads wait on no server round trip.
    let verified = false;
    const statusReads = vi.fn(async () =>
      Response.json({
        oneTimeTokenProperties: {
          oneTimeToken: 'ott-x',
          actionType: 'IDENTITY__LOGIN',
          challenges: verified
            ? []
            : [{ required: true, primaryChallenge: { type: 'EMAIL_VERIFICATION' } }],
        },
      }),
    );
    const onSuccess = vi.fn();
    const time = manualTime();
    const base = time.config();
    const config = {
      ...base,
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).includes('/one-time-token/status') ? statusReads() : base.fetch!(input, init),
    };
    render(
      <GatehouseProvider config={config}>
        <ChallengeFlow ott="ott-x" onSuccess={onSuccess} />
      </GatehouseProvider>,
    );
    const user = userEvent.setup({ delay: null });
    const reads = () => statusReads.mock.calls.length;
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    // Read every 3 s; the warning comes with the read 21 s before the limit (the 393rd).
    await time.runSteps(pollInterval, 392);
    expect(screen.queryByRole('button', { name: 'Keep waiting' })).not.toBeInTheDocument();
    await time.runNext(pollInterval);
    expect(
      await screen.findByText("We'll stop waiting for you to open the link in a few seconds."),
    ).toBeInTheDocument();
    // "Keep waiting" from the keyboard: a fresh 20 minutes, focus back on the heading.
    screen.getByRole('button', { name: 'Keep waiting' }).focus();
    await user.keyboard('{Enter}');
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Keep waiting' })).not.toBeInTheDocument();
    // The fresh wait runs out too: its 400th read is at its limit.
    await time.runSteps(pollInterval, 400);
    expect(
      await screen.findByRole('heading', { name: 'We stopped checking for now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This page stopped checking. Open the link in the email, then check again.',
    );
    expect(time.clock.pending()).toEqual([]);
    const stopped = reads();
    await time.advance(60 * 60_000);
    expect(reads()).toBe(stopped);
    // The link was opened meanwhile: "Check again" reads at once, and the flow is done.
    verified = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(reads()).toBe(stopped + 2);
    // 800 reads, each a render: more than the default 5 s on two busy cores.
  }, 20_000);

  it('requests nothing after unmount', async () => {
    const requests = recordRequests();
    const { unmount, time } = renderFlow(await oneTimeTokenFor('email-verify@gatehouse.test'));
    await screen.findByRole('heading', { name: 'Check your email' });
    await time.waitForTimer(pollInterval);
    unmount();
    const sent = requests.all.length;
    await time.advance(30_000);
    expect(requests.all).toHaveLength(sent);
    requests.stop();
  });
});

describe('the email it names', () => {
  it('says which (masked) address the link went to when the challenge data has it', async () => {
    renderFlow(await oneTimeTokenFor('email-verify@gatehouse.test'));
    expect(
      await screen.findByText(/We've sent an email with a link to e••••••y@gatehouse\.test\./),
    ).toBeInTheDocument();
  });
});
