import type { PasskeyCreationCeremony } from '@gatehouse-auth/core/internal';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { logIn } from '../../../../.storybook/helpers';
import { PasskeyCreationContext } from '../passkey/passkeyCreationContext';
import { LoginFlow } from './LoginFlow';

/**
 * The passkey offer after a password login (API.md §7), through the mock API's
 * `passkey-offer@gatehouse.test`. Storybook has no authenticator: each story supplies the
 * browser's create ceremony, and the automatic upgrade's conditional request stays unanswered
 * (as in a browser without a password manager), so the offer shows after its one-second limit.
 * The real ceremony runs in e2e/passkeyOffer.e2e.test.ts.
 */
const meta = {
  title: 'Login/Passkey offer',
  component: LoginFlow,
  args: { onSuccess: fn(), onFailure: fn(), onEvent: fn() },
} satisfies Meta<typeof LoginFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const registration = {
  id: 'story-credential',
  rawId: 'story-credential',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm', transports: ['internal'] },
  clientExtensionResults: {},
};

/** The browser's prompt stays open until the flow aborts it. */
const waits: PasskeyCreationCeremony = (_options, { signal }) =>
  new Promise((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
  );

/** The prompt does `onPrompt`; the upgrade's conditional request does `onUpgrade` (default: never answers). */
const creation =
  (onPrompt: PasskeyCreationCeremony, onUpgrade: PasskeyCreationCeremony = waits): Decorator =>
  (Story) => (
    <PasskeyCreationContext.Provider
      value={(options, how) => (how.conditional ? onUpgrade(options, how) : onPrompt(options, how))}
    >
      <Story />
    </PasskeyCreationContext.Provider>
  );

/** The mock verifies real credentials only: these stories' server stores the story's one. */
const serverStores = http.post('*/gateway/v1/user/passkeys', () =>
  HttpResponse.json({ data: { credentialId: 'story-credential' } }, { status: 201 }),
);

const heading = 'Log in faster next time';
const create = 'Create a passkey';

async function offerShown(canvasElement: HTMLElement, email = 'passkey-offer@gatehouse.test') {
  const canvas = within(canvasElement);
  await logIn(canvasElement, email);
  const title = await canvas.findByRole('heading', { name: heading }, { timeout: 5000 });
  await waitFor(() => expect(title).toHaveFocus());
  return canvas;
}

/** After the password login: what a passkey is, "Create a passkey" and "Not now". */
export const Offered: Story = {
  decorators: [creation(waits)],
  play: async ({ canvasElement, args }) => {
    const canvas = await offerShown(canvasElement);
    await expect(canvas.getByRole('button', { name: create })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Not now' })).toBeEnabled();
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'passkeyOfferShown', flow: 'login' });
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** The browser's prompt is open: the button is busy and the status line says so. */
export const Creating: Story = {
  decorators: [creation(waits)],
  play: async ({ canvasElement }) => {
    const canvas = await offerShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: create }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Creating your passkey…'),
    );
    await expect(canvas.getByRole('button', { name: create })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server stored the passkey: "Passkey created", then the user goes on. */
export const Created: Story = {
  decorators: [creation(async () => registration)],
  parameters: { msw: { handlers: [serverStores] } },
  play: async ({ canvasElement, args }) => {
    const canvas = await offerShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: create }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Passkey created'));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith({ location: '/home' }), {
      timeout: 4000,
    });
    await expect(args.onEvent).toHaveBeenCalledWith({
      type: 'passkeyCreated',
      flow: 'login',
      automatic: false,
    });
  },
};

/** "Not now": on to the location at once. */
export const Declined: Story = {
  decorators: [creation(waits)],
  play: async ({ canvasElement, args }) => {
    const canvas = await offerShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith({ location: '/home' }));
    await expect(args.onEvent).toHaveBeenCalledWith({
      type: 'passkeyOfferDeclined',
      flow: 'login',
      reason: 'notNow',
    });
  },
};

/** `passkey-conflict@`: the server already holds the credential (409); no error, on at once. */
export const AlreadyRegistered: Story = {
  decorators: [creation(async () => registration)],
  parameters: {
    msw: {
      handlers: [
        http.post('*/gateway/v1/user/passkeys', () =>
          HttpResponse.json({ code: 'passkey.already_registered' }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await offerShown(canvasElement, 'passkey-conflict@gatehouse.test');
    await userEvent.click(canvas.getByRole('button', { name: create }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith({ location: '/home' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onEvent).toHaveBeenCalledWith({
      type: 'passkeyOfferDeclined',
      flow: 'login',
      reason: 'alreadyRegistered',
    });
  },
};

/** The automatic upgrade: the password manager agrees, so no screen; the user goes on. */
export const Upgraded: Story = {
  decorators: [creation(waits, async () => registration)],
  parameters: { msw: { handlers: [serverStores] } },
  play: async ({ canvasElement, args }) => {
    await logIn(canvasElement, 'passkey-offer@gatehouse.test');
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith({ location: '/home' }), {
      timeout: 4000,
    });
    await expect(args.onEvent).not.toHaveBeenCalledWith({
      type: 'passkeyOfferShown',
      flow: 'login',
    });
  },
};
