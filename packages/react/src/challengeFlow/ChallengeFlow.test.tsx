import { scenarioHandlers } from '@gatehouse-auth/mock-api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { manualTime } from '../../test/manualTime';
import {
  holdRequests,
  oneTimeTokenFor,
  recordRequests,
  server,
  testConfig,
  setupMockServer,
} from '../../test/mockServer';
import { defaultChallenges } from '../challenges/defaultChallenges';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import type { ChallengeProps } from '../registry/challengeDefinition';
import { ChallengeFlow, type ChallengeFlowProps } from './ChallengeFlow';

setupMockServer();

function renderFlow(
  props: Omit<ChallengeFlowProps, 'onSuccess'> & { onSuccess?: ChallengeFlowProps['onSuccess'] },
  config = testConfig(),
) {
  const onSuccess = props.onSuccess ?? vi.fn();
  const view = render(
    <GatehouseProvider config={config}>
      <ChallengeFlow onSuccess={onSuccess} {...props} />
    </GatehouseProvider>,
  );
  return { ...view, onSuccess };
}

const codeField = () => screen.getByLabelText('6-digit code');

describe('ChallengeFlow', () => {
  it('passes an SMS challenge and reports the token and action', async () => {
    const user = userEvent.setup({ delay: null });
    const ott = await oneTimeTokenFor('sms@gatehouse.test');
    const { onSuccess } = renderFlow({ ott });
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('We sent it to +44 ••••• •••789.')).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    await user.type(codeField(), '111111');
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ oneTimeToken: ott, actionType: 'IDENTITY__LOGIN' }),
    );
  });

  it('checks the code on blur with the exact messages', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow({ ott: await oneTimeTokenFor('totp@gatehouse.test') });
    await user.type(await screen.findByLabelText('6-digit code'), '123');
    await user.tab();
    expect(screen.getByText('Please enter a 6 digit code.')).toBeInTheDocument();
    await user.type(codeField(), 'ab4');
    expect(codeField()).toHaveValue('123ab4');
    await user.tab();
    expect(screen.getByText('Please enter only digits.')).toBeInTheDocument();
  });

  it('reads out a refused code as it appears (an alert), and a local problem with its field', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow({ ott: await oneTimeTokenFor('sms@gatehouse.test') });
    await user.type(await screen.findByLabelText('6-digit code'), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveAccessibleDescription('Please enter a 6 digit code.');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(codeField());
    // The sixth digit sends the code, with focus in the field: it is already there to move to.
    await user.type(codeField(), '000000');
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('That code is incorrect. Please try again.');
    expect(codeField()).toHaveAccessibleDescription('That code is incorrect. Please try again.');
    expect(codeField()).toHaveFocus();
  });

  it('cleans a pasted code and keeps its leading zeros', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    renderFlow({ ott: await oneTimeTokenFor('totp@gatehouse.test') });
    await user.click(await screen.findByLabelText('6-digit code'));
    await user.paste('01-23 45');
    expect(codeField()).toHaveValue('012345');
    await user.paste('6');
    expect(codeField()).toHaveValue('012345');
    requests.stop();
  });

  it('sends one verify request for a double Enter', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    // The first verify stays on its way until both Enters are in.
    const verify = holdRequests('post', '*/one-time-token/totp/verify');
    const { onSuccess } = renderFlow({ ott: await oneTimeTokenFor('totp@gatehouse.test') });
    const field = await screen.findByLabelText('6-digit code');
    await user.click(field);
    await user.paste('111111');
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(requests.count('POST', '/totp/verify')).toBe(1));
    verify.release();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(requests.count('POST', '/totp/verify')).toBe(1);
    requests.stop();
  });

  it('keeps "Resend code" disabled for 30 seconds with a visible countdown', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const time = manualTime();
    renderFlow({ ott: await oneTimeTokenFor('sms@gatehouse.test') }, time.config());
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    // The code went out: the countdown's first second is running.
    await time.waitForTimer(1000);
    expect(screen.getByRole('timer')).toHaveTextContent(/You can resend the code in 30 seconds/);
    await time.advance(10_000);
    expect(screen.getByRole('timer')).toHaveTextContent(/in 20 seconds/);
    expect(resend).toBeDisabled();
    await time.advance(19_999);
    expect(resend).toBeDisabled();
    await time.advance(1);
    expect(resend).toBeEnabled();
    expect(screen.getByRole('status', { name: '' })).toBeDefined();
    expect(screen.getByText('You can now resend the code.')).toBeInTheDocument();
    await user.click(resend);
    expect(await screen.findByText("We've sent you a new code.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(requests.count('POST', '/sms/trigger')).toBe(2);
    requests.stop();
  });

  it('lets the user choose another way and come back', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const { onSuccess } = renderFlow({ ott: await oneTimeTokenFor('sms@gatehouse.test') });
    await user.click(await screen.findByRole('button', { name: 'Try another way' }));
    expect(
      await screen.findByRole('heading', { name: 'Choose a 2-step verification method' }),
    ).toHaveFocus();
    expect(
      screen.getByText("We'll use +44 ••••• •••789 for SMS, voice call and WhatsApp"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Video selfie' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toHaveFocus();
    // Back does not send a second code.
    expect(requests.count('POST', '/sms/trigger')).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    await user.click(await screen.findByRole('button', { name: 'Authenticator app' }));
    expect(
      await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' }),
    ).toHaveFocus();
    // The method it replaced is now among the alternates.
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    expect(await screen.findByRole('button', { name: 'Text message (SMS)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    requests.stop();
  });

  it('offers "I don\'t have any of these" when a recovery challenge is registered', async () => {
    const user = userEvent.setup({ delay: null });
    const Recovery = ({ challenge }: ChallengeProps) => <h2>Recovery: {challenge.type}</h2>;
    renderFlow({
      ott: await oneTimeTokenFor('sms@gatehouse.test'),
      challenges: {
        INITIATE_CHANGE_PHONE_NUMBER_FLOW: {
          ...defaultChallenges.INITIATE_CHANGE_PHONE_NUMBER_FLOW,
          component: Recovery,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Try another way' }));
    await user.click(await screen.findByRole('button', { name: "I don't have any of these" }));
    expect(
      await screen.findByRole('heading', { name: 'Recovery: INITIATE_CHANGE_PHONE_NUMBER_FLOW' }),
    ).toBeInTheDocument();
  });

  it('lets a host replace a built-in challenge', async () => {
    const Custom = ({ flow }: ChallengeProps) => (
      <button type="button" onClick={flow.pass}>
        Approve in our app
      </button>
    );
    const user = userEvent.setup({ delay: null });
    const ott = await oneTimeTokenFor('totp@gatehouse.test');
    renderFlow({ ott, challenges: { TOTP: { ...defaultChallenges.TOTP, component: Custom } } });
    await user.click(await screen.findByRole('button', { name: 'Approve in our app' }));
    // The mock still requires TOTP, so the flow reloads and shows the same type again.
    expect(await screen.findByRole('button', { name: 'Approve in our app' })).toBeInTheDocument();
  });

  it('skips a type no component can show (BIOMETRIC) and takes the next supported one', async () => {
    server.use(
      scenarioHandlers.tokenStatus({
        oneTimeToken: 'ott-bio',
        actionType: 'IDENTITY__LOGIN',
        challenges: [
          {
            required: true,
            primaryChallenge: { type: 'BIOMETRIC' },
            alternatives: [{ type: 'TOTP' }],
          },
        ],
      }),
    );
    renderFlow({ ott: 'ott-bio' });
    expect(
      await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' }),
    ).toBeInTheDocument();
  });

  it('shows an error, never a blank screen, when nothing the token asks for can be shown', async () => {
    server.use(
      scenarioHandlers.tokenStatus({
        oneTimeToken: 'ott-bio',
        actionType: 'IDENTITY__LOGIN',
        challenges: [{ required: true, primaryChallenge: { type: 'BIOMETRIC' } }],
      }),
    );
    const { onSuccess } = renderFlow({ ott: 'ott-bio' });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('falls back from SMS to a voice call for a landline', async () => {
    renderFlow({ ott: await oneTimeTokenFor('landline@gatehouse.test') });
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we read out to you' }),
    ).toBeInTheDocument();
  });

  it('shows the trigger error screen when a code cannot be sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow({ ott: await oneTimeTokenFor('sms-down@gatehouse.test') });
    expect(
      await screen.findByText('Something went wrong when trying to send you a code.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    await user.click(await screen.findByRole('button', { name: 'Voice call' }));
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we read out to you' }),
    ).toBeInTheDocument();
  });

  it('shows the generic error screen with the guest id code, and Retry reloads', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    renderFlow({ ott: 'no-such-token' }, testConfig({ guestId: 'a1b2c3d4e5f6' }));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong, please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error code: a1b2c3d4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requests.count('GET', '/one-time-token/status')).toBe(2));
    requests.stop();
  });

  it('shows the timeout text on the error screen when the token never loads, and Retry loads it', async () => {
    const user = userEvent.setup({ delay: null });
    const ott = await oneTimeTokenFor('sms@gatehouse.test');
    server.use(http.get('*/one-time-token/status', () => delay('infinite'), { once: true }));
    const time = manualTime();
    renderFlow({ ott }, time.config());
    // The token read's time limit is running.
    await time.waitForTimer(30_000);
    await time.advance(29_999);
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    await time.advance(1);
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This is taking longer than it should. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
  });

  it('never reports ott_not_found to error monitoring', async () => {
    const onError = vi.fn();
    render(
      <GatehouseProvider config={testConfig()} onError={onError}>
        <ChallengeFlow ott="no-such-token" onSuccess={vi.fn()} />
      </GatehouseProvider>,
    );
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('hands token errors to onFailure when token expiry is handled', async () => {
    const onFailure = vi.fn();
    renderFlow({ ott: 'no-such-token', handleTokenExpiry: true, onFailure });
    await waitFor(() =>
      expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'ott_not_found' })),
    );
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('remounts a second challenge of the same type after a 500 ms reset', async () => {
    const user = userEvent.setup({ delay: null });
    const time = manualTime();
    const { onSuccess } = renderFlow(
      { ott: await oneTimeTokenFor('sms-twice@gatehouse.test') },
      time.config(),
    );
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await waitFor(() => expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument());
    // The reset: nothing on screen until its 500 ms pass.
    await time.waitForTimer(500);
    await time.advance(499);
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
    await time.advance(1);
    const field = await screen.findByLabelText('6-digit code');
    expect(field).toHaveValue('');
    await user.type(field, '111111');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('sends nothing after it unmounts', async () => {
    const ott = await oneTimeTokenFor('sms@gatehouse.test');
    const time = manualTime();
    const { unmount } = renderFlow({ ott }, time.config());
    await screen.findByRole('button', { name: 'Resend code' });
    await time.waitForTimer(1000);
    const requests = recordRequests();
    unmount();
    expect(time.clock.pending()).toEqual([]);
    await time.advance(60_000);
    expect(requests.all).toEqual([]);
    requests.stop();
  });
});
