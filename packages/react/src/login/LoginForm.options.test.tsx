import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { LoginForm, type LoginFormProps } from './LoginForm';

function renderForm(props: Partial<LoginFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <GatehouseProvider>
      <LoginForm submitting={false} alert={null} onSubmit={onSubmit} {...props} />
    </GatehouseProvider>,
  );
  return { user: userEvent.setup({ delay: null }), onSubmit, ...view };
}

const logInButton = () => screen.getByRole('button', { name: 'Log in' });

describe('LoginForm: the help links', () => {
  it('offers "Trouble logging in?" and "Contact us" under the form', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Trouble logging in?' })).toHaveAttribute(
      'href',
      '/help/flows/logged-out',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/help/contact/channels?issue=general-logged-out-login&topic=general-logged-out',
    );
  });
});

describe('LoginForm: businessInvite', () => {
  it('names the invite email, fixes the field and logs in with the password', async () => {
    const { user, onSubmit } = renderForm({
      variant: 'businessInvite',
      initialEmail: 'ada@acme.test',
    });
    expect(screen.getByText('Log in as ada@acme.test to accept your invite.')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@acme.test');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAttribute('name', 'email');
    await user.type(email, 'eve@evil.test');
    expect(email).toHaveValue('ada@acme.test');

    await user.click(logInButton());
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Password'), 'Password123');
    await user.click(logInButton());
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@acme.test', password: 'Password123' });
  });

  it('renders the invite email as text, never as markup', () => {
    renderForm({ variant: 'businessInvite', initialEmail: '<b>x</b>@acme.test' });
    expect(
      screen.getByText('Log in as <b>x</b>@acme.test to accept your invite.'),
    ).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('without an invite email, leaves the field open and shows no invite text', () => {
    renderForm({ variant: 'businessInvite' });
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(screen.queryByText(/to accept your invite/)).not.toBeInTheDocument();
  });
});

describe('LoginForm: dataSharing', () => {
  it('has no password field, the notice and the policy link, and submits the email alone', async () => {
    const { user, onSubmit } = renderForm({ variant: 'dataSharing' });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(
      screen.getByText(/We'll never ask for your password to share your data\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our data-sharing policy' })).toHaveAttribute(
      'href',
      '/legal/data-sharing-policy',
    );

    await user.click(logInButton());
    expect(screen.getAllByText('Please fill this field')).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), '  cdr@gatehouse.test ');
    await user.click(logInButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'cdr@gatehouse.test' });
  });
});

describe('LoginForm: social sign-in', () => {
  const providers = ['google', 'facebook', 'apple'] as const;

  it('shows one button per provider under "Or log in with"', async () => {
    const onSelect = vi.fn();
    const { user } = renderForm({ social: { providers, text: 'login', onSelect } });
    const group = screen.getByRole('group', { name: 'Or log in with' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Log in with Google',
      'Log in with Facebook',
      'Log in with Apple',
    ]);
    expect(buttons.map((b) => b.textContent)).toEqual(['Google', 'Facebook', 'Apple']);
    await user.click(screen.getByRole('button', { name: 'Log in with Facebook' }));
    expect(onSelect).toHaveBeenCalledWith('facebook');
  });

  it('says "Or sign up with" and "Sign up with …" for the sign-up text', () => {
    renderForm({ social: { providers: ['apple'], text: 'signup', onSelect: vi.fn() } });
    expect(screen.getByRole('group', { name: 'Or sign up with' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up with Apple' })).toBeInTheDocument();
  });

  it('draws the logos inline, hidden from assistive technology, with no style attribute', async () => {
    const { container } = renderForm({ social: { providers, text: 'login', onSelect: vi.fn() } });
    await vi.waitFor(() =>
      expect(container.querySelectorAll('.gh-social__logo svg')).toHaveLength(3),
    );
    for (const svg of container.querySelectorAll('svg'))
      expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('while a provider is in flight: its button loads, the others and Log in wait', async () => {
    const onSelect = vi.fn();
    const { user, onSubmit } = renderForm({
      social: { providers, text: 'login', onSelect },
      submitting: true,
      method: 'google',
      initialEmail: 'sms@gatehouse.test',
    });
    const google = screen.getByRole('button', { name: 'Log in with Google' });
    expect(google).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Log in with Apple' })).toBeDisabled();
    expect(logInButton()).not.toHaveAttribute('aria-busy');
    await user.click(google);
    await user.type(screen.getByLabelText('Password'), 'Password123');
    await user.click(logInButton());
    expect(onSelect).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while a password login is in flight: Log in loads and every social button is disabled', () => {
    renderForm({ social: { providers, text: 'login', onSelect: vi.fn() }, submitting: true });
    expect(logInButton()).toHaveAttribute('aria-busy', 'true');
    for (const name of ['Google', 'Facebook', 'Apple']) {
      expect(screen.getByRole('button', { name: `Log in with ${name}` })).toBeDisabled();
    }
  });

  it('shows the failure as the form alert', () => {
    renderForm({
      social: { providers, text: 'login', onSelect: vi.fn() },
      alert: { message: { key: 'common.somethingWentWrongRetry' }, actions: [] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  });

  it('renders the passkey slot under Log in, before the social buttons', () => {
    renderForm({
      passkey: <button type="button">Log in with a passkey</button>,
      social: { providers: ['google'], text: 'login', onSelect: vi.fn() },
    });
    const order = screen
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(order).toEqual([
      'Show password',
      'Log in',
      'Log in with a passkey',
      'Log in with Google',
    ]);
  });

  it('renders no group for an empty provider list', () => {
    renderForm({ social: { providers: [], text: 'login', onSelect: vi.fn() } });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
