import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { enterCode, expectCodeScreen, expectScreen, pending } from '../../../../.storybook/helpers';
import { SignupPhoneVerification } from './SignupPhoneVerification';

/**
 * Sign-up phone verification against the mock API. The number's last four digits pick the
 * answer (packages/mock-api/README.md): 0000 / 1111 duplicate, 2222 blocked, 3333 a landline;
 * anything else gets an SMS code, 111111.
 */
const meta = {
  title: 'Sign-up/SignupPhoneVerification',
  component: SignupPhoneVerification,
  args: { signupId: 'su-story', signupToken: 'st-story', onSuccess: fn(), onFailure: fn() },
} satisfies Meta<typeof SignupPhoneVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

const phoneNumber = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('Phone number');
const continueButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Continue' });

async function submitNumber(canvasElement: HTMLElement, typed: string) {
  await userEvent.type(phoneNumber(canvasElement), typed);
  await userEvent.click(continueButton(canvasElement));
}

/** PHONE_NUMBER, empty: Continue waits for a number. */
export const PhoneNumberEmpty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country code' })).toHaveValue(
      'GB',
    );
    await expect(continueButton(canvasElement)).toBeDisabled();
  },
};

export const PhoneNumberFilled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(phoneNumber(canvasElement), '07700 900123');
    await expect(continueButton(canvasElement)).toBeEnabled();
  },
};

/** A US number: the SMS consent notice with the terms and privacy links. */
export const PhoneNumberUs: Story = {
  args: { defaultCountry: 'US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(phoneNumber(canvasElement), '(201) 555-0123');
    await expect(canvas.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  },
};

/** The number is on its way: Continue is busy. */
export const Submitting: Story = {
  parameters: {
    msw: { handlers: [pending('/gateway/identity/api/v1/sign-up/su-story/phone-number')] },
  },
  play: async ({ canvasElement }) => {
    await submitNumber(canvasElement, '07700 900123');
    await waitFor(() => expect(continueButton(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** VERIFY_CODE: the SMS code screen of the challenge flow. */
export const VerifyCode: Story = {
  play: async ({ canvasElement }) => {
    await submitNumber(canvasElement, '07700 900123');
    await expectCodeScreen(canvasElement, 'SMS');
  },
};

/** A landline: SMS answers not-mobile and the flow moves to a voice call. */
export const VerifyCodeByVoice: Story = {
  play: async ({ canvasElement }) => {
    await submitNumber(canvasElement, '020 7946 3333');
    await expectCodeScreen(canvasElement, 'VOICE');
  },
};

/** The code passes: the finish call, then the verified screen and onSuccess. */
export const Verified: Story = {
  play: async ({ canvasElement, args }) => {
    await submitNumber(canvasElement, '07700 900123');
    await enterCode(canvasElement);
    await expectScreen(canvasElement, 'Your phone number is verified');
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

/** DUPLICATE_PHONE_NUMBER, first screen: the masked email of the other account. */
export const DuplicateRecognise: Story = {
  play: async ({ canvasElement }) => {
    await submitNumber(canvasElement, '07700 900000');
    await expectScreen(canvasElement, 'Do you recognise this email?');
    await expect(within(canvasElement).getByText(/j•••@example\.com/)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Yes' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** DUPLICATE_PHONE_NUMBER, second screen (after "No"). */
export const DuplicateAccess: Story = {
  play: async ({ canvasElement }) => {
    await submitNumber(canvasElement, '07700 901111');
    await expectScreen(canvasElement, 'Do you recognise this email?');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'No' }));
    await expectScreen(canvasElement, 'Can you still access this email?');
    await expect(within(canvasElement).getByRole('link', { name: 'Yes' })).toHaveAttribute(
      'href',
      '/login/forgot-password?utm_source=login',
    );
  },
};

/** user.phonenumber.blocked: the message and the contact link. */
export const Blocked: Story = {
  play: async ({ canvasElement }) => {
    await submitNumber(canvasElement, '07700 902222');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      `${window.location.origin}/help/contact/channels?issue=general-logged-out-login&topic=general-logged-out`,
    );
  },
};
