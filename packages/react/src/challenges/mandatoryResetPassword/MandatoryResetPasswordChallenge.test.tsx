import { scenarioHandlers } from '@gatehouse-auth/mock-api';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

function renderFlow(ott: string) {
  const onSuccess = vi.fn();
  render(
    <GatehouseProvider config={testConfig()}>
      <ChallengeFlow ott={ott} onSuccess={onSuccess} />
    </GatehouseProvider>,
  );
  return { onSuccess };
}

function resetChallenge(attributes: Record<string, string | null>) {
  server.use(
    scenarioHandlers.tokenStatus({
      oneTimeToken: 'ott-reset',
      actionType: 'IDENTITY__LOGIN',
      challenges: [
        {
          required: true,
          primaryChallenge: { type: 'MANDATORY_RESET_PASSWORD', viewData: { attributes } },
        },
      ],
    }),
  );
}

describe('MandatoryResetPasswordChallenge', () => {
  it('shows the title and message from the challenge data, a reset link, and calls nothing', async () => {
    const ott = await oneTimeTokenFor('reset-password@gatehouse.test');
    const requests = recordRequests();
    const { onSuccess } = renderFlow(ott);
    expect(
      await screen.findByRole('heading', { name: 'Time for a new password' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Your password hasn't been changed in a long time. Set a new one to keep your account safe.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      '/login/forgot-password?utm_source=login',
    );
    // Only the token status: the notice itself calls nothing.
    expect(requests.all).toEqual(['GET /gateway/identity/api/v1/one-time-token/status']);
    expect(onSuccess).not.toHaveBeenCalled();
    requests.stop();
  });

  it('takes the header when there is no title', async () => {
    resetChallenge({ header: 'Your password has expired', message: 'Choose a new one.' });
    renderFlow('ott-reset');
    expect(
      await screen.findByRole('heading', { name: 'Your password has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a new one.')).toBeInTheDocument();
  });

  it('falls back to the catalogue texts when the data has none', async () => {
    resetChallenge({ title: null, message: '' });
    renderFlow('ott-reset');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(
      screen.getByText('For your security, you need to set a new password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      '/login/forgot-password?utm_source=login',
    );
  });

  it('renders server text as text, never as markup', async () => {
    resetChallenge({ title: '<b>Reset</b>', message: '<img src=x onerror=alert(1)>Now' });
    renderFlow('ott-reset');
    expect(await screen.findByRole('heading', { name: '<b>Reset</b>' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>Now')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
