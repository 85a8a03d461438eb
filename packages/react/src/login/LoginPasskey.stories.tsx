import { createClient, login, type PasskeyAssertion, type PasskeyCeremony } from '@gatehouse/core';
import { MOCK_PASSWORD } from '@gatehouse/mock-api';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectCodeScreen, logIn } from '../../../../.storybook/helpers';
import { PasskeyCeremonyContext } from '../passkey/passkeyCeremonyContext';
import { LoginFlow } from './LoginFlow';

/**
 * Passkey login on `<LoginFlow>`: the 'Log in with a passkey' button and the passkey autofill
 * on the email field. Storybook has no authenticator, so each story supplies the browser's
 * half of the ceremony; the mock API checks real signatures, so a canned assertion is refused
 * unless a story answers the login itself. The real ceremonies run in e2e/passkey.e2e.test.ts.
 */
const meta = {
  title: 'Login/Passkey',
  component: LoginFlow,
  args: { onSuccess: fn(), onFailure: fn() },
} satisfies Meta<typeof LoginFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = 'Log in with a passkey';

const cannedAssertion: PasskeyAssertion = {
  id: 'story-credential',
  rawId: 'story-credential',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'c3Rvcnk' },
  clientExtensionResults: {},
  authenticatorAttachment: 'platform',
};

/** The browser's prompt stays open until the flow aborts it. */
const waits: PasskeyCeremony = (_options, { signal }) =>
  new Promise<PasskeyAssertion>((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
  );

/** The autofill waits for the user; the button's prompt does `onButton`. */
const ceremony =
  (onButton: PasskeyCeremony): Decorator =>
  (Story) => (
    <PasskeyCeremonyContext.Provider value={(options, how) => (how.conditional ? waits(options, how) : onButton(options, how))}>
      <Story />
    </PasskeyCeremonyContext.Provider>
  );

const approves: PasskeyCeremony = async () => cannedAssertion;
const cancels: PasskeyCeremony = async () => {
  throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
};

/** The passkey login answers the one-time token of `email` (logged in with the mock password). */
const passkeyLoginAs = (email: string) =>
  http.post('*/gateway/v2/login', async () => {
    const oneTimeToken = await login(createClient(), { email, password: MOCK_PASSWORD });
    return HttpResponse.json({ data: { oneTimeTokenProperties: { oneTimeToken } } });
  });

/** The form as a visitor meets it: the passkey button under 'Log in', the autofill offered. */
export const Ready: Story = {
  decorators: [ceremony(waits)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: button })).toBeEnabled();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  },
};

/** The browser's passkey prompt is open: the button is busy, the form waits. */
export const PromptOpen: Story = {
  decorators: [ceremony(waits)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await waitFor(() => expect(canvas.getByRole('button', { name: button })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The user closed the prompt: 'Something went wrong.', and the password login still works. */
export const Cancelled: Story = {
  decorators: [ceremony(cancels)],
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
  decorators: [ceremony(approves)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not verify your passkey.');
    await expect(canvas.getByRole('button', { name: button })).not.toHaveAttribute('aria-busy');
  },
};

/** The passkey was accepted; the account's second factor follows, as after a password. */
export const SecondFactor: Story = {
  decorators: [ceremony(approves)],
  parameters: { msw: { handlers: [passkeyLoginAs('sms@gatehouse.test')] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
    await expectCodeScreen(canvasElement, 'SMS');
  },
};

/** The user picked a saved passkey from the email field's autofill: no click needed. */
export const PickedFromAutofill: Story = {
  decorators: [
    (Story) => (
      <PasskeyCeremonyContext.Provider value={async (_options, how) => (how.conditional ? cannedAssertion : waits(_options, how))}>
        <Story />
      </PasskeyCeremonyContext.Provider>
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
  decorators: [ceremony(approves)],
  beforeEach: () => () => {
    if (savedCredential) Object.defineProperty(window, 'PublicKeyCredential', savedCredential);
    savedCredential = undefined;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    savedCredential = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential');
    Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true, writable: true });
    await userEvent.click(canvas.getByRole('button', { name: button }));
    const title = "Your browser doesn't support passkeys";
    await expect(await canvas.findByRole('dialog', { name: title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: title })).toHaveFocus();
  },
};
