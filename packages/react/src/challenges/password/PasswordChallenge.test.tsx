import { scenarioHandlers } from '@gatehouse-auth/mock-api';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  holdRequests,
  lateAnswer,
  oneTimeTokenFor,
  recordRequests,
  server,
  testConfig,
  setupMockServer,
} from '../../../test/mockServer';
import { ChallengeFlow, type ChallengeFlowProps } from '../../challengeFlow/ChallengeFlow';
import { GatehouseProvider } from '../../provider/GatehouseProvider';

setupMockServer();

function renderFlow(props: Omit<ChallengeFlowProps, 'onSuccess'>, config = testConfig()) {
  const onSuccess = vi.fn();
  const view = render(
    <GatehouseProvider config={config}>
      <ChallengeFlow onSuccess={onSuccess} {...props} />
    </GatehouseProvider>,
  );
  return { ...view, onSuccess, config };
}

const heading = (name: string) => screen.findByRole('heading', { name });
const passwordField = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Continue' });

describe('PasswordChallenge', () => {
  it('passes with the password, sent trimmed, and reports the token', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const ott = await oneTimeTokenFor('password@gatehouse.test');
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/password/verify')) bodies.push(await request.clone().json());
    });
    const { onSuccess } = renderFlow({ ott });
    expect(await heading('Enter your password')).toBeInTheDocument();
    const field = passwordField();
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    await user.type(field, '  Password123  ');
    await user.click(submit());
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ oneTimeToken: ott, actionType: 'IDENTITY__LOGIN' }),
    );
    expect(bodies).toEqual([{ password: 'Password123' }]);
    expect(requests.count('POST', '/password/verify')).toBe(1);
    requests.stop();
    server.events.removeAllListeners('request:start');
  });

  it('shows and hides the password with a toggle button', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow({ ott: await oneTimeTokenFor('password@gatehouse.test') });
    await heading('Enter your password');
    await user.type(passwordField(), 'secret');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).not.toHaveAttribute('aria-pressed');
    await user.click(show);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(passwordField()).toHaveValue('secret');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).not.toHaveAttribute('aria-pressed');
    await user.click(hide);
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('says "Please fill this field" for an empty or blank password, focuses the field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    renderFlow({ ott: await oneTimeTokenFor('password@gatehouse.test') });
    await heading('Enter your password');
    await user.click(submit());
    expect(screen.getByText('Please fill this field')).toBeInTheDocument();
    expect(passwordField()).toHaveFocus();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('Please fill this field');
    // Read with the field, where the submit moved focus: no alert on top.
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(passwordField(), '   ');
    expect(screen.queryByText('Please fill this field')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Please fill this field')).toBeInTheDocument();
    expect(requests.count('POST', '/password/verify')).toBe(0);
    requests.stop();
  });

  it('shows the server message for a wrong password, on the focused field, and lets the user try again', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSuccess } = renderFlow({ ott: await oneTimeTokenFor('password@gatehouse.test') });
    await heading('Enter your password');
    await user.type(passwordField(), 'Password999{Enter}');
    expect(
      await screen.findByText('That password is incorrect. Please try again.'),
    ).toBeInTheDocument();
    expect(passwordField()).toHaveFocus();
    expect(passwordField()).toHaveAccessibleDescription(
      'That password is incorrect. Please try again.',
    );
    // Focus was in the field already: the refusal is read out as it appears.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'That password is incorrect. Please try again.',
    );
    await user.clear(passwordField());
    await user.type(passwordField(), 'Password123{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('sends one request for a double Enter', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    // The first verify stays on its way until both Enters are in.
    const verify = holdRequests('post', '*/one-time-token/password/verify');
    const { onSuccess } = renderFlow({ ott: await oneTimeTokenFor('password@gatehouse.test') });
    await heading('Enter your password');
    await user.type(passwordField(), 'Password123');
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(requests.count('POST', '/password/verify')).toBe(1));
    verify.release();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(requests.count('POST', '/password/verify')).toBe(1);
    requests.stop();
  });

  it('keeps Continue busy while the password is checked', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(scenarioHandlers.pending('/gateway/identity/api/v1/one-time-token/password/verify'));
    renderFlow({ ott: await oneTimeTokenFor('password@gatehouse.test') });
    await heading('Enter your password');
    await user.type(passwordField(), 'Password123{Enter}');
    expect(submit()).toHaveAttribute('aria-busy', 'true');
  });

  it('goes to /logout when the attempts are used up', async () => {
    const user = userEvent.setup({ delay: null });
    const { config } = renderFlow({ ott: await oneTimeTokenFor('password-locked@gatehouse.test') });
    await heading('Enter your password');
    for (const attempt of ['wrong-1', 'wrong-2']) {
      await user.clear(passwordField());
      await user.type(passwordField(), `${attempt}{Enter}`);
      expect(
        await screen.findByText('That password is incorrect. Please try again.'),
      ).toBeInTheDocument();
    }
    expect(config.navigation.assign).not.toHaveBeenCalled();
    await user.clear(passwordField());
    await user.type(passwordField(), 'Password123{Enter}');
    await waitFor(() =>
      expect(config.navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/logout`),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please log in again.');
    expect(passwordField()).toBeDisabled();
  });

  it('hands a server error without a body to onFailure', async () => {
    const user = userEvent.setup({ delay: null });
    const onFailure = vi.fn();
    const { onSuccess } = renderFlow({
      ott: await oneTimeTokenFor('password-down@gatehouse.test'),
      onFailure,
    });
    await heading('Enter your password');
    await user.type(passwordField(), 'Password123{Enter}');
    await waitFor(() =>
      expect(onFailure).toHaveBeenCalledWith(
        expect.objectContaining({ status: 500, code: 'unexpected.error' }),
      ),
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('without onFailure, a server error without a body shows the error screen', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow({ ott: await oneTimeTokenFor('password-down@gatehouse.test') });
    await heading('Enter your password');
    await user.type(passwordField(), 'Password123{Enter}');
    expect(await heading('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('Forgot password sends the email once and shows "Check your email"; Back returns', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const headers: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/forgot-password'))
        headers.push(request.headers.get('One-Time-Token'));
    });
    const ott = await oneTimeTokenFor('password@gatehouse.test');
    // The first call stays on its way until both clicks are in.
    const sent = holdRequests('post', '*/gateway/identity/api/v1/forgot-password');
    renderFlow({ ott });
    await heading('Enter your password');
    const forgot = screen.getByRole('button', { name: 'Forgot password' });
    await user.dblClick(forgot);
    await waitFor(() =>
      expect(requests.count('POST', '/gateway/identity/api/v1/forgot-password')).toBe(1),
    );
    sent.release();
    const checkEmail = await heading('Check your email');
    expect(checkEmail).toHaveFocus();
    expect(
      screen.getByText("We've sent you an email with a link to reset your password."),
    ).toBeInTheDocument();
    expect(requests.count('POST', '/gateway/identity/api/v1/forgot-password')).toBe(1);
    expect(headers).toEqual([ott]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Enter your password')).toHaveFocus();
    requests.stop();
    server.events.removeAllListeners('request:start');
  });

  it('a failed forgot-password call shows "Something went wrong" with a contact us link', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow({ ott: await oneTimeTokenFor('forgot-down@gatehouse.test') });
    await heading('Enter your password');
    await user.click(screen.getByRole('button', { name: 'Forgot password' }));
    expect(await heading('Something went wrong')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We couldn't send you the email to reset your password.",
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/help/contact/channels?issue=general-logged-out-login&topic=general-logged-out',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Enter your password')).toBeInTheDocument();
  });

  it('offers "Approve another way" to the alternatives', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow({ ott: await oneTimeTokenFor('password@gatehouse.test') });
    await heading('Enter your password');
    await user.click(screen.getByRole('button', { name: 'Approve another way' }));
    expect(await heading('Choose a 2-step verification method')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Text message (SMS)' }));
    expect(await heading('Enter the code we texted you')).toBeInTheDocument();
  });

  it('has no "Approve another way" without alternatives', async () => {
    renderFlow({ ott: await oneTimeTokenFor('password-locked@gatehouse.test') });
    await heading('Enter your password');
    expect(screen.queryByRole('button', { name: 'Approve another way' })).not.toBeInTheDocument();
  });

  it('sends nothing and acts on no late answer after it unmounts mid-request', async () => {
    const user = userEvent.setup({ delay: null });
    const onFailure = vi.fn();
    const { unmount, config, onSuccess } = renderFlow({
      ott: await oneTimeTokenFor('password-locked@gatehouse.test'),
      onFailure,
    });
    await heading('Enter your password');
    // The answer comes after the unmount, and would send the user to /logout.
    const late = lateAnswer(
      'post',
      '*/gateway/identity/api/v1/one-time-token/password/verify',
      () => HttpResponse.json({ code: 'attempt_limit_reached' }, { status: 429 }),
    );
    await user.type(passwordField(), 'wrong{Enter}');
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    const requests = recordRequests();
    unmount();
    late.answer();
    await late.answered;
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requests.all).toEqual([]);
    expect(config.navigation.assign).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    requests.stop();
  });
});
