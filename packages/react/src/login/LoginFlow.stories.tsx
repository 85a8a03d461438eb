import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  enterCode,
  expectCodeScreen,
  expectScreen,
  logIn,
  paths,
  pending,
  storyClock,
  type StoryNavigation,
} from '../../../../.storybook/helpers';
import { LoginFlow } from './LoginFlow';

/**
 * The whole login against the mock API: each story logs in as one scenario account
 * (packages/mock-api/README.md). `onSuccess` is given, so no story leaves the page.
 */
const meta = {
  title: 'Login/LoginFlow',
  component: LoginFlow,
  args: { onSuccess: fn(), onFailure: fn() },
} satisfies Meta<typeof LoginFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FilledIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'sms@gatehouse.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'Password123');
    await expect(canvas.getByLabelText('Email')).toHaveValue('sms@gatehouse.test');
  },
};

/** "Show password" reveals what was typed; the button becomes "Hide password". */
export const PasswordShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'sms@gatehouse.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'Password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Password')).toHaveValue('Password123');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).not.toHaveAttribute(
      'aria-pressed',
    );
  },
};

export const PrefilledEmail: Story = {
  args: { email: 'sms@gatehouse.test' },
};

export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getAllByText('Please fill this field')).toHaveLength(2);
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'sms@gatehouse.test', 'not-the-password');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Wrong email or password.');
    await expect(within(alert).getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      `${window.location.origin}/login/forgot-password?utm_source=login`,
    );
  },
};

export const Deactivated: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'deactivated@gatehouse.test');
    await expectScreen(canvasElement, 'Your account has been deactivated');
    await expect(
      within(canvasElement).getByRole('link', { name: 'Appeal our decision' }),
    ).toHaveAttribute('href', '/appeals');
  },
};

export const DeactivatedWithoutAppeal: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'deactivated-final@gatehouse.test');
    await expectScreen(canvasElement, 'Your account has been deactivated');
    await expect(
      within(canvasElement).queryByRole('link', { name: 'Appeal our decision' }),
    ).not.toBeInTheDocument();
  },
};

export const ContactAction: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'contact@gatehouse.test');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your account is locked.');
    await expect(within(alert).getByRole('link', { name: 'Get help' })).toHaveAttribute(
      'href',
      `${window.location.origin}/help/contact/flows/logged-out/trouble-logging-in`,
    );
  },
};

export const LinkInMessage: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'link-message@gatehouse.test');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your phone number is blocked.');
    await expect(within(alert).getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      `${window.location.origin}/help/articles/blocked`,
    );
  },
};

export const ErrorsList: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'errors-list@gatehouse.test');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Please try again in 5 minutes.',
    );
  },
};

export const ServerError: Story = {
  play: async ({ canvasElement, args }) => {
    await logIn(canvasElement, 'server-error@gatehouse.test');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Something went wrong.',
    );
    await expect(args.onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'unexpected.error' }),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Log in' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

export const MalformedAnswer: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'malformed@gatehouse.test');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Something went wrong.',
    );
  },
};

/** The login call never answers: the button stays busy. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [pending(paths.login)] } },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'sms@gatehouse.test');
    await expect(within(canvasElement).getByRole('button', { name: 'Log in' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The login call never answers: at the 30 s limit the timeout text, and Log in again. */
export const TimedOut: Story = {
  parameters: { msw: { handlers: [pending(paths.login)] }, clock: 'manual' },
  play: async ({ canvasElement, args, loaded }) => {
    await logIn(canvasElement, 'sms@gatehouse.test');
    const canvas = within(canvasElement);
    const clock = storyClock(loaded);
    // The login request's time limit is running.
    await waitFor(() => expect(clock.pending()).toContain(30_000));
    await clock.advance(29_999);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await clock.advance(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This is taking longer than it should. Check your connection and try again.',
    );
    await expect(args.onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'request.timeout' }),
    );
    await expect(canvas.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
  },
};

/** Eligible for self-reactivation: off to the reactivation page (the preview's navigation stub). */
export const Reactivation: Story = {
  play: async ({ canvasElement, loaded }) => {
    await logIn(canvasElement, 'reactivate@gatehouse.test');
    const navigation = loaded.navigation as StoryNavigation;
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith(
        `${window.location.origin}/login/reactivate-account#intro?token=react-ott-7f3c9a`,
      ),
    );
  },
};

export const MandatoryPhoneUpdate: Story = {
  play: async ({ canvasElement, loaded }) => {
    await logIn(canvasElement, 'update-phone@gatehouse.test');
    const navigation = loaded.navigation as StoryNavigation;
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/account/phone`),
    );
  },
};

export const SecondFactorSms: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'sms@gatehouse.test');
    await expectCodeScreen(canvasElement, 'SMS');
    await expect(
      await within(canvasElement).findByText('We sent it to +44 ••••• •••789.'),
    ).toBeInTheDocument();
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'sms@gatehouse.test');
    await enterCode(canvasElement, '000000');
    await expect(
      await within(canvasElement).findByText('That code is incorrect. Please try again.'),
    ).toBeInTheDocument();
  },
};

export const InvalidCode: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'sms@gatehouse.test');
    await enterCode(canvasElement, '12a');
    await userEvent.tab();
    await expect(
      within(canvasElement).getByText('Please enter a 6 digit code.'),
    ).toBeInTheDocument();
  },
};

/** Three wrong codes lock entry until a new code is sent. */
export const TooManyAttempts: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'locked@gatehouse.test');
    const canvas = within(canvasElement);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await enterCode(canvasElement, '000000');
      await canvas.findByText('That code is incorrect. Please try again.');
    }
    await enterCode(canvasElement, '000000');
    await expect(
      await canvas.findByText('Too many attempts. Request a new code.'),
    ).toBeInTheDocument();
    await expect(canvas.getByLabelText('6-digit code')).toBeDisabled();
  },
};

/** The 30 s countdown runs out, then "Resend code" sends a new one. */
export const Resent: Story = {
  parameters: { clock: 'manual' },
  play: async ({ canvasElement, loaded }) => {
    await logIn(canvasElement, 'sms@gatehouse.test');
    const canvas = within(canvasElement);
    const resend = await canvas.findByRole('button', { name: 'Resend code' }, { timeout: 5000 });
    const clock = storyClock(loaded);
    // The code went out: the countdown's first second is running.
    await waitFor(() => expect(clock.pending()).toContain(1000));
    await clock.advance(29_000);
    await expect(resend).toBeDisabled();
    await clock.advance(1000);
    await waitFor(() => expect(resend).toBeEnabled());
    await userEvent.click(resend);
    await expect(await canvas.findByText("We've sent you a new code.")).toBeInTheDocument();
  },
};

export const ChooseMethod: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'sms@gatehouse.test');
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Try another way' }, { timeout: 5000 }),
    );
    await expectScreen(canvasElement, 'Choose a 2-step verification method');
    await expect(canvas.getByRole('button', { name: 'Authenticator app' })).toBeInTheDocument();
  },
};

export const TotpOnly: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'totp@gatehouse.test');
    await expectCodeScreen(canvasElement, 'TOTP');
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Resend code' }),
    ).not.toBeInTheDocument();
  },
};

/** SMS to a landline: the flow falls back to a voice call on the same number. */
export const LandlineFallsBackToVoice: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'landline@gatehouse.test');
    await expectCodeScreen(canvasElement, 'VOICE');
  },
};

export const TwoSteps: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'two-step@gatehouse.test');
    await enterCode(canvasElement);
    await expectCodeScreen(canvasElement, 'TOTP');
  },
};

/** The token is unknown to the status call: the error screen; Retry goes back to the form. */
export const ExpiredToken: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'expired-token@gatehouse.test');
    await expectScreen(canvasElement, 'Something went wrong');
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const NoSecondFactor: Story = {
  play: async ({ canvasElement, args }) => {
    await logIn(canvasElement, 'no-2fa@gatehouse.test');
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith({ location: '/home' }));
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    await logIn(canvasElement, 'sms@gatehouse.test');
    await enterCode(canvasElement);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith({ location: '/home' }));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Logging you in…');
    await expect((loaded.navigation as StoryNavigation).assign).not.toHaveBeenCalled();
  },
};

/** No `onSuccess`: the widget navigates itself, here into the preview's navigation stub. */
export const SuccessNavigates: Story = {
  args: { onSuccess: undefined },
  play: async ({ canvasElement, loaded }) => {
    await logIn(canvasElement, 'totp@gatehouse.test');
    await enterCode(canvasElement);
    await waitFor(() =>
      expect((loaded.navigation as StoryNavigation).assign).toHaveBeenCalledWith(
        `${window.location.origin}/home`,
      ),
    );
  },
};
