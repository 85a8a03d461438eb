import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
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

setupMockServer();
afterEach(() => vi.useRealTimers());

const statusPath = '*/gateway/identity/api/v1/one-time-token/profiler/status';

function renderFlow(ott: string, { strict = false } = {}) {
  const onSuccess = vi.fn();
  const tree = (
    <GatehouseProvider config={testConfig()}>
      <ChallengeFlow ott={ott} onSuccess={onSuccess} />
    </GatehouseProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, onSuccess };
}

describe('ProfilerChallenge', () => {
  it('shows the silent verifying screen and completes the login (profiler@)', async () => {
    const requests = recordRequests();
    const ott = await oneTimeTokenFor('profiler@gatehouse.test');
    const { onSuccess } = renderFlow(ott);
    expect(
      await screen.findByRole('heading', { name: 'Checking your device' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This only takes a moment.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your device…');
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ oneTimeToken: ott, actionType: 'IDENTITY__LOGIN' }),
    );
    expect(requests.count('POST', '/profiler/trigger')).toBe(1);
    expect(requests.count('GET', '/profiler/status')).toBe(4);
    requests.stop();
  });

  it('rides out 503 answers (profiler-flaky@)', async () => {
    const { onSuccess } = renderFlow(await oneTimeTokenFor('profiler-flaky@gatehouse.test'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Retry when the trigger fails, and sends one trigger per double click (profiler-down@)', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    renderFlow(await oneTimeTokenFor('profiler-down@gatehouse.test'));
    const heading = await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    await user.dblClick(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: 'Retry' });
    await waitFor(() => expect(requests.count('POST', '/profiler/trigger')).toBe(2));
    expect(requests.count('GET', '/profiler/status')).toBe(0);
    requests.stop();
  });

  it('Retry passes once the trigger works again', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        '*/one-time-token/profiler/trigger',
        () => new HttpResponse(null, { status: 500 }),
        { once: true },
      ),
    );
    const { onSuccess } = renderFlow(await oneTimeTokenFor('profiler@gatehouse.test'));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Checking your device' })).toHaveFocus();
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
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    server.use(http.get(statusPath, () => new HttpResponse(null, { status: 202 })));
    renderFlow(await oneTimeTokenFor('profiler@gatehouse.test'));
    await screen.findByRole('heading', { name: 'Checking your device' });
    await act(() => vi.advanceTimersByTimeAsync(30 * 200));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(requests.count('GET', '/profiler/status')).toBe(30);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(requests.count('GET', '/profiler/status')).toBe(30);
    requests.stop();
  });

  it('requests nothing after it unmounts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.get(statusPath, () => new HttpResponse(null, { status: 202 })));
    const requests = recordRequests();
    const { unmount } = renderFlow(await oneTimeTokenFor('profiler@gatehouse.test'));
    await screen.findByRole('heading', { name: 'Checking your device' });
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() =>
      expect(requests.count('GET', '/profiler/status')).toBeGreaterThanOrEqual(3),
    );
    unmount();
    const sent = requests.all.length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(requests.all.length).toBe(sent);
    requests.stop();
  });

  it('works under StrictMode (mount, unmount, mount)', async () => {
    const { onSuccess } = renderFlow(await oneTimeTokenFor('profiler@gatehouse.test'), {
      strict: true,
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });
});
