import { createClient, login } from '@gatehouse-auth/core';
import { requestChangePhoneNumberToken } from '@gatehouse-auth/core/internal';
import { MOCK_PASSWORD, scenarioHandlers } from '@gatehouse-auth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectScreen, pending } from '../../../../../.storybook/helpers';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';

const verifyPath = '/gateway/v1/one-time-token/phone-number/verify';
const title = 'Enter your new phone number';

/** Loader: a phone-change token, as the change page receives it (change-phone@ logs in, then asks). */
const changeToken = async () => {
  const client = createClient();
  const ott = await login(client, {
    email: 'change-phone@gatehouse.test',
    password: MOCK_PASSWORD,
  });
  return { ott: await requestChangePhoneNumberToken(client, { ott }) };
};

async function typeNumber(canvasElement: HTMLElement, number: string) {
  await expectScreen(canvasElement, title);
  await userEvent.type(within(canvasElement).getByLabelText('Phone number'), number);
}

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save phone number' }));

/**
 * UPDATE_PHONE_NUMBER inside `<ChallengeFlow>` on a phone-change token: the calling code and
 * the new number, POST /gateway/v1/one-time-token/phone-number/verify with `newPhoneNumber`,
 * the server's refusals as text (a number ending 0000 is taken), 'Please fill this field', and
 * the SMS consent for US numbers. The entry is the sign-up's phone number screen with this
 * challenge's texts.
 */
const meta = {
  title: 'Challenges/Update phone number',
  component: ChallengeFlow,
  args: { ott: 'ott-story', onSuccess: fn(), onFailure: fn() },
  loaders: [changeToken],
  render: (args, { loaded }) => (
    <ChallengeFlow {...args} ott={typeof loaded.ott === 'string' ? loaded.ott : args.ott} />
  ),
} satisfies Meta<typeof ChallengeFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty entry: GB first (the challenge's iso2CountryCode), Save disabled. */
export const Entry: Story = {
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Country code')).toHaveValue('GB');
    await expect(canvas.getByLabelText('Phone number')).toHaveAttribute(
      'autocomplete',
      'tel-national',
    );
    await expect(canvas.getByRole('button', { name: 'Save phone number' })).toBeDisabled();
  },
};

/** The field left empty: 'Please fill this field'. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Phone number'));
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill this field');
    await expect(canvas.getByRole('button', { name: 'Save phone number' })).toBeDisabled();
  },
};

/** A US number: the SMS consent notice with its terms and privacy links. */
export const UsConsent: Story = {
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Country code'), 'US');
    await typeNumber(canvasElement, '202 555 0123');
    await expect(canvas.getByRole('link', { name: 'Terms and Conditions' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  },
};

/** The verify never answers: Save stays busy, 'Saving your new phone number…'. */
export const Saving: Story = {
  parameters: { msw: { handlers: [pending(verifyPath)] } },
  play: async ({ canvasElement }) => {
    await typeNumber(canvasElement, '07700 900123');
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Saving your new phone number…'),
    );
    await expect(canvas.getByRole('button', { name: 'Save phone number' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A number ending 0000 is on another account: 409 duplicated_phone_number, its message as text. */
export const Duplicated: Story = {
  play: async ({ canvasElement, args }) => {
    await typeNumber(canvasElement, '07700 900000');
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This phone number is already linked to another account.',
    );
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** Too short a number: 400 invalid.phone.number, its message as text. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await typeNumber(canvasElement, '12');
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Please enter a valid phone number.',
    );
  },
};

/** The verify answers 500 with no body: the retry text. */
export const ServerFault: Story = {
  parameters: { msw: { handlers: [scenarioHandlers.failing(verifyPath, 500)] } },
  play: async ({ canvasElement }) => {
    await typeNumber(canvasElement, '07700 900123');
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
  },
};

/** A good number: 204, the token is approved and the flow reports success. */
export const Saved: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    await typeNumber(canvasElement, '07700 900123');
    await submit(canvasElement);
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        oneTimeToken: loaded.ott,
        actionType: 'IDENTITY__CHANGE_PHONE_NUMBER',
      }),
    );
  },
};
