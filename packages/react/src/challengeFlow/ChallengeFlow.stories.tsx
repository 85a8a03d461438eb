import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  codeChallenge,
  enterCode,
  expectCodeScreen,
  expectScreen,
  loginAs,
  paths,
  pending,
  withRecoveryChallenge,
  tokenStatus,
} from '../../../../.storybook/helpers';
import { storyText, type StoryText } from '../../../../.storybook/locales';
import { ChallengeFlow } from './ChallengeFlow';

/**
 * The second factor on its own. Most stories log a scenario account in before rendering
 * (`loginAs`, a loader) and pass its token; some fix the token status to a recorded state.
 */
const meta = {
  title: 'ChallengeFlow',
  component: ChallengeFlow,
  args: { ott: 'ott-story', onSuccess: fn(), onFailure: fn() },
  render: (args, { loaded }) => (
    <ChallengeFlow {...args} ott={typeof loaded.ott === 'string' ? loaded.ott : args.ott} />
  ),
} satisfies Meta<typeof ChallengeFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The token status never answers. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending(paths.tokenStatus)] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your verification…',
    );
  },
};

/** Plays in any language of the toolbar: the README's Arabic screenshot is taken from it. */
export const SmsCode: Story = {
  loaders: [loginAs('sms@gatehouse.test')],
  play: async ({ canvasElement, globals }) => {
    const text = storyText(globals);
    await expectCodeScreen(canvasElement, 'SMS', text);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(text('otp.sentTo', { phone: '+44 ••••• •••789' })),
    ).toBeInTheDocument();
    const field = canvas.getByLabelText(text('otp.codeLabel'));
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
  },
};

// sms@'s token also offers WhatsApp and voice, so the real trigger and verify answer them.
const smsAlternatives = [
  codeChallenge('SMS'),
  codeChallenge('VOICE'),
  codeChallenge('WHATSAPP'),
  codeChallenge('TOTP'),
];
const primaryAmongAlternatives = (type: 'WHATSAPP' | 'VOICE') =>
  tokenStatus(
    codeChallenge(type),
    smsAlternatives.filter((challenge) => challenge.type !== type),
  );

export const WhatsAppCode: Story = {
  loaders: [loginAs('sms@gatehouse.test')],
  parameters: { msw: { handlers: [primaryAmongAlternatives('WHATSAPP')] } },
  play: async ({ canvasElement }) => {
    await expectCodeScreen(canvasElement, 'WHATSAPP');
  },
};

export const VoiceCode: Story = {
  loaders: [loginAs('sms@gatehouse.test')],
  parameters: { msw: { handlers: [primaryAmongAlternatives('VOICE')] } },
  play: async ({ canvasElement }) => {
    await expectCodeScreen(canvasElement, 'VOICE');
  },
};

export const Totp: Story = {
  loaders: [loginAs('totp@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectCodeScreen(canvasElement, 'TOTP');
    await expect(
      within(canvasElement).getByText(
        'Open your authenticator app to see the 6-digit code for this account.',
      ),
    ).toBeInTheDocument();
  },
};

/** The verify call never answers: Continue stays busy. */
export const Verifying: Story = {
  loaders: [loginAs('totp@gatehouse.test')],
  parameters: { msw: { handlers: [pending(paths.verify('TOTP'))] } },
  play: async ({ canvasElement }) => {
    await enterCode(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Passed: Story = {
  loaders: [loginAs('totp@gatehouse.test')],
  play: async ({ canvasElement, args, loaded }) => {
    await enterCode(canvasElement);
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        oneTimeToken: loaded.ott,
        actionType: 'IDENTITY__LOGIN',
      }),
    );
  },
};

/** The SMS trigger answers an empty 500. */
export const TriggerError: Story = {
  loaders: [loginAs('sms-down@gatehouse.test')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Something went wrong when trying to send you a code.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try another way' })).toBeInTheDocument();
  },
};

/** "Try another way", in the story's language (`storyText`). */
async function openChooseMethod(canvasElement: HTMLElement, text: StoryText) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: text('challenge.tryAnotherWay') }, { timeout: 5000 }),
  );
  await expectScreen(canvasElement, text('challenge.chooseMethod.title'));
}

/**
 * The host registers a phone-number change component: "I don't have any of these" appears.
 * Plays in any language of the toolbar: the README's Arabic screenshot is taken from it.
 */
export const ChooseMethod: Story = {
  loaders: [loginAs('sms@gatehouse.test')],
  parameters: withRecoveryChallenge,
  play: async ({ canvasElement, globals }) => {
    const text = storyText(globals);
    await openChooseMethod(canvasElement, text);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(text('challenge.chooseMethod.phone', { phone: '+44 ••••• •••789' })),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: text('challenge.chooseMethod.none') }),
    ).toBeInTheDocument();
    // Face match is a recovery route the server hides from this list.
    await expect(
      canvas.queryByRole('button', { name: text('challenge.method.FACE_MATCH') }),
    ).not.toBeInTheDocument();
  },
};

/**
 * No masked phone number in the challenge data, and the host switched the built-in phone-number
 * change off (a type mapped to undefined): no "I don't have any of these".
 */
export const ChooseMethodWithoutPhone: Story = {
  loaders: [loginAs('sms@gatehouse.test')],
  parameters: {
    gatehouse: { challenges: { INITIATE_CHANGE_PHONE_NUMBER_FLOW: undefined } },
    msw: {
      handlers: [tokenStatus(codeChallenge('SMS', { masked: false }), [codeChallenge('TOTP')])],
    },
  },
  play: async ({ canvasElement, globals }) => {
    await openChooseMethod(canvasElement, storyText(globals));
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/We'll use/)).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: "I don't have any of these" }),
    ).not.toBeInTheDocument();
  },
};

export const RecoveryChosen: Story = {
  loaders: [loginAs('sms@gatehouse.test')],
  parameters: ChooseMethod.parameters,
  play: async ({ canvasElement, globals }) => {
    await openChooseMethod(canvasElement, storyText(globals));
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: "I don't have any of these" }),
    );
    await expectScreen(canvasElement, 'Change your phone number');
  },
};

/** An unknown (expired) token; the error code is the guest id's first 8 characters. */
export const ErrorScreen: Story = {
  args: { ott: 'ott-expired' },
  parameters: { gatehouse: { config: { guestId: 'a1b2c3d4e5f6' } } },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, 'Something went wrong');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Something went wrong, please try again.')).toBeInTheDocument();
    await expect(canvas.getByText('Error code: a1b2c3d4')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** `<GatehouseProvider testHints>`: the hint shows and the test code is filled in. */
export const TestHints: Story = {
  loaders: [loginAs('sms@gatehouse.test')],
  parameters: { gatehouse: { testHints: true } },
  play: async ({ canvasElement }) => {
    await expectCodeScreen(canvasElement, 'SMS');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Test environment: use code 111111.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('6-digit code')).toHaveValue('111111');
  },
};
