import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { manualTime } from '../../../test/manualTime';
import { oneTimeTokenFor, recordRequests, server, setupMockServer } from '../../../test/mockServer';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';
import { GatehouseProvider } from '../../provider/GatehouseProvider';

setupMockServer();

const statusPath = '*/gateway/identity/api/v1/one-time-token/profiler/status';
// The first poll goes once the trigger answers, each later one 200 ms on, when the test lets it.
const pollInterval = 200;

/** The flow on a manual clock: `time` moves it. */
function renderFlow(ott: string, { strict = false } = {}) {
  const onSuccess = vi.fn();
  const time = manualTime();
  const tree = (
    <GatehouseProvider config={time.config()}>
      <ChallengeFlow ott={ott} onSuccess={onSuccess} />
    </GatehouseProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, onSuccess, time };
}

describe('ProfilerChallenge', () => {
  it('shows the silent verifying screen and completes the login (profiler@)', async () => {
    const requests = recordRequests();
    const ott = await oneTimeTokenFor('profiler@gatehouse.test');
    const { onSuccess, time } = renderFlow(ott);
    expect(
      await screen.findByRole('heading', { name: 'Checking your device' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This only takes a moment.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your device…');
    // 202 three times, then 200.
    await time.runSteps(pollInterval, 3);
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ oneTimeToken: ott, actionType: 'IDENTITY__LOGIN' }),
    );
    expect(requests.count('POST', '/profiler/trigger')).toBe(1);
    expect(requests.count('GET', '/profiler/status')).toBe(4);
    requests.stop();
  });

  it('rides out 503 answers (profiler-flaky@)', async () => {
    // No jitter: the back-off waits half its ceiling (200 ms, then 400 ms).
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { onSuccess, time } = renderFlow(await oneTimeTokenFor('profiler-flaky@gatehouse.test'));
    // 503 twice, then 200.
    await time.runNext(pollInterval);
    await time.runNext(pollInterval * 2);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Retry when the trigger fails, and sends one trigger per double click (profiler-down@)', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    renderFlow(await oneTimeTokenFor('profiler-down@gatehouse.test'));
    const heading = await screen.findByRole('heading', { name: 'Something went wrong' });
    // No user action led here, so focus stays with the page; the alert announces the failure.
    expect(heading).not.toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    await user.dblClick(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: 'Retry' });
    await waitFor(() => expect(requests.count('POST', '/profiler/trigger')).toBe(2));
    expect(requests.count('GET', '/profiler/status')).toBe(0);
    requests.stop();
  });

  it('Retry passes once the trigger works again', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(
        '*/one-time-token/profiler/trigger',
        () => new HttpResponse(null, { status: 500 }),
        { once: true },
      ),
    );
    const { onSuccess, time } = renderFlow(await oneTimeTokenFor('profiler@gatehouse.test'));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Checking your device' })).toHaveFocus();
    await time.runSteps(pollInterval, 3);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it("a 404 status ends on the flow's error screen with the server's message", async () => {
    server.use(
      http.get(statusPath, () =>
        HttpResponse.json(
          { code: 'ott_not_found', message: 'Your session has ended.' },
          { status: 404 },
        ),
      ),
    );
    renderFlow(await oneTimeTokenFor('profiler@gatehouse.test'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows Retry after 30 polls that never finish (200 ms apart)', async () => {
    const requests = recordRequests();
    server.use(http.get(statusPath, () => new HttpResponse(null, { status: 202 })));
    const { time } = renderFlow(await oneTimeTokenFor('profiler@gatehouse.test'));
    await screen.findByRole('heading', { name: 'Checking your device' });
    await time.runSteps(pollInterval, 28);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await time.runSteps(pollInterval, 1);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(requests.count('GET', '/profiler/status')).toBe(30);
    await time.advance(5_000);
    expect(requests.count('GET', '/profiler/status')).toBe(30);
    requests.stop();
  });

  it('requests nothing after it unmounts', async () => {
    server.use(http.get(statusPath, () => new HttpResponse(null, { status: 202 })));
    const requests = recordRequests();
    const { unmount, time } = renderFlow(await oneTimeTokenFor('profiler@gatehouse.test'));
    await screen.findByRole('heading', { name: 'Checking your device' });
    await time.runSteps(pollInterval, 2);
    await time.waitForTimer(pollInterval);
    expect(requests.count('GET', '/profiler/status')).toBe(3);
    unmount();
    const sent = requests.all.length;
    await time.advance(10_000);
    expect(requests.all.length).toBe(sent);
    requests.stop();
  });

  it('works under StrictMode (mount, unmount, mount)', async () => {
    const { onSuccess, time } = renderFlow(await oneTimeTokenFor('profiler@gatehouse.test'), {
      strict: true,
    });
    await time.runSteps(pollInterval, 3);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });
});
