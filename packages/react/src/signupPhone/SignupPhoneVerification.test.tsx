import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  holdRequests,
  lateAnswer,
  recordRequests,
  testConfig,
  setupMockServer,
} from '../../test/mockServer';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import {
  SignupPhoneVerification,
  type SignupPhoneVerificationProps,
} from './SignupPhoneVerification';

// The mock keeps the number per sign-up id; every test PUTs its own before it starts a verification.
setupMockServer();

const contactHelp =
  '/help/contact/channels?issue=general-logged-out-login&topic=general-logged-out';

function renderStep(props: Partial<SignupPhoneVerificationProps> = {}) {
  const onSuccess = vi.fn();
  const onFailure = vi.fn();
  const { unmount } = render(
    <GatehouseProvider config={testConfig()}>
      <SignupPhoneVerification
        signupId="su-test"
        signupToken="st-test"
        onSuccess={onSuccess}
        onFailure={onFailure}
        {...props}
      />
    </GatehouseProvider>,
  );
  return { user: userEvent.setup({ delay: null }), onSuccess, onFailure, unmount };
}

const number = () => screen.getByLabelText('Phone number');
const submit = () => screen.getByRole('button', { name: 'Continue' });

async function enterNumber(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.type(number(), value);
  await user.click(submit());
}

describe('SignupPhoneVerification', () => {
  it('shows the number entry: country code (GB first) and a tel-national number field', () => {
    renderStep();
    expect(screen.getByRole('heading', { name: 'Enter your phone number' })).toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: 'Country code' });
    expect(country).toHaveValue('GB');
    expect(
      within(country).getByRole('option', { name: 'United Kingdom (+44)' }),
    ).toBeInTheDocument();
    expect(number()).toHaveAttribute('autocomplete', 'tel-national');
    expect(number()).toHaveAttribute('inputmode', 'tel');
    expect(number()).toHaveAttribute('type', 'tel');
    expect(number()).toBeRequired();
    expect(document.body).toHaveFocus();
  });

  it('starts on the host-chosen country', () => {
    renderStep({ defaultCountry: 'fr' });
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('FR');
  });

  it('keeps submit disabled while the number is empty', async () => {
    const { user } = renderStep();
    expect(submit()).toBeDisabled();
    await user.type(number(), ' - ');
    expect(submit()).toBeDisabled();
    await user.type(number(), '7');
    expect(submit()).toBeEnabled();
    await user.clear(number());
    expect(submit()).toBeDisabled();
  });

  it('shows the SMS consent notice with its links for US and other +1 numbers only', async () => {
    const { user } = renderStep();
    expect(screen.queryByRole('link', { name: 'Terms and Conditions' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'US');
    expect(screen.getByText(/Reply STOP to opt out/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'GB');
    expect(screen.queryByText(/Reply STOP to opt out/)).not.toBeInTheDocument();
    // A number typed with +1 is a US number whatever the country.
    await user.type(number(), '+1 201 555 0123');
    expect(screen.getByText(/Reply STOP to opt out/)).toBeInTheDocument();
  });

  it.each([
    ['duplicated_phone_number', '07700 900000'],
    ['phone.number.repeated', '07700 901111'],
  ])(
    '%s: the two duplicate screens with the masked email and their links, and Back',
    async (_code, typed) => {
      const { user, onFailure } = renderStep();
      await enterNumber(user, typed);
      const first = await screen.findByRole('heading', { name: 'Do you recognise this email?' });
      expect(first).toHaveFocus();
      expect(
        screen.getByText(
          'This phone number is already linked to an account with the email j•••@example.com.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Yes' })).toHaveAttribute('href', '/login');
      expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: _code }));

      await user.click(screen.getByRole('button', { name: 'No' }));
      expect(
        await screen.findByRole('heading', { name: 'Can you still access this email?' }),
      ).toHaveFocus();
      expect(screen.getByRole('link', { name: 'Yes' })).toHaveAttribute(
        'href',
        '/login/forgot-password?utm_source=login',
      );
      expect(screen.getByRole('link', { name: 'No' })).toHaveAttribute('href', contactHelp);

      await user.click(screen.getByRole('button', { name: 'Back to change the number' }));
      expect(await screen.findByRole('heading', { name: 'Enter your phone number' })).toHaveFocus();
      expect(number()).toHaveValue(typed);
    },
  );

  it('a blocked number: the message in an alert with the contact link', async () => {
    const { user } = renderStep();
    await enterNumber(user, '07700 902222');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This phone number is blocked. We can't send codes to it.");
    expect(within(alert).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      `${window.location.origin}${contactHelp}`,
    );
    expect(submit()).toBeEnabled();
  });

  it('verifies by SMS: number → code screen → 111111 → the finish call and onSuccess', async () => {
    const requests = recordRequests();
    // The first submit stays on its way until both Enters are in.
    const submitted = holdRequests('put', '*/sign-up/:id/phone-number');
    const { user, onSuccess } = renderStep();
    await user.type(number(), '07700 900123{Enter}{Enter}');
    await waitFor(() => expect(requests.count('PUT', '/sign-up/su-test/phone-number')).toBe(1));
    submitted.release();
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toHaveFocus();
    expect(screen.getByText('We sent it to +44 ••••• ••0123.')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    expect(
      await screen.findByRole('heading', { name: 'Your phone number is verified' }),
    ).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(requests.count('PUT', '/sign-up/su-test/phone-number')).toBe(1);
    expect(requests.count('POST', '/sign-up/su-test/phone-verification/complete')).toBe(1);
    expect(requests.count('POST', '/one-time-token/sms/trigger')).toBe(1);
    requests.stop();
  });

  it('a landline falls back to a voice call on its own', async () => {
    const { user, onSuccess } = renderStep();
    await enterNumber(user, '020 7946 3333');
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we read out to you' }),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('"Back to change the number" leaves the code step with the number kept', async () => {
    const { user } = renderStep();
    await enterNumber(user, '07700 900123');
    await screen.findByRole('heading', { name: 'Enter the code we texted you' });
    await user.click(screen.getByRole('button', { name: 'Back to change the number' }));
    expect(
      await screen.findByRole('heading', { name: 'Enter your phone number' }),
    ).toBeInTheDocument();
    expect(number()).toHaveValue('07700 900123');
  });

  it('calls nothing after unmount', async () => {
    // The answer comes only after the unmount.
    const late = lateAnswer('put', '*/sign-up/:id/phone-number', () =>
      HttpResponse.json(
        { code: 'duplicated_phone_number', params: { maskedDuplicateEmail: 'x' } },
        { status: 409 },
      ),
    );
    const { user, onSuccess, onFailure, unmount } = renderStep();
    await enterNumber(user, '07700 900123');
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    unmount();
    late.answer();
    await late.answered;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onFailure).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
