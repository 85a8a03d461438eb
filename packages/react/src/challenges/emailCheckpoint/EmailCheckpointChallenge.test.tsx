import type { Visibility } from '@gatehouse-auth/core/internal';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { manualTime } from '../../../test/manualTime';
import { oneTimeTokenFor, recordRequests, setupMockServer } from '../../../test/mockServer';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';
import { GatehouseProvider } from '../../provider/GatehouseProvider';

setupMockServer();

// Status polls go 2 s apart, the first 2 s after the email: each when the test lets it.
const pollInterval = 2000;

/** The flow on a manual clock: `time` moves it. */
function renderFlow(ott: string, time = manualTime(), config = time.config()) {
  const onSuccess = vi.fn();
  const view = render(
    <GatehouseProvider config={config}>
      <ChallengeFlow ott={ott} onSuccess={onSuccess} />
    </GatehouseProvider>,
  );
  return { ...view, onSuccess, config, time };
}
const resendButton = () => screen.getByRole('button', { name: 'Resend email' });
const verifyScreen = () =>
  screen.findByText(/We've sent you an email to make sure it's really you/);

describe('EmailCheckpointChallenge', () => {
  it('sends the email, shows the verify screen and passes when the link is opened', async () => {
    const requests = recordRequests();
    const ott = await oneTimeTokenFor('email-checkpoint@gatehouse.test');
    const { onSuccess, time } = renderFlow(ott);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    await verifyScreen();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Waiting for you to open the link in the email…',
    );
    expect(resendButton()).toBeDisabled();
    expect(requests.count('POST', '/email-checkpoint/trigger')).toBe(1);
    // 202, 202, 202, then 200 on the 4th poll, 8 s in.
    await time.runSteps(pollInterval, 3);
    await waitFor(() => expect(requests.count('GET', '/email-checkpoint/status')).toBe(3));
    expect(onSuccess).not.toHaveBeenCalled();
    await time.runNext(pollInterval);
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ oneTimeToken: ott, actionType: 'IDENTITY__LOGIN' }),
    );
    expect(requests.count('GET', '/email-checkpoint/status')).toBe(4);
    requests.stop();
  });

  it('passes at once on a trusted device (205), without polling', async () => {
    const requests = recordRequests();
    const { onSuccess } = renderFlow(
      await oneTimeTokenFor('email-checkpoint-instant@gatehouse.test'),
    );
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(requests.count('GET', '/email-checkpoint/status')).toBe(0);
    requests.stop();
  });

  it('enables "Resend email" at the 5th poll, sends one email for a double click, then disables it for good', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const { time } = renderFlow(await oneTimeTokenFor('email-checkpoint-slow@gatehouse.test'));
    await verifyScreen();
    await time.runSteps(pollInterval, 4);
    await waitFor(() => expect(requests.count('GET', '/email-checkpoint/status')).toBe(4));
    expect(resendButton()).toBeDisabled();
    await time.runNext(pollInterval);
    await waitFor(() => expect(resendButton()).toBeEnabled());
    await user.dblClick(resendButton());
    expect(await screen.findByText("We've sent you another email.")).toBeInTheDocument();
    expect(requests.count('POST', '/email-checkpoint/trigger')).toBe(2);
    expect(resendButton()).toBeDisabled();
    await time.runSteps(pollInterval, 3);
    await waitFor(() => expect(requests.count('GET', '/email-checkpoint/status')).toBe(8));
    expect(resendButton()).toBeDisabled();
    requests.stop();
  });

  it('shows the error screen when the link expired, leaving focus where it was; Done goes to /login', async () => {
    const user = userEvent.setup({ delay: null });
    const { config, time } = renderFlow(
      await oneTimeTokenFor('email-checkpoint-expired@gatehouse.test'),
    );
    await verifyScreen();
    // 202 twice, then 401.
    await time.runSteps(pollInterval, 3);
    const heading = await screen.findByRole('heading', { name: 'Something went wrong' });
    // Reached by polling with no action and focus outside the widget: the alert announces it.
    expect(heading).not.toHaveFocus();
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please try logging in again.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(config.navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/login`);
  });

  it('warns politely 20 s before the wait ends, leaving focus alone; "Keep waiting" keeps the verify screen', async () => {
    const ott = await oneTimeTokenFor('email-checkpoint@gatehouse.test');
    const time = manualTime();
    const { config, statusPolls } = time.pendingPolls('/email-checkpoint/status');
    renderFlow(ott, time, config);
    await verifyScreen();
    const warning = () =>
      screen.queryByText("We'll stop waiting for you to open the link in a few seconds.");
    // 600 polls 2 s apart end the wait; the 590th is 20 s before that.
    await time.runSteps(pollInterval, 589);
    expect(warning()).not.toBeInTheDocument();
    await time.runSteps(pollInterval, 1);
    await waitFor(() => expect(warning()).toBeInTheDocument());
    const status = screen
      .getAllByRole('status')
      .find((region) => region.textContent?.includes("We'll stop waiting"));
    expect(status).toBeDefined();
    const keepWaiting = screen.getByRole('button', { name: 'Keep waiting' });
    expect(status).toContainElement(keepWaiting);
    // The warning is announced, not focused.
    expect(document.body).toHaveFocus();
    await userEvent.setup({ delay: null }).click(keepWaiting);
    expect(warning()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep waiting' })).not.toBeInTheDocument();
    // The button went with the warning: focus is on the screen's heading, not the page's body.
    expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus();
    await time.runSteps(pollInterval, 20);
    expect(statusPolls.mock.calls.length).toBe(610);
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(warning()).not.toBeInTheDocument();
  });

  it('ignores 503s and keeps waiting, backing off', async () => {
    // No jitter: the back-off waits half its ceiling (2 s, then 4 s).
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const requests = recordRequests();
    const { onSuccess, time } = renderFlow(
      await oneTimeTokenFor('email-checkpoint-flaky@gatehouse.test'),
    );
    await verifyScreen();
    // 503, 503, 202, then 200.
    await time.runSteps(pollInterval, 2);
    await time.runNext(pollInterval * 2);
    await time.waitForTimer(pollInterval);
    expect(requests.count('GET', '/email-checkpoint/status')).toBe(3);
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await time.runNext(pollInterval);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('says "There was a problem on our end" when the email cannot be sent; Retry sends it again', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    renderFlow(await oneTimeTokenFor('email-checkpoint-down@gatehouse.test'));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem on our end');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requests.count('POST', '/email-checkpoint/trigger')).toBe(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem on our end');
    requests.stop();
  });

  it('polls at once when the user comes back to the tab', async () => {
    const listeners = new Set<() => void>();
    const visibility: Visibility = {
      isVisible: () => true,
      onVisible: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const requests = recordRequests();
    const time = manualTime();
    const { unmount } = renderFlow(
      await oneTimeTokenFor('email-checkpoint-slow@gatehouse.test'),
      time,
      time.config({ visibility }),
    );
    await verifyScreen();
    expect(requests.count('GET', '/email-checkpoint/status')).toBe(0);
    act(() => listeners.forEach((listener) => listener()));
    await waitFor(() => expect(requests.count('GET', '/email-checkpoint/status')).toBe(1));
    unmount();
    expect(listeners.size).toBe(0);
    requests.stop();
  });

  it('requests nothing after unmount', async () => {
    const requests = recordRequests();
    const { unmount, time } = renderFlow(
      await oneTimeTokenFor('email-checkpoint-slow@gatehouse.test'),
    );
    await verifyScreen();
    await time.runNext(pollInterval);
    await time.waitForTimer(pollInterval);
    unmount();
    const sent = requests.all.length;
    await time.advance(60_000);
    expect(requests.all).toHaveLength(sent);
    requests.stop();
  });
});
