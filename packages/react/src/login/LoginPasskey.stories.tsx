import { createClient, login } from '@gatehouse-auth/core';
import type { PasskeyCeremony } from '@gatehouse-auth/core/internal';
import { MOCK_PASSWORD } from '@gatehouse-auth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectCodeScreen, logIn } from '../../../../.storybook/helpers';
import { ceremonies, withCeremony } from '../../../../.storybook/passkeys';
import { LoginFlow } from './LoginFlow';

/**
 * Passkey login on `<LoginFlow>`: the 'Log in with a passkey' button and the passkey autofill
 * on the email field, with story ceremonies (.storybook/passkeys.tsx).
 */
const meta = {
  title: 'Login/Passkey',
  component: LoginFlow,
  args: { onSuccess: fn(), onFailure: fn() },
} satisfies Meta<typeof LoginFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = 'Log in with a passkey';

/** The autofill waits for the user; the button's prompt does `onButton`. */
const ceremony = (onButton: PasskeyCeremony) =>
  withCeremony((options, how) =>
    how.conditional ? ceremonies.waits(options, how) : onButton(options, how),
  );

/** The passkey login answers the one-time token of `email` (logged in with the mock password). */
const passkeyLoginAs = (email: string) =>
  http.post('*/gateway/v2/login', async () => {
    const oneTimeToken = await login(createClient(), { email, password: MOCK_PASSWORD });
    return HttpResponse.json({ data: { oneTimeTokenProperties: { oneTimeToken } } });
  });

/** The form as a visitor meets it: the passkey button under 'Log in', the autofill offered. */
export const Ready: Story = {
  decorators: [ceremony(ceremonies.waits)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: button })).toBeEnabled();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
  },
};

/** The browser's passkey prompt is open: the button is busy, the form waits. */
export const PromptOpen: Story = {
  decorators: [ceremony(ceremonies.waits)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: button })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The user closed the prompt: 'Something went wrong.', and the password login still works. */
export const Cancelled: Story = {
  decorators: [ceremony(ceremonies.cancels)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await logIn(canvasElement, 'sms@gatehouse.test');
    await expectCodeScreen(canvasElement, 'SMS');
  },
};

/** The server checked the passkey's signature and refused it: its message is shown. */
export const Refused: Story = {
  decorators: [ceremony(ceremonies.approves)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not verify your passkey.',
    );
    await expect(canvas.getByRole('button', { name: button })).not.toHaveAttribute('aria-busy');
  },
};

/** The passkey was accepted; the account's second factor follows, as after a password. */
export const SecondFactor: Story = {
  decorators: [ceremony(ceremonies.approves)],
  parameters: { msw: { handlers: [passkeyLoginAs('sms@gatehouse.test')] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
    await expectCodeScreen(canvasElement, 'SMS');
  },
};

/** The user picked a saved passkey from the email field's autofill: no click needed. */
export const PickedFromAutofill: Story = {
  decorators: [
    withCeremony((options, how) =>
      how.conditional ? ceremonies.approves() : ceremonies.waits(options, how),
    ),
  ],
  parameters: { msw: { handlers: [passkeyLoginAs('no-2fa@gatehouse.test')] } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith({ location: '/home' }));
  },
};

let savedCredential: PropertyDescriptor | undefined;
/** A browser that cannot parse passkey JSON: the not-supported modal, nothing sent. */
export const Unsupported: Story = {
  decorators: [ceremony(ceremonies.approves)],
  beforeEach: () => () => {
    if (savedCredential) Object.defineProperty(window, 'PublicKeyCredential', savedCredential);
    savedCredential = undefined;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    savedCredential = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential');
    Object.defineProperty(window, 'PublicKeyCredential', {
      value: undefined,
      configurable: true,
      writable: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: button }));
    const title = "Your browser doesn't support passkeys";
    await expect(await canvas.findByRole('dialog', { name: title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: title })).toHaveFocus();
  },
};

/** The server deleted this passkey: the browser is told to forget it, and the form says so. */
export const Deleted: Story = {
  decorators: [ceremony(ceremonies.approves)],
  parameters: {
    msw: {
      handlers: [
        // As the mock answers for passkey-deleted@gatehouse.test's passkey (the story's own
        // assertion has no registered key to check).
        http.post('*/gateway/v2/login', () =>
          HttpResponse.json(
            {
              code: 'passkey.credential_unknown',
              message: 'This passkey is not registered.',
              params: { credentialId: 'story-credential' },
            },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "This passkey is no longer linked to your account, so your browser won't offer it again. Log in with your email and password instead.",
    );
    await expect(canvas.getByLabelText('Email')).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
  },
};

let browserCredential: PropertyDescriptor | undefined;
/** A browser that reports `immediateGet` (Chromium 149 and later), whatever the one running the story. */
const immediateBrowser = () => {
  browserCredential = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential');
  Object.defineProperty(window, 'PublicKeyCredential', {
    value: {
      parseRequestOptionsFromJSON: () => ({}),
      getClientCapabilities: async () => ({ immediateGet: true, conditionalGet: true }),
    },
    configurable: true,
    writable: true,
  });
  return () => {
    if (browserCredential) Object.defineProperty(window, 'PublicKeyCredential', browserCredential);
    browserCredential = undefined;
  };
};

/** Presses Log in, with the email empty, once the form has read what the browser can do. */
async function pressLogIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The capabilities are read once the form's controller is here: its passkey options request.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
}

/**
 * The one-press login: Log in with the email empty asks the browser for a passkey on this
 * device (`uiMode: 'immediate'`), and its prompt is open. Log in waits; another press does nothing.
 */
export const OnePressWaiting: Story = {
  decorators: [withCeremony(ceremonies.waits)],
  beforeEach: immediateBrowser,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressLogIn(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('button', { name: button })).not.toHaveAttribute('aria-busy');
    await expect(canvas.queryByText('Please fill this field')).toBeNull();
  },
};

/** The one-press login on a device with no passkey: the browser answers at once, the form validates. */
export const OnePressNoPasskey: Story = {
  decorators: [
    withCeremony((options, how) =>
      how.immediate ? ceremonies.cancels() : ceremonies.waits(options, how),
    ),
  ],
  beforeEach: immediateBrowser,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressLogIn(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please fill this field',
    );
  },
};
