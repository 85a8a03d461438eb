import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { manualTime } from '../../test/manualTime';
import {
  holdRequests,
  recordRequests,
  server,
  testConfig,
  setupMockServer,
} from '../../test/mockServer';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { LoginFlow } from './LoginFlow';

setupMockServer();

function renderLogin(props: Parameters<typeof LoginFlow>[0] = {}, config = testConfig()) {
  render(
    <GatehouseProvider config={config}>
      <LoginFlow {...props} />
    </GatehouseProvider>,
  );
  return { user: userEvent.setup({ delay: null }), config };
}

async function logIn(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password = 'Password123',
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** A test config whose network records the body of every login request. */
function recordingLogins() {
  const sent: unknown[] = [];
  const config = testConfig();
  const network = config.fetch!;
  config.fetch = (input, init) => {
    if (String(input).endsWith('/login-api/login')) sent.push(JSON.parse(String(init?.body)));
    return network(input, init);
  };
  return { config, sent };
}

describe('LoginFlow', () => {
  it('shows the form with the autocomplete tokens and the help link', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Trouble logging in?' })).toHaveAttribute(
      'href',
      '/help/flows/logged-out',
    );
  });

  it('does not move focus on first render, so the host page keeps it', () => {
    renderLogin();
    expect(document.body).toHaveFocus();
  });

  it('requires both fields and focuses the first empty one', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('Please fill this field')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'sms@gatehouse.test');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('Please fill this field')).toHaveLength(1);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('treats whitespace as empty and shows the message when a field is emptied', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'a');
    await user.clear(screen.getByLabelText('Email'));
    expect(screen.getByText('Please fill this field')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('offers "Reset password" after a wrong password', async () => {
    const { user } = renderLogin();
    await logIn(user, 'sms@gatehouse.test', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wrong email or password.');
    expect(within(alert).getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      `${window.location.origin}/login/forgot-password?utm_source=login`,
    );
  });

  it('shows the deactivated screen with an appeal only when the server allows one', async () => {
    const { user } = renderLogin();
    await logIn(user, 'deactivated@gatehouse.test');
    expect(
      await screen.findByRole('heading', { name: 'Your account has been deactivated' }),
    ).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Appeal our decision' })).toHaveAttribute(
      'href',
      '/appeals',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await logIn(user, 'deactivated-final@gatehouse.test');
    await screen.findByRole('heading', { name: 'Your account has been deactivated' });
    expect(screen.queryByRole('link', { name: 'Appeal our decision' })).not.toBeInTheDocument();
  });

  it('sends a reactivation-eligible account to the reactivation page with its token', async () => {
    const { user, config } = renderLogin();
    await logIn(user, 'reactivate@gatehouse.test');
    await waitFor(() => expect(config.navigation.assign).toHaveBeenCalledTimes(1));
    expect(config.navigation.assign.mock.calls[0]?.[0]).toMatch(
      new RegExp(`^${window.location.origin}/login/reactivate-account#intro\\?token=.+`),
    );
  });

  it('adds "Get help" when the server asks for contact', async () => {
    const { user } = renderLogin();
    await logIn(user, 'contact@gatehouse.test');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Get help' })).toHaveAttribute(
      'href',
      `${window.location.origin}/help/contact/flows/logged-out/trouble-logging-in`,
    );
  });

  it('turns a link in the message into an action and renders the rest as text', async () => {
    const { user } = renderLogin();
    await logIn(user, 'link-message@gatehouse.test');
    const alert = await screen.findByRole('alert');
    expect(alert.innerHTML).not.toContain('<a href="/help/articles/blocked">Read more</a> ');
    expect(within(alert).getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      `${window.location.origin}/help/articles/blocked`,
    );
  });

  it.each([
    ['the page origin then //', `${window.location.origin}//evil.example/x`],
    ['a dot segment before //', '/.//evil.example/x'],
    ['a parent segment before //', '/x/..//evil.example/x'],
    ['a backslash', '/\\evil.example/x'],
    ['a tab inside //', '/\t/evil.example/x'],
    ['javascript:', 'javascript:alert(document.domain)'],
  ])('renders no link for a server message linking %s, and keeps its text', async (_, href) => {
    server.use(
      http.post('*/login-api/login', () =>
        HttpResponse.json(
          {
            code: 'account_locked',
            message: `Your account is locked. <a href="${href}">Unlock it</a>`,
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderLogin();
    await logIn(user, 'sms@gatehouse.test');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account is locked.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(alert.querySelector('a')).toBeNull();
  });

  it.each(['server-error@gatehouse.test', 'malformed@gatehouse.test'])(
    'falls back to "Something went wrong." for %s and stays usable',
    async (email) => {
      const onFailure = vi.fn();
      const { user } = renderLogin({ onFailure });
      await logIn(user, email);
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
      expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'unexpected.error' }));
      expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    },
  );

  it('sends the password exactly as typed, spaces included, and the email trimmed (SPEC.md §5)', async () => {
    const { config, sent } = recordingLogins();
    const { user } = renderLogin({}, config);
    await logIn(user, '  sms@gatehouse.test ', '  Password123  ');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ email: 'sms@gatehouse.test', password: '  Password123  ' });
  });

  it('shows and hides the password by keyboard, keeping its value and autocomplete, and logs in with it', async () => {
    const { config, sent } = recordingLogins();
    const { user } = renderLogin({}, config);
    const password = screen.getByLabelText('Password');
    await user.type(screen.getByLabelText('Email'), 'sms@gatehouse.test');
    await user.type(password, 'Password123');
    expect(password).toHaveAttribute('type', 'password');

    // The toggle follows the field in the tab order, and does not submit the form.
    await user.tab();
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveFocus();
    expect(show).not.toHaveAttribute('aria-pressed');
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('Password123');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('spellcheck', 'false');
    expect(password).toHaveAttribute('autocapitalize', 'off');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveFocus();
    expect(hide).not.toHaveAttribute('aria-pressed');
    expect(sent).toEqual([]);

    await user.keyboard(' ');
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ password: 'Password123' });
  });

  it('sends one login request for a double submit', async () => {
    const requests = recordRequests();
    // The first login stays on its way until both submits are in.
    const login = holdRequests('post', '*/login-api/login');
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'sms@gatehouse.test');
    await user.type(screen.getByLabelText('Password'), 'Password123{Enter}{Enter}');
    await waitFor(() => expect(requests.count('POST', '/login-api/login')).toBe(1));
    login.release();
    await screen.findByRole('heading', { name: 'Enter the code we texted you' });
    expect(requests.count('POST', '/login-api/login')).toBe(1);
    requests.stop();
  });

  it('logs in through an SMS code and hands onSuccess the path a router takes', async () => {
    const onSuccess = vi.fn();
    const { user, config } = renderLogin({ onSuccess });
    await logIn(user, 'sms@gatehouse.test');
    const heading = await screen.findByRole('heading', { name: 'Enter the code we texted you' });
    expect(heading).toHaveFocus();
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    expect(
      await screen.findByText('That code is incorrect. Please try again.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '111111');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ location: '/home' }));
    expect(config.navigation.assign).not.toHaveBeenCalled();
  });

  it('navigates to the location itself when no onSuccess is given', async () => {
    const { user, config } = renderLogin();
    await logIn(user, 'totp@gatehouse.test');
    await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' });
    await user.type(screen.getByLabelText('6-digit code'), '111111');
    await waitFor(() =>
      expect(config.navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/home`),
    );
  });

  it('takes any text from the host catalogue', () => {
    render(
      <GatehouseProvider
        config={testConfig()}
        messages={{ 'login.submit': 'Sign in', 'login.email': 'Your email' }}
      >
        <LoginFlow />
      </GatehouseProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('renders server text as text, never as HTML', async () => {
    server.use(
      http.post('*/login-api/login', () =>
        HttpResponse.json(
          { code: 'x', message: '<img src=x onerror="alert(1)"> Blocked <b>now</b>' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderLogin();
    await logIn(user, 'sms@gatehouse.test');
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('img, b')).toBeNull();
    expect(alert).toHaveTextContent('Blocked now');
  });

  it('drops an alert action that leads off the site', async () => {
    server.use(
      http.post('*/login-api/login', () =>
        HttpResponse.json(
          { code: 'x', message: 'Locked. <a href="https://evil.example.net/">Unlock</a>' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderLogin();
    await logIn(user, 'sms@gatehouse.test');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Locked.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a second-factor failure on the error screen when the host gave no onFailure', async () => {
    const { user } = renderLogin();
    await logIn(user, 'password-down@gatehouse.test');
    await user.type(await screen.findByLabelText('Password'), 'Password123{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
  });

  it("hands a second-factor failure to the host's onFailure when it gave one", async () => {
    const onFailure = vi.fn();
    const { user } = renderLogin({ onFailure });
    await logIn(user, 'password-down@gatehouse.test');
    await user.type(await screen.findByLabelText('Password'), 'Password123{Enter}');
    await waitFor(() =>
      expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 500 })),
    );
  });

  it('returns to the form on Retry from the second factor', async () => {
    const { user } = renderLogin();
    await logIn(user, 'expired-token@gatehouse.test');
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('LoginFlow time limit', () => {
  it('ends a login that never answers in the timeout text after 30 s, and Log in tries again', async () => {
    // The first login hangs for good; the next one reaches the mock API.
    server.use(http.post('*/login-api/login', () => delay('infinite'), { once: true }));
    const onFailure = vi.fn();
    const time = manualTime();
    render(
      <GatehouseProvider config={time.config()}>
        <LoginFlow onFailure={onFailure} />
      </GatehouseProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await logIn(user, 'sms@gatehouse.test');
    // The login's time limit is running.
    await time.waitForTimer(30_000);
    await time.advance(29_999);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await time.advance(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is taking longer than it should. Check your connection and try again.',
    );
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'request.timeout' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
  });
});
