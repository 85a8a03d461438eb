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
