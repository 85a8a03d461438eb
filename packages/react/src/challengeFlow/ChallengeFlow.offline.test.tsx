import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeConnectivity } from '../../../core/test/fakeConnectivity';
import {
  oneTimeTokenFor,
  recordRequests,
  setupMockServer,
  testConfig,
} from '../../test/mockServer';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { ChallengeFlow } from './ChallengeFlow';

setupMockServer();

const offlineSentence = "You're offline. We'll continue as soon as you're back online.";

describe('ChallengeFlow offline', () => {
  it('opened offline, it reads the token once back online; the notice says so meanwhile', async () => {
    const ott = await oneTimeTokenFor('sms@gatehouse.test');
    const network = fakeConnectivity(false);
    const requests = recordRequests();
    render(
      <GatehouseProvider config={testConfig({ connectivity: network.connectivity })}>
        <ChallengeFlow ott={ott} onSuccess={vi.fn()} />
      </GatehouseProvider>,
    );
    const notice = await screen.findByText(offlineSentence);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(requests.count('GET', '/one-time-token/status')).toBe(0);

    act(() => network.goOnline());
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    expect(requests.count('GET', '/one-time-token/status')).toBe(1);
    expect(screen.queryByText(offlineSentence)).not.toBeInTheDocument();
    requests.stop();
  });
});
