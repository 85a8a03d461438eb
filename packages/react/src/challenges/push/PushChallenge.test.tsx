import { scenarioHandlers } from '@gatehouse/mock-api';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  oneTimeTokenFor,
  recordRequests,
  server,
  testConfig,
  setupMockServer,
} from '../../../test/mockServer';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';
import { GatehouseProvider } from '../../provider/GatehouseProvider';
import { smsFallback } from './PushChallenge';

setupMockServer();
afterEach(() => vi.useRealTimers());

const waitingTitle = 'Approve the notification on your phone';
const errorTitle = "We couldn't verify it's you";
const v1Status = '*/gateway/identity/api/v1/one-time-token/push/status';
const notReceived = () => screen.getByRole('button', { name: "I haven't received a notification" });

function renderFlow(ott: string) {
  const onSuccess = vi.fn();
  const view = render(
    <GatehouseProvider config={testConfig()}>
      <ChallengeFlow ott={ott} onSuccess={onSuccess} />
    </GatehouseProvider>,
  );
  return { ...view, onSuccess };
}

/** Fake timers that still let msw answer; clicks advance them too. */
function fakeTime() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('PushChallenge', () => {
  it('v1 (push@): the waiting screen, then the login completes', async () => {
    const requests = recordRequests();
    const ott = await oneTimeTokenFor('push@gatehouse.test');
    const { onSuccess } = renderFlow(ott);
    expect(await screen.findByRole('heading', { name: waitingTitle })).toBeInTheDocument();
    expect(screen.getByText(/Open it and approve the request to continue\./)).toBeInTheDocument();
    expect(notReceived()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Try another way' })).toBeEnabled();
    await waitFor(
      () =>
        expect(onSuccess).toHaveBeenCalledWith({
          oneTimeToken: ott,
          actionType: 'IDENTITY__LOGIN',
        }),
      { timeout: 6000 },
    );
    expect(requests.count('POST', '/v1/one-time-token/push/trigger')).toBe(1);
    expect(requests.count('GET', '/push/status')).toBe(4);
    requests.stop();
  });

  it('v2 (push-v2@): polls the push challenge by id until APPROVED', async () => {
    const requests = recordRequests();
    const { onSuccess } = renderFlow(await oneTimeTokenFor('push-v2@gatehouse.test'));
    expect(await screen.findByRole('heading', { name: waitingTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try another way' })).not.toBeInTheDocument();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1), { timeout: 6000 });
    expect(requests.count('POST', '/identity/api/v2/one-time-token/push/trigger')).toBe(1);
    expect(
      requests.all.filter((r) => /\/factors\/push\/challenges\/push-ch-1-[^/]+\/status$/.test(r)),
    ).toHaveLength(4);
    requests.stop();
  });

  it('enables "I haven\'t received a notification" after 5 polls, 1 s apart; without alternatives it sends a new one (push-slow@)', async () => {
    const user = fakeTime();
    const requests = recordRequests();
    const polls = () => requests.count('GET', '/push/status');
    renderFlow(await oneTimeTokenFor('push-slow@gatehouse.test'));
    await screen.findByRole('heading', { name: waitingTitle });
    await waitFor(() => expect(polls()).toBe(1));
    for (let n = 2; n <= 4; n += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(polls()).toBe(n));
    }
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(notReceived()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(notReceived()).toBeEnabled());
    expect(polls()).toBe(5);

    await user.dblClick(notReceived());
    expect(await screen.findByText("We've sent you a new notification.")).toBeInTheDocument();
    expect(requests.count('POST', '/push/trigger')).toBe(2);
    expect(notReceived()).toBeDisabled();
    requests.stop();
  });

  it('with alternatives, "I haven\'t received a notification" opens the other ways', async () => {
    const user = fakeTime();
    server.use(http.get(v1Status, () => new HttpResponse(null, { status: 202 })));
    renderFlow(await oneTimeTokenFor('push@gatehouse.test'));
    await screen.findByRole('heading', { name: waitingTitle });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(notReceived()).toBeEnabled());
    await user.click(notReceived());
    expect(
      await screen.findByRole('heading', { name: 'Choose a 2-step verification method' }),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Text message (SMS)' })).toBeInTheDocument();
  });

  it('DENIED (push-denied@) shows the push error screen; Try again sends a new notification', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    renderFlow(await oneTimeTokenFor('push-denied@gatehouse.test'));
    const heading = await screen.findByRole('heading', { name: errorTitle }, { timeout: 6000 });
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
    const user = userEvent.setup();
    const { onSuccess } = renderFlow(await oneTimeTokenFor('push-denied@gatehouse.test'));
    await screen.findByRole('heading', { name: errorTitle }, { timeout: 6000 });
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    await user.click(await screen.findByRole('button', { name: 'Text message (SMS)' }));
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('shows the push error screen after 600 unanswered polls', async () => {
    fakeTime();
    const ott = await oneTimeTokenFor('push@gatehouse.test');
    // The 600 pending answers come straight from the fetch, not through the mock server: the
    // test counts polls on the fake clock, and must not hang on the machine's speed.
    const statusPolls = vi.fn(async () => new Response(null, { status: 202 }));
    const config = testConfig();
    const mockServerFetch = config.fetch!;
    render(
      <GatehouseProvider
        config={{
          ...config,
          fetch: (input, init) =>
            String(input).endsWith('/push/status') ? statusPolls() : mockServerFetch(input, init),
        }}
      >
        <ChallengeFlow ott={ott} onSuccess={vi.fn()} />
      </GatehouseProvider>,
    );
    await screen.findByRole('heading', { name: waitingTitle });
    for (let i = 0; i < 60; i += 1) await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole('heading', { name: errorTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We didn't get an answer from your phone in time.",
    );
    expect(statusPolls).toHaveBeenCalledTimes(600);
    expect(screen.getByRole('button', { name: 'Try another way' })).toBeInTheDocument();
  });

  it('authy_account_deleted (push-authy-deleted@) switches to the SMS code screen', async () => {
    const user = userEvent.setup();
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
    const user = userEvent.setup();
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
    renderFlow(await oneTimeTokenFor('push-expired@gatehouse.test'));
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('requests nothing after it unmounts', async () => {
    fakeTime();
    server.use(http.get(v1Status, () => new HttpResponse(null, { status: 202 })));
    const requests = recordRequests();
    const { unmount } = renderFlow(await oneTimeTokenFor('push@gatehouse.test'));
    await screen.findByRole('heading', { name: waitingTitle });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(requests.count('GET', '/push/status')).toBeGreaterThanOrEqual(2));
    unmount();
    const sent = requests.all.length;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
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
