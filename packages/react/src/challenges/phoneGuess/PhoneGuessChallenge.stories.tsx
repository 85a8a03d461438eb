import { scenarioHandlers } from '@gatehouse-auth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectScreen,
  loginAs,
  pending,
  tokenStatus,
  type StoryNavigation,
} from '../../../../../.storybook/helpers';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';

const verifyPath = '/gateway/identity/api/v1/one-time-token/phone-guess/verify';
const title = 'Confirm your phone number';
const label = 'Missing digits of your phone number';
const wrongMessage = "Those digits don't match your phone number. Please try again.";

/**
 * PHONE_GUESS inside `<ChallengeFlow>`: "+44 77 [______] 89", the input cut to the hidden
 * count, its errors, loading, the attempt limit and the failure handler. The answer is 009001.
 */
const meta = {
  title: 'Challenges/PhoneGuess',
  component: ChallengeFlow,
  args: { ott: 'ott-story', onSuccess: fn(), onFailure: fn() },
  render: (args, { loaded }) => (
    <ChallengeFlow {...args} ott={typeof loaded.ott === 'string' ? loaded.ott : args.ott} />
  ),
} satisfies Meta<typeof ChallengeFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

async function enterDigits(canvasElement: HTMLElement, digits: string) {
  await expectScreen(canvasElement, title);
  const field = within(canvasElement).getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, `${digits}{Enter}`);
}

/** phone-guess@: header, message and the known digits from the challenge data. */
export const Entry: Story = {
  loaders: [loginAs('phone-guess@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+44 77')).toBeVisible();
    await expect(canvas.getByText('89')).toBeVisible();
    const field = canvas.getByLabelText(label);
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'off');
  },
};

/** Typing more than 6 digits, or pasting "00 90-01": the field keeps 6 digits. */
export const CutAndCleaned: Story = {
  loaders: [loginAs('phone-guess@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    const field = within(canvasElement).getByLabelText(label);
    await userEvent.type(field, '12345678');
    await expect(field).toHaveValue('123456');
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('00 90-01');
    await expect(field).toHaveValue('009001');
  },
};

export const EmptyField: Story = {
  loaders: [loginAs('phone-guess@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please fill this field')).toBeInTheDocument();
    await expect(canvas.getByLabelText(label)).toHaveFocus();
  },
};

export const WrongDigits: Story = {
  loaders: [loginAs('phone-guess@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await enterDigits(canvasElement, '123456');
    await expect(await within(canvasElement).findByText(wrongMessage)).toBeInTheDocument();
  },
};

/** The verify never answers: Continue stays busy. */
export const Verifying: Story = {
  loaders: [loginAs('phone-guess@gatehouse.test')],
  parameters: { msw: { handlers: [pending(verifyPath)] } },
  play: async ({ canvasElement }) => {
    await enterDigits(canvasElement, '009001');
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Passed: Story = {
  loaders: [loginAs('phone-guess@gatehouse.test')],
  play: async ({ canvasElement, args, loaded }) => {
    await enterDigits(canvasElement, '009001');
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        oneTimeToken: loaded.ott,
        actionType: 'IDENTITY__LOGIN',
      }),
    );
  },
};

/** phone-guess-locked@: two wrong guesses, then attempt_limit_reached sends the user to /logout. */
export const AttemptLimitReached: Story = {
  loaders: [loginAs('phone-guess-locked@gatehouse.test')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await enterDigits(canvasElement, '111111');
      await canvas.findByText(wrongMessage);
    }
    await enterDigits(canvasElement, '009001');
    const navigation = loaded.navigation as StoryNavigation;
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/logout`),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Please log in again.',
    );
  },
};

/** The verify answers an empty 500: the host's onFailure. */
export const ServerErrorWithoutBody: Story = {
  loaders: [loginAs('phone-guess@gatehouse.test')],
  parameters: { msw: { handlers: [scenarioHandlers.failing(verifyPath, 500)] } },
  play: async ({ canvasElement, args }) => {
    await enterDigits(canvasElement, '009001');
    await waitFor(() =>
      expect(args.onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 500 })),
    );
  },
};

/** No header or message, only the last digits, and hiddenNumbers as the string "4". */
export const SparseChallengeData: Story = {
  parameters: {
    msw: {
      handlers: [
        tokenStatus({
          type: 'PHONE_GUESS',
          viewData: { attributes: { lastPhoneNumbers: '789', hiddenNumbers: '4' } },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Enter the missing digits of the phone number on your account.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Enter the 4 missing digits.')).toBeInTheDocument();
    const field = canvas.getByLabelText(label);
    await userEvent.type(field, '123456');
    await expect(field).toHaveValue('1234');
  },
};
