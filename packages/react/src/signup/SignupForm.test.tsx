import { CaptchaError } from '@gatehouse-auth/core/forms';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualTime } from '../../test/manualTime';
import {
  lateAnswer,
  recordRequests,
  server,
  testConfig,
  setupMockServer,
} from '../../test/mockServer';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { SignupForm, type SignupFormProps } from './SignupForm';

// The real captcha loads a vendor script; here each execute() answers what the test says.
const captcha = vi.hoisted(() => ({
  execute: vi.fn<() => Promise<{ token: string; type: 'TURNSTILE' | 'RECAPTCHA_V2' }>>(),
  reset: vi.fn<() => void>(),
}));
vi.mock('../captcha/Captcha', () => ({
  Captcha: forwardRef(function FakeCaptcha(_props: object, ref) {
    useImperativeHandle(ref, () => ({
      execute: () => captcha.execute(),
      reset: () => captcha.reset(),
    }));
    return null;
  }),
}));

setupMockServer();

const signupPath = '/gateway/identity/api/v1/sign-up';
const captchaConfig = { type: 'TURNSTILE' as const, siteKey: 'site-key' };

function renderSignup(props: SignupFormProps = {}, config = testConfig()) {
  render(
    <GatehouseProvider config={config}>
      <SignupForm {...props} />
    </GatehouseProvider>,
  );
  return { user: userEvent.setup({ delay: null }), config };
}

/** Captures the JSON bodies sent to the sign-up. */
function signupBodies() {
  const bodies: Array<Record<string, unknown>> = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === signupPath)
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
  };
  server.events.on('request:start', listener);
  return bodies;
}

beforeEach(() => {
  captcha.execute.mockReset();
  captcha.reset.mockReset();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('SignupForm, email variant', () => {
  it('shows the email field, the Sign up button and the terms notice with its links', () => {
    renderSignup();
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    const field = screen.getByLabelText('Your email address');
    expect(field).toHaveAttribute('autocomplete', 'email');
    expect(field).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByText(/By signing up, you agree to our/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(document.body).toHaveFocus();
  });

  it('takes the button text from submitLabel', () => {
    renderSignup({ submitLabel: 'Get started' });
    expect(screen.getByRole('button', { name: 'Get started' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('checks the email after a blur, clears the message on edit, and blocks a submit until it is valid', async () => {
    const requests = recordRequests();
    const { user } = renderSignup();
    const field = screen.getByLabelText('Your email address');
    await user.type(field, 'not-an-email');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'x');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(requests.count('POST', '/sign-up')).toBe(0);
  });

  it('refuses an empty email and one longer than 254 characters', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    const field = screen.getByLabelText('Your email address');
    await user.click(field);
    await user.paste(`${'a'.repeat(64)}@${'b'.repeat(180)}.example.com`);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
  });

  it('signs up a trimmed email and goes to /register/{id} with redirectUrl, tracking and the VERIFY_EMAIL hash', async () => {
    window.history.replaceState(null, '', '/signup?utm_source=news&gclid=g-1&unrelated=1');
    const bodies = signupBodies();
    const { user, config } = renderSignup({ redirectUrl: '/send' });
    await user.type(screen.getByLabelText('Your email address'), '  new@example.com ');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(config.navigation.assign).toHaveBeenCalledTimes(1));
    // The redirectUrl is carried as the navigation gate's absolute href.
    const origin = window.location.origin;
    const query = new URLSearchParams({
      redirectUrl: `${origin}/send`,
      utm_source: 'news',
      gclid: 'g-1',
    }).toString();
    const location = String(config.navigation.assign.mock.calls[0]?.[0]);
    expect(location.startsWith(`${origin}/register/su-`)).toBe(true);
    expect(location.slice(origin.length)).toMatch(
      /^\/register\/su-[0-9a-f]+\?[^#]+#\/email\?screen=VERIFY_EMAIL&emailVerifyOtt=evo-[0-9a-f]+$/,
    );
    expect(location).toContain(`?${query}#/email?`);
    expect(screen.getByRole('status')).toHaveTextContent('Setting up your account…');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      signup: { email: 'new@example.com', isConsentSeen: true, locale: 'en-GB' },
      flowId: expect.any(String),
    });
    expect(bodies[0]).not.toHaveProperty('captcha');
  });

  it('tells onSignedUp the id and the typed email, then goes to /register/{id}, which carries no email', async () => {
    window.history.replaceState(null, '', '/signup?utm_source=news');
    const onSignedUp = vi.fn();
    const { user, config } = renderSignup({ onSignedUp });
    await user.type(screen.getByLabelText('Your email address'), ' new@example.com ');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(config.navigation.assign).toHaveBeenCalledTimes(1));
    expect(onSignedUp).toHaveBeenCalledExactlyOnceWith({
      id: expect.stringMatching(/^su-[0-9a-f]+$/),
      email: 'new@example.com',
    });
    const { id } = onSignedUp.mock.calls[0]![0] as { id: string };
    const location = String(config.navigation.assign.mock.calls[0]?.[0]);
    expect(new URL(location).pathname).toBe(`/register/${id}`);
    expect(location).not.toMatch(/new(@|%40)/);
  });

  it.each([
    ['the page origin then //', () => `${window.location.origin}//evil.example/x`],
    ['a dot segment before //', () => '/.//evil.example/x'],
    ['a backslash', () => '/\\evil.example/x'],
  ])(
    "carries no page redirectUrl made of %s into /register/{id} or the 'Log in' link",
    async (_, hostile) => {
      window.history.replaceState(
        null,
        '',
        `/signup?${new URLSearchParams({ redirectUrl: hostile(), utm_source: 'news' }).toString()}`,
      );
      const { user, config } = renderSignup();
      await user.type(screen.getByLabelText('Your email address'), 'taken@gatehouse.test');
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        `${window.location.origin}/login`,
      );

      await user.clear(screen.getByLabelText('Your email address'));
      await user.type(screen.getByLabelText('Your email address'), 'new@example.com');
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      await waitFor(() => expect(config.navigation.assign).toHaveBeenCalledTimes(1));
      const location = String(config.navigation.assign.mock.calls[0]?.[0]);
      expect(location.startsWith(`${window.location.origin}/register/su-`)).toBe(true);
      expect(new URL(location).searchParams.has('redirectUrl')).toBe(false);
      expect(new URL(location).searchParams.get('utm_source')).toBe('news');
    },
  );

  it("shows the server's message with a 'Log in' action carrying redirectUrl", async () => {
    const onFailure = vi.fn();
    const { user } = renderSignup({ redirectUrl: '/send', onFailure });
    await user.type(screen.getByLabelText('Your email address'), 'taken@gatehouse.test');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists.');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `${window.location.origin}/login?${new URLSearchParams({ redirectUrl: `${window.location.origin}/send` }).toString()}`,
    );
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'email.taken' }));
    expect(screen.getByLabelText('Your email address')).toHaveValue('taken@gatehouse.test');
  });

  it('shows the timeout text when the sign-up never answers, and stays usable', async () => {
    server.use(http.post(`*${signupPath}`, () => delay('infinite'), { once: true }));
    const time = manualTime();
    const { config, user } = renderSignup({}, time.config());
    await user.type(screen.getByLabelText('Your email address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    // The sign-up's time limit is running.
    await time.waitForTimer(30_000);
    await time.advance(29_999);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await time.advance(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is taking longer than it should. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(config.navigation.assign).toHaveBeenCalledTimes(1));
  });

  it("falls back to 'Something went wrong, please try again.' and stays usable", async () => {
    const { user, config } = renderSignup();
    await user.type(screen.getByLabelText('Your email address'), 'signup-down@gatehouse.test');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong, please try again.');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `${window.location.origin}/login`,
    );
    await user.clear(screen.getByLabelText('Your email address'));
    await user.type(screen.getByLabelText('Your email address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(config.navigation.assign).toHaveBeenCalledTimes(1));
  });

  it('sends one sign-up for a double click', async () => {
    // The first sign-up stays on its way until both clicks are in.
    const signup = lateAnswer('post', `*${signupPath}`, () =>
      HttpResponse.json({ id: 'su-1', signupToken: 'st-1' }),
    );
    const requests = recordRequests();
    const { user, config } = renderSignup();
    await user.type(screen.getByLabelText('Your email address'), 'new@example.com');
    await user.dblClick(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(requests.count('POST', '/sign-up')).toBe(1));
    signup.answer();
    await waitFor(() =>
      expect(config.navigation.assign).toHaveBeenCalledWith(
        `${window.location.origin}/register/su-1`,
      ),
    );
    expect(requests.count('POST', '/sign-up')).toBe(1);
  });

  it('hands the sign-up to onSuccess and shows the check-email screen, whose "Send it again" resends', async () => {
    const onSuccess = vi.fn();
    const requests = recordRequests();
    const { user, config } = renderSignup({ onSuccess });
    await user.type(screen.getByLabelText('Your email address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(onSuccess).toHaveBeenCalledWith({
      id: expect.stringMatching(/^su-/),
      signupToken: expect.stringMatching(/^st-/),
      emailVerifyOtt: expect.stringMatching(/^evo-/),
    });
    expect(config.navigation.assign).not.toHaveBeenCalled();
    expect(screen.getByText(/new@example\.com/)).toBeInTheDocument();
    expect(screen.getByText("Didn't get an email?")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send it again' }));
    expect(
      await screen.findByText(
        "We've resent the verification email to you, please check your inbox",
      ),
    ).toBeInTheDocument();
    expect(requests.count('POST', '/one-time-token/email-checkpoint/trigger')).toBe(1);
  });

  it('does nothing after unmount', async () => {
    // The answer comes after the unmount.
    const signup = lateAnswer('post', `*${signupPath}`, () =>
      HttpResponse.json({ id: 'su-1', signupToken: 'st-1' }),
    );
    const requests = recordRequests();
    const { user, config } = renderSignup();
    await user.type(screen.getByLabelText('Your email address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(requests.count('POST', '/sign-up')).toBe(1));
    cleanup();
    signup.answer();
    await signup.answered;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(config.navigation.assign).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('signupToken');
  });

  it('says so when "Send it again" fails', async () => {
    const { user } = renderSignup({ onSuccess: vi.fn() });
    await user.type(screen.getByLabelText('Your email address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    server.use(
      http.post(
        '*/gateway/identity/api/v1/one-time-token/email-checkpoint/trigger',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send it again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Something went wrong. we're looking into it, please try again later",
    );
  });
});

describe('SignupForm with a captcha', () => {
  it('sends a fresh token per attempt and resets the captcha after each', async () => {
    captcha.execute
      .mockResolvedValueOnce({ token: 'fail', type: 'TURNSTILE' })
      .mockResolvedValueOnce({ token: 'tok-2', type: 'TURNSTILE' });
    const bodies = signupBodies();
    const { user, config } = renderSignup({ captcha: captchaConfig });
    await user.type(screen.getByLabelText('Your email address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Captcha verification failed. Please try again.',
    );
    expect(captcha.reset).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(config.navigation.assign).toHaveBeenCalledTimes(1));
    expect(captcha.execute).toHaveBeenCalledTimes(2);
    expect(captcha.reset).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((body) => body.captcha)).toEqual([
      { token: 'fail', type: 'TURNSTILE' },
      { token: 'tok-2', type: 'TURNSTILE' },
    ]);
  });

  it("shows the captcha's own message when it gives no token, and sends nothing", async () => {
    captcha.execute.mockRejectedValueOnce(new CaptchaError('timedOut'));
    const requests = recordRequests();
    const { user } = renderSignup({ captcha: captchaConfig });
    await user.type(screen.getByLabelText('Your email address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Captcha verification timed out. Please try again.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(requests.count('POST', '/sign-up')).toBe(0);
  });
});

describe('SignupForm, register variant', () => {
  async function fillIn(
    user: ReturnType<typeof userEvent.setup>,
    email: string | null,
    password = 'abcdefgh1',
  ) {
    if (email !== null) await user.type(screen.getByLabelText('Your email address'), email);
    await user.type(screen.getByLabelText('Create a password'), password);
  }

  it('shows the new-password field with its hint and the live requirement list', async () => {
    const { user } = renderSignup({ variant: 'register' });
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    const password = screen.getByLabelText('Create a password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(
      'Password must contain a letter and a number, and be minimum of 9 characters',
    );
    const list = screen.getByRole('list', { name: 'Your password needs' });
    const items = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items()).toEqual([
      '•At least 9 characters (not yet)',
      '•At least one letter (not yet)',
      '•At least one number (not yet)',
    ]);
    await user.type(password, 'abc');
    expect(items()).toEqual([
      '•At least 9 characters (not yet)',
      '✓At least one letter (done)',
      '•At least one number (not yet)',
    ]);
    expect(screen.queryByText("That's your password sorted.")).not.toBeInTheDocument();
    await user.type(password, 'defgh1');
    expect(items()).toEqual([
      '✓At least 9 characters (done)',
      '✓At least one letter (done)',
      '✓At least one number (done)',
    ]);
    expect(screen.getByText("That's your password sorted.")).toBeInTheDocument();
  });

  it('asks for the fields on an empty submit, focuses the first, and names a weak password', async () => {
    const requests = recordRequests();
    const { user } = renderSignup({ variant: 'register' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Please fill this field')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email address')).toHaveFocus();
    await user.type(screen.getByLabelText('Your email address'), 'new@example.com');
    await user.type(screen.getByLabelText('Create a password'), 'abcdefghi');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter a valid password')).toBeInTheDocument();
    expect(screen.getByLabelText('Create a password')).toHaveFocus();
    expect(requests.count('POST', '/sign-up')).toBe(0);
  });

  it('sends email, password, account type and country with the flow id, and hands the result to onSuccess', async () => {
    const onSuccess = vi.fn();
    const bodies = signupBodies();
    const { user, config } = renderSignup({ variant: 'register', onSuccess });
    const select = await screen.findByLabelText('Country of registration');
    expect(select).toHaveValue('GB');
    await user.selectOptions(select, 'France');
    await fillIn(user, 'new@example.com', ' abcdefgh1 ');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(config.navigation.assign).not.toHaveBeenCalled();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      signup: {
        email: 'new@example.com',
        password: 'abcdefgh1',
        accountType: 'personal',
        country: 'FR',
        isConsentSeen: true,
      },
      flowId: expect.any(String),
    });
  });

  it('labels the country per account type and warns when the type is not offered there', async () => {
    const requests = recordRequests();
    const { user } = renderSignup({ variant: 'register', accountTypeChoice: true });
    const group = screen.getByRole('group', { name: 'Account type' });
    expect(within(group).getByRole('radio', { name: 'Personal' })).toBeChecked();
    await user.selectOptions(await screen.findByLabelText('Country of registration'), 'Japan');
    expect(screen.queryByText(/Sorry, we can't offer/)).not.toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Business' }));
    const select = screen.getByLabelText('Country of residence');
    expect(select).toHaveValue('JP');
    expect(
      screen.getByText("Sorry, we can't offer business accounts to customers in Japan yet"),
    ).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription(
      "Sorry, we can't offer business accounts to customers in Japan yet",
    );
    await fillIn(user, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(select).toHaveFocus();
    expect(requests.count('POST', '/sign-up')).toBe(0);
    await user.selectOptions(select, 'Germany');
    expect(screen.queryByText(/Sorry, we can't offer/)).not.toBeInTheDocument();
  });

  it('hides the personal country selector when its list fails', async () => {
    const { user } = renderSignup(
      { variant: 'register' },
      testConfig({ locale: 'en-GB-x-nopers' }),
    );
    await waitFor(() => expect(screen.queryByText('Loading countries…')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Country of registration')).not.toBeInTheDocument();
    await fillIn(user, 'new@example.com');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('hides the Personal/Business options when the business list fails', async () => {
    renderSignup(
      { variant: 'register', accountTypeChoice: true },
      testConfig({ locale: 'en-GB-x-nobiz' }),
    );
    expect(await screen.findByLabelText('Country of registration')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Account type' })).not.toBeInTheDocument(),
    );
  });

  it("says 'Sign up as {email}' with the email fixed", async () => {
    renderSignup({ variant: 'register', email: 'new@example.com' });
    await screen.findByLabelText('Country of registration');
    expect(screen.getByText('Sign up as new@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email address')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Your email address')).toHaveValue('new@example.com');
  });

  it('shows the business invite text with the invite email read-only', async () => {
    renderSignup({ variant: 'businessInviteRegister', email: 'invitee@example.com' });
    await screen.findByLabelText('Country of registration');
    expect(
      screen.getByText('Register using invitee@example.com to join the business account.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your email address')).toHaveAttribute('readonly');
  });

  it("shows the server's message with 'Log in' for a taken email", async () => {
    const { user } = renderSignup({ variant: 'register', redirectUrl: '/cards' });
    await screen.findByLabelText('Country of registration');
    await fillIn(user, 'taken@gatehouse.test');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists.');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `${window.location.origin}/login?${new URLSearchParams({ redirectUrl: `${window.location.origin}/cards` }).toString()}`,
    );
  });

  it('shows the register error screen for a server failure, whose Retry sends the same sign-up again', async () => {
    const requests = recordRequests();
    server.use(
      http.post(`*${signupPath}`, () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    const { user, config } = renderSignup({ variant: 'register' });
    await screen.findByLabelText('Country of registration');
    await fillIn(user, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const heading = await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    expect(screen.getByRole('link', { name: 'Get help' })).toHaveAttribute(
      'href',
      '/help/contact/flows/logged-out/trouble-logging-in',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(config.navigation.assign).toHaveBeenCalledTimes(1));
    expect(config.navigation.assign.mock.calls[0]?.[0]).toMatch(
      new RegExp(`^${window.location.origin}/register/su-`),
    );
    expect(requests.count('POST', '/sign-up')).toBe(2);
  });
});
