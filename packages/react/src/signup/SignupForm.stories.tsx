import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectScreen, pending, type StoryNavigation } from '../../../../.storybook/helpers';
import { SignupForm } from './SignupForm';

/**
 * `<SignupForm>` against the mock API (packages/mock-api/README.md, "Sign-up test data"):
 * taken@gatehouse.test answers 409, signup-down@gatehouse.test 500; any other email signs up.
 * No captcha: the stories stay on localhost.
 */
const meta = {
  title: 'Sign-up/SignupForm',
  component: SignupForm,
  args: { onFailure: fn() },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const signupPath = '/gateway/identity/api/v1/sign-up';
const triggerPath = '/gateway/identity/api/v1/one-time-token/email-checkpoint/trigger';
const countriesPath = '/api/v1/user/countries';

/** The country list of one account type fails (500); the other still answers from the mock. */
const countriesFailing = (type: 'personal' | 'business') =>
  http.get(`*${countriesPath}`, ({ request }) =>
    new URL(request.url).searchParams.get('type') === type
      ? new HttpResponse(null, { status: 500 })
      : undefined,
  );

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);

async function signUpWith(canvasElement: HTMLElement, email: string) {
  const canvas = canvasOf(canvasElement);
  await userEvent.type(canvas.getByLabelText('Your email address'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
}

async function fillRegister(
  canvasElement: HTMLElement,
  email: string | null,
  password = 'abcdefgh1',
) {
  const canvas = canvasOf(canvasElement);
  await canvas.findByLabelText('Country of registration');
  if (email !== null) await userEvent.type(canvas.getByLabelText('Your email address'), email);
  await userEvent.type(canvas.getByLabelText('Create a password'), password);
}

// ---- Email variant ---------------------------------------------------------------------------

export const Email: Story = {};

export const EmailCustomLabel: Story = { args: { submitLabel: 'Get started' } };

export const EmailInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.type(canvas.getByLabelText('Your email address'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
    await expect(canvas.getByLabelText('Your email address')).toHaveFocus();
  },
};

export const EmailSubmitting: Story = {
  parameters: { msw: { handlers: [pending(signupPath)] } },
  play: async ({ canvasElement }) => {
    await signUpWith(canvasElement, 'new@example.com');
    await expect(canvasOf(canvasElement).getByRole('button', { name: 'Sign up' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const EmailSuccessRedirects: Story = {
  play: async ({ canvasElement, loaded }) => {
    await signUpWith(canvasElement, 'new@example.com');
    const navigation = loaded.navigation as StoryNavigation;
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledTimes(1));
    await expect(navigation.assign.mock.calls[0]?.[0]).toMatch(
      /^https?:\/\/[^/]+\/register\/su-.+#\/email\?screen=VERIFY_EMAIL&emailVerifyOtt=evo-/,
    );
  },
};

export const EmailTaken: Story = {
  args: { redirectUrl: '/send' },
  play: async ({ canvasElement }) => {
    await signUpWith(canvasElement, 'taken@gatehouse.test');
    const alert = await canvasOf(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('An account with this email already exists.');
    await expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `${window.location.origin}/login?${new URLSearchParams({ redirectUrl: `${window.location.origin}/send` }).toString()}`,
    );
  },
};

export const EmailServerError: Story = {
  play: async ({ canvasElement }) => {
    await signUpWith(canvasElement, 'signup-down@gatehouse.test');
    await expect(await canvasOf(canvasElement).findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
  },
};

export const CheckEmail: Story = {
  args: { onSuccess: fn() },
  play: async ({ canvasElement }) => {
    await signUpWith(canvasElement, 'new@example.com');
    await expectScreen(canvasElement, 'Check your email');
    await expect(canvasOf(canvasElement).getByText("Didn't get an email?")).toBeVisible();
  },
};

export const CheckEmailResent: Story = {
  args: { onSuccess: fn() },
  play: async ({ canvasElement }) => {
    await signUpWith(canvasElement, 'new@example.com');
    await expectScreen(canvasElement, 'Check your email');
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: 'Send it again' }));
    await expect(
      await canvasOf(canvasElement).findByText(
        "We've resent the verification email to you, please check your inbox",
      ),
    ).toBeVisible();
  },
};

export const CheckEmailResendFailed: Story = {
  args: { onSuccess: fn() },
  parameters: {
    msw: {
      handlers: [http.post(`*${triggerPath}`, () => new HttpResponse(null, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await signUpWith(canvasElement, 'new@example.com');
    await expectScreen(canvasElement, 'Check your email');
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: 'Send it again' }));
    await expect(await canvasOf(canvasElement).findByRole('alert')).toHaveTextContent(
      "Something went wrong. we're looking into it, please try again later",
    );
  },
};

// ---- Register variants -----------------------------------------------------------------------

export const Register: Story = {
  args: { variant: 'register', onSuccess: fn() },
  play: async ({ canvasElement }) => {
    await expect(
      await canvasOf(canvasElement).findByLabelText('Country of registration'),
    ).toHaveValue('GB');
  },
};

export const RegisterLoadingCountries: Story = {
  args: { variant: 'register', onSuccess: fn() },
  parameters: { msw: { handlers: [pending(countriesPath)] } },
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText('Loading countries…')).toBeVisible();
  },
};

export const RegisterSignUpAs: Story = {
  args: { variant: 'register', email: 'new@example.com', onSuccess: fn() },
  play: async ({ canvasElement }) => {
    await expect(
      await canvasOf(canvasElement).findByText('Sign up as new@example.com'),
    ).toBeVisible();
  },
};

export const BusinessInviteRegister: Story = {
  args: { variant: 'businessInviteRegister', email: 'invitee@example.com', onSuccess: fn() },
  play: async ({ canvasElement }) => {
    await expect(
      await canvasOf(canvasElement).findByText(
        'Register using invitee@example.com to join the business account.',
      ),
    ).toBeVisible();
  },
};

export const RegisterInvalid: Story = {
  args: { variant: 'register', onSuccess: fn() },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await fillRegister(canvasElement, 'new@example.com', 'abcdefghi');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(canvas.getByText('Please enter a valid password')).toBeVisible();
  },
};

export const RegisterPasswordSorted: Story = {
  args: { variant: 'register', onSuccess: fn() },
  play: async ({ canvasElement }) => {
    await fillRegister(canvasElement, null);
    await expect(canvasOf(canvasElement).getByText("That's your password sorted.")).toBeVisible();
  },
};

export const AccountTypeChoice: Story = {
  args: { variant: 'register', accountTypeChoice: true, onSuccess: fn() },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await canvas.findByLabelText('Country of registration');
    await userEvent.click(canvas.getByRole('radio', { name: 'Business' }));
    await expect(canvas.getByLabelText('Country of residence')).toBeVisible();
  },
};

export const CountryWarning: Story = {
  args: { variant: 'register', accountTypeChoice: true, onSuccess: fn() },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Country of registration'), 'Japan');
    await userEvent.click(canvas.getByRole('radio', { name: 'Business' }));
    await expect(
      canvas.getByText("Sorry, we can't offer business accounts to customers in Japan yet"),
    ).toBeVisible();
  },
};

export const PersonalCountriesFailed: Story = {
  args: { variant: 'register', onSuccess: fn() },
  parameters: { msw: { handlers: [countriesFailing('personal')] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasOf(canvasElement).queryByText('Loading countries…')).not.toBeInTheDocument(),
    );
    await expect(
      canvasOf(canvasElement).queryByLabelText('Country of registration'),
    ).not.toBeInTheDocument();
  },
};

export const BusinessCountriesFailed: Story = {
  args: { variant: 'register', accountTypeChoice: true, onSuccess: fn() },
  parameters: { msw: { handlers: [countriesFailing('business')] } },
  play: async ({ canvasElement }) => {
    await canvasOf(canvasElement).findByLabelText('Country of registration');
    await waitFor(() =>
      expect(
        canvasOf(canvasElement).queryByRole('radio', { name: 'Business' }),
      ).not.toBeInTheDocument(),
    );
  },
};

export const RegisterTaken: Story = {
  args: { variant: 'register', onSuccess: fn() },
  play: async ({ canvasElement }) => {
    await fillRegister(canvasElement, 'taken@gatehouse.test');
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: 'Sign up' }));
    const alert = await canvasOf(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `${window.location.origin}/login`,
    );
  },
};

export const RegisterError: Story = {
  args: { variant: 'register', onSuccess: fn() },
  play: async ({ canvasElement }) => {
    await fillRegister(canvasElement, 'signup-down@gatehouse.test');
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: 'Sign up' }));
    await expectScreen(canvasElement, 'Something went wrong');
    await expect(canvasOf(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvasOf(canvasElement).getByRole('link', { name: 'Get help' })).toHaveAttribute(
      'href',
      '/help/contact/flows/logged-out/trouble-logging-in',
    );
  },
};
