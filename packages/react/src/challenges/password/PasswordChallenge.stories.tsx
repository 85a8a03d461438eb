import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectScreen,
  loginAs,
  pending,
  type StoryNavigation,
} from '../../../../../.storybook/helpers';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';

const verifyPath = '/gateway/identity/api/v1/one-time-token/password/verify';
const forgotPath = '/gateway/identity/api/v1/forgot-password';
const title = 'Enter your password';
const wrongMessage = 'That password is incorrect. Please try again.';

/**
 * The PASSWORD challenge inside `<ChallengeFlow>`: entry with show/hide, the field errors,
 * the attempt limit (to /logout), an empty 5xx (to onFailure), "Forgot password" with its
 * check-your-email and error screens, and "Approve another way". The password is Password123.
 */
const meta = {
  title: 'Challenges/Password',
  component: ChallengeFlow,
  args: { ott: 'ott-story', onSuccess: fn(), onFailure: fn() },
  render: (args, { loaded }) => (
    <ChallengeFlow {...args} ott={typeof loaded.ott === 'string' ? loaded.ott : args.ott} />
  ),
} satisfies Meta<typeof ChallengeFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typePassword(canvasElement: HTMLElement, password: string) {
  await expectScreen(canvasElement, title);
  const field = within(canvasElement).getByLabelText('Password');
  await userEvent.clear(field);
  await userEvent.type(field, `${password}{Enter}`);
}

/** password@: the screen as the user first meets it. */
export const Entry: Story = {
  loaders: [loginAs('password@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Password');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).not.toHaveAttribute(
      'aria-pressed',
    );
    await expect(canvas.getByRole('button', { name: 'Forgot password' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Approve another way' })).toBeInTheDocument();
  },
};

/** "Show password" reveals what was typed; the button becomes "Hide password". */
export const PasswordShown: Story = {
  loaders: [loginAs('password@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'Password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).not.toHaveAttribute(
      'aria-pressed',
    );
  },
};

/** Continue with nothing (or only spaces) typed. */
export const EmptyPassword: Story = {
  loaders: [loginAs('password@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await typePassword(canvasElement, '   ');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Please fill this field')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

export const WrongPassword: Story = {
  loaders: [loginAs('password@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await typePassword(canvasElement, 'not-my-password');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(wrongMessage)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The verify never answers: Continue stays busy. */
export const Verifying: Story = {
  loaders: [loginAs('password@gatehouse.test')],
  parameters: { msw: { handlers: [pending(verifyPath)] } },
  play: async ({ canvasElement }) => {
    await typePassword(canvasElement, 'Password123');
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Passed: Story = {
  loaders: [loginAs('password@gatehouse.test')],
  play: async ({ canvasElement, args, loaded }) => {
    await typePassword(canvasElement, 'Password123');
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        oneTimeToken: loaded.ott,
        actionType: 'IDENTITY__LOGIN',
      }),
    );
  },
};

/** password-locked@: two wrong passwords, then attempt_limit_reached sends the user to /logout. */
export const AttemptLimitReached: Story = {
  loaders: [loginAs('password-locked@gatehouse.test')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    for (const attempt of ['wrong-1', 'wrong-2']) {
      await typePassword(canvasElement, attempt);
      await canvas.findByText(wrongMessage);
    }
    await typePassword(canvasElement, 'Password123');
    const navigation = loaded.navigation as StoryNavigation;
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/logout`),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Please log in again.',
    );
  },
};

/** password-down@: the verify answers an empty 500, which goes to the host's onFailure. */
export const ServerErrorWithoutBody: Story = {
  loaders: [loginAs('password-down@gatehouse.test')],
  play: async ({ canvasElement, args }) => {
    await typePassword(canvasElement, 'Password123');
    await waitFor(() =>
      expect(args.onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 500 })),
    );
  },
};

/** The forgot-password call never answers: the link stays busy. */
export const SendingResetEmail: Story = {
  loaders: [loginAs('password@gatehouse.test')],
  parameters: { msw: { handlers: [pending(forgotPath)] } },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    const forgot = within(canvasElement).getByRole('button', { name: 'Forgot password' });
    await userEvent.click(forgot);
    await expect(forgot).toHaveAttribute('aria-busy', 'true');
  },
};

export const CheckYourEmail: Story = {
  loaders: [loginAs('password@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password' }));
    await expectScreen(canvasElement, 'Check your email');
    await expect(
      within(canvasElement).getByText(
        "We've sent you an email with a link to reset your password.",
      ),
    ).toBeInTheDocument();
  },
};

/** forgot-down@: the forgot-password call answers an empty 500. */
export const ResetEmailFailed: Story = {
  loaders: [loginAs('forgot-down@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password' }));
    await expectScreen(canvasElement, 'Something went wrong');
    await expect(within(canvasElement).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/help/contact/channels?issue=general-logged-out-login&topic=general-logged-out',
    );
  },
};

export const ApproveAnotherWay: Story = {
  loaders: [loginAs('password@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Approve another way' }),
    );
    await expectScreen(canvasElement, 'Choose a 2-step verification method');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Text message (SMS)' }),
    ).toBeInTheDocument();
  },
};
