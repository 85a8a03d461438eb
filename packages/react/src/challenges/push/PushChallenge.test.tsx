import type { GatehouseConfig } from '@gatehouse-auth/core';
import { scenarioHandlers } from '@gatehouse-auth/mock-api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { manualTime } from '../../../test/manualTime';
import { oneTimeTokenFor, recordRequests, server, setupMockServer } from '../../../test/mockServer';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';
import { GatehouseProvider } from '../../provider/GatehouseProvider';
import { smsFallback } from './PushChallenge';

setupMockServer();

const waitingTitle = 'Approve the notification on your phone';
const errorTitle = "We couldn't verify it's you";
const v1Status = '*/gateway/identity/api/v1/one-time-token/push/status';
const notReceived = () => screen.getByRole('button', { name: "I haven't received a notification" });
// Polls go one second apart: the first at once, each later one when the test lets a second pass.
const pollInterval = 1000;

/** The flow on a manual clock: `time` moves it. */
function renderFlow(ott: string, time = manualTime(), config: GatehouseConfig = time.config()) {
  const onSuccess = vi.fn();
  const view = render(
    <GatehouseProvider config={config}>
      <ChallengeFlow ott={ott} onSuccess={onSuccess} />
    </GatehouseProvider>,
  );
  return { ...view, onSuccess, time };
}

describe('PushChallenge', () => {
  it('v1 (push@): the waiting screen, then the login completes', async () => {
    const requests = recordRequests();
    const ott = await oneTimeTokenFor('push@gatehouse.test');
    const { onSuccess, time } = renderFlow(ott);
    expect(await screen.findByRole('heading', { name: waitingTitle })).toBeInTheDocument();
    expect(screen.getByText(/Open it and approve the request to continue\./)).toBeInTheDocument();
    expect(notReceived()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Try another way' })).toBeEnabled();
    // Pending for 3 polls, approved on the 4th.
    await time.runSteps(pollInterval, 3);
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({
        oneTimeToken: ott,
        actionType: 'IDENTITY__LOGIN',
      }),
    );
    expect(requests.count('POST', '/v1/one-time-token/push/trigger')).toBe(1);
    expect(requests.count('GET', '/push/status')).toBe(4);
    requests.stop();
  });

  it('v2 (push-v2@): polls the push challenge by id until APPROVED', async () => {
    const requests = recordRequests();
    const { onSuccess, time } = renderFlow(await oneTimeTokenFor('push-v2@gatehouse.test'));
    expect(await screen.findByRole('heading', { name: waitingTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try another way' })).not.toBeInTheDocument();
    await time.runSteps(pollInterval, 3);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(requests.count('POST', '/identity/api/v2/one-time-token/push/trigger')).toBe(1);
    expect(
      requests.all.filter((r) => /\/factors\/push\/challenges\/push-ch-1-[^/]+\/status$/.test(r)),
    ).toHaveLength(4);
    requests.stop();
  });

  it('enables "I haven\'t received a notification" after 5 polls, 1 s apart; without alternatives it sends a new one (push-slow@)', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const polls = () => requests.count('GET', '/push/status');
    const { time } = renderFlow(await oneTimeTokenFor('push-slow@gatehouse.test'));
    await screen.findByRole('heading', { name: waitingTitle });
    await waitFor(() => expect(polls()).toBe(1));
    for (let n = 2; n <= 4; n += 1) {
      await time.runNext(pollInterval);
      await waitFor(() => expect(polls()).toBe(n));
    }
    // Half way through the wait for the 5th poll: still disabled.
    await time.waitForTimer(pollInterval);
    await time.advance(500);
    expect(notReceived()).toBeDisabled();
    await time.advance(500);
    await waitFor(() => expect(notReceived()).toBeEnabled());
    expect(polls()).toBe(5);

    await user.dblClick(notReceived());
    expect(await screen.findByText("We've sent you a new notification.")).toBeInTheDocument();
    expect(requests.count('POST', '/push/trigger')).toBe(2);
    expect(notReceived()).toBeDisabled();
    requests.stop();
  });

  it('with alternatives, "I haven\'t received a notification" opens the other ways', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.get(v1Status, () => new HttpResponse(null, { status: 202 })));
    const { time } = renderFlow(await oneTimeTokenFor('push@gatehouse.test'));
    await screen.findByRole('heading', { name: waitingTitle });
    await time.runSteps(pollInterval, 4);
    await waitFor(() => expect(notReceived()).toBeEnabled());
    await user.click(notReceived());
    expect(
      await screen.findByRole('heading', { name: 'Choose a 2-step verification method' }),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Text message (SMS)' })).toBeInTheDocument();
  });

  it('DENIED (push-denied@) shows the push error screen; Try again sends a new notification', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const { time } = renderFlow(await oneTimeTokenFor('push-denied@gatehouse.test'));
    // Focus inside the widget (on the waiting screen's heading) when polling changes the screen:
    // it moves to the new heading rather than dropping to the page's body.
    (await screen.findByRole('heading', { name: waitingTitle })).focus();
    // PENDING twice, then DENIED.
    await time.runSteps(pollInterval, 2);
    const heading = await screen.findByRole('heading', { name: errorTitle });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The request was declined on your phone.');
    const polled = requests.count('GET', '/status');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: waitingTitle })).toHaveFocus();
    await waitFor(() => expect(requests.count('POST', '/v2/one-time-token/push/trigger')).toBe(2));
    await waitFor(() => expect(requests.count('GET', '/status')).toBeGreaterThan(polled));
    requests.stop();
  });

  it('DENIED: "Try another way" leads to the SMS code', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSuccess, time } = renderFlow(await oneTimeTokenFor('push-denied@gatehouse.test'));
    await screen.findByRole('heading', { name: waitingTitle });
    await time.runSteps(pollInterval, 2);
    await screen.findByRole('heading', { name: errorTitle });
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    await user.click(await screen.findByRole('button', { name: 'Text message (SMS)' }));
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('shows the push error screen after 600 unanswered polls', async () => {
    const ott = await oneTimeTokenFor('push@gatehouse.test');
    const time = manualTime();
    const { config, statusPolls } = time.pendingPolls('/push/status');
    renderFlow(ott, time, config);
    await screen.findByRole('heading', { name: waitingTitle });
    await time.runSteps(pollInterval, 598);
    expect(screen.getByRole('heading', { name: waitingTitle })).toBeInTheDocument();
    await time.runSteps(pollInterval, 1);
    expect(await screen.findByRole('heading', { name: errorTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We didn't get an answer from your phone in time.",
    );
    expect(statusPolls).toHaveBeenCalledTimes(600);
    expect(screen.getByRole('button', { name: 'Try another way' })).toBeInTheDocument();
  });

  it('warns politely 20 s before the wait ends; "Keep waiting" keeps the waiting screen', async () => {
    const ott = await oneTimeTokenFor('push@gatehouse.test');
    const time = manualTime();
    const { config, statusPolls } = time.pendingPolls('/push/status');
    renderFlow(ott, time, config);
    await screen.findByRole('heading', { name: waitingTitle });
    const warning = () =>
      screen.queryByText("We'll stop waiting for your approval in a few seconds.");
    await time.runSteps(pollInterval, 578);
    expect(warning()).not.toBeInTheDocument();
    await time.runSteps(pollInterval, 1);
    await waitFor(() => expect(warning()).toBeInTheDocument());
    expect(warning()!.closest('[role="status"]')).not.toBeNull();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Keep waiting' }));
    expect(warning()).not.toBeInTheDocument();
    // The button went with the warning: focus is on the screen's heading, not the page's body.
    expect(screen.getByRole('heading', { name: waitingTitle })).toHaveFocus();
    await time.runSteps(pollInterval, 40);
    expect(screen.getByRole('heading', { name: waitingTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: errorTitle })).not.toBeInTheDocument();
    expect(statusPolls.mock.calls.length).toBeGreaterThan(600);
  });

  it('authy_account_deleted (push-authy-deleted@) switches to the SMS code screen', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const { onSuccess } = renderFlow(await oneTimeTokenFor('push-authy-deleted@gatehouse.test'));
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(requests.count('GET', '/push/status')).toBe(0);
    expect(requests.count('POST', '/sms/trigger')).toBe(1);
    requests.stop();
  });

  it("authy_account_deleted without an SMS alternative makes one on the push challenge's phone number", async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const push = {
      type: 'PUSH',
      viewData: { attributes: {} },
      context: { version: 1 },
      availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
    };
    server.use(
      scenarioHandlers.tokenStatus({
        oneTimeToken: 'x',
        actionType: 'IDENTITY__LOGIN',
        challenges: [{ required: true, primaryChallenge: push, alternatives: [] }],
      }),
    );
    renderFlow(await oneTimeTokenFor('push-authy-deleted@gatehouse.test'));
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await waitFor(() => expect(requests.count('POST', '/sms/verify')).toBe(1));
    requests.stop();
  });

  it("a 401 status (push-expired@) goes to the flow's error screen", async () => {
    const { time } = renderFlow(await oneTimeTokenFor('push-expired@gatehouse.test'));
    await screen.findByRole('heading', { name: waitingTitle });
    // Pending once, then 401.
    await time.runNext(pollInterval);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('requests nothing after it unmounts', async () => {
    server.use(http.get(v1Status, () => new HttpResponse(null, { status: 202 })));
    const requests = recordRequests();
    const { unmount, time } = renderFlow(await oneTimeTokenFor('push@gatehouse.test'));
    await screen.findByRole('heading', { name: waitingTitle });
    await time.runSteps(pollInterval, 1);
    await waitFor(() => expect(requests.count('GET', '/push/status')).toBe(2));
    await time.waitForTimer(pollInterval);
    unmount();
    const sent = requests.all.length;
    expect(time.clock.pending()).toEqual([]);
    await time.advance(30_000);
    expect(requests.all.length).toBe(sent);
    requests.stop();
  });
});

describe('smsFallback', () => {
  it('prefers the SMS alternative, else turns the push challenge into SMS on its phone numbers', () => {
    const push = { type: 'PUSH', availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }] };
    const sms = { type: 'SMS', availablePhoneNumbers: [{ id: 12, type: 'PRIMARY' }] };
    expect(smsFallback(push, [{ type: 'TOTP' }, sms])).toBe(sms);
    expect(smsFallback(push, [{ type: 'TOTP' }])).toEqual({
      type: 'SMS',
      availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
    });
  });
});

describe('PushChallenge: number matching', () => {
  /** The token's challenge as push-v2@'s, with `attributes`. */
  function withAttributes(attributes: Record<string, unknown>) {
    server.use(
      http.get('*/one-time-token/status', () =>
        HttpResponse.json({
          oneTimeTokenProperties: {
            oneTimeToken: 'ott',
            actionType: 'IDENTITY__LOGIN',
            challenges: [
              {
                required: true,
                primaryChallenge: {
                  type: 'PUSH',
                  viewData: { attributes },
                  context: { version: 2, challengeId: 'push-ch-number' },
                },
              },
            ],
          },
        }),
      ),
    );
  }

  it('push-number@: shows the number to pick, large, named for screen readers; then approves', async () => {
    const { onSuccess, time } = renderFlow(await oneTimeTokenFor('push-number@gatehouse.test'));
    expect(await screen.findByRole('heading', { name: waitingTitle })).toBeInTheDocument();
    await screen.findByText('Waiting for your approval…');
    expect(
      screen.getByText(
        'Open the notification on your phone and choose this number to approve the request:',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Open it and approve the request to continue\./)).toBeNull();
    // Leading zeros kept: the app shows 07.
    expect(screen.getByText('07')).toHaveClass('gh-number-match');
    expect(screen.getByText('07')).toHaveTextContent('Number to choose 07');
    await time.runSteps(pollInterval, 3);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['a whole number', 42, '42'],
    ['digits with spaces around', ' 815 ', '815'],
  ])('reads %s', async (_name, value, shown) => {
    const ott = await oneTimeTokenFor('push-v2@gatehouse.test');
    withAttributes({ numberToMatch: value });
    renderFlow(ott);
    await screen.findByText('Waiting for your approval…');
    expect(screen.getByText(shown)).toHaveClass('gh-number-match');
  });

  it.each([
    ['text', 'abc'],
    ['markup', '<b>12</b>'],
    ['a negative number', -4],
    ['too many digits', '1234567'],
    ['null', null],
  ])('keeps the plain screen for %s', async (_name, value) => {
    const ott = await oneTimeTokenFor('push-v2@gatehouse.test');
    withAttributes({ numberToMatch: value });
    renderFlow(ott);
    await screen.findByText('Waiting for your approval…');
    expect(screen.getByText(/Open it and approve the request to continue\./)).toBeVisible();
    expect(document.querySelector('.gh-number-match')).toBeNull();
  });
});
