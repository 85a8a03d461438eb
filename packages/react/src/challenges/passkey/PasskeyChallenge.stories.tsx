import type { Challenge } from '@gatehouse-auth/core';
import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectScreen } from '../../../../../.storybook/helpers';
import { ceremonies, withCeremony } from '../../../../../.storybook/passkeys';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';

const title = 'Use your passkey';
const continueLabel = 'Continue with passkey';
const unsupportedTitle = "Your browser doesn't support passkeys";

const sms: Challenge = {
  type: 'SMS',
  viewData: { attributes: {} },
  availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
};

/**
 * A token offering PASSKEY (SMS as the other way) until a verify passes it. It stands in for
 * the mock API's real handlers, which check a WebAuthn signature no story can make.
 */
function passkeyBackend(verify: () => Response = () => new HttpResponse(null, { status: 204 })) {
  let passed = false;
  const handlers: HttpHandler[] = [
    http.get('*/gateway/identity/api/v1/one-time-token/status', () =>
      HttpResponse.json({
        oneTimeTokenProperties: {
          oneTimeToken: 'ott-story',
          actionType: 'IDENTITY__LOGIN',
          challenges: passed
            ? []
            : [
                {
                  required: true,
                  primaryChallenge: { type: 'PASSKEY', viewData: { attributes: {} } },
                  alternatives: [sms],
                },
              ],
        },
      }),
    ),
    http.get('*/gateway/v1/one-time-token/passkey/options', () =>
      HttpResponse.json({
        status: 'OK',
        data: {
          passkeyOptions: {
            challenge: 'c3RvcnktY2hhbGxlbmdl',
            timeout: 60000,
            userVerification: 'preferred',
          },
          sessionId: 'story-session',
        },
      }),
    ),
    http.post('*/gateway/v1/one-time-token/passkey/verify', () => {
      const answer = verify();
      if (answer.ok) passed = true;
      return answer;
    }),
  ];
  const reset: Loader = () => {
    passed = false;
    return {};
  };
  return { handlers, reset };
}

async function clickContinue(canvasElement: HTMLElement) {
  await expectScreen(canvasElement, title);
  await userEvent.click(within(canvasElement).getByRole('button', { name: continueLabel }));
}

/**
 * The PASSKEY challenge inside `<ChallengeFlow>`: "Continue with passkey" runs the browser's
 * passkey prompt (a story-only ceremony here), then the verify. Failed and cancelled prompts
 * show "Something went wrong."; a browser without passkey JSON gets the not-supported modal.
 */
const meta = {
  title: 'Challenges/Passkey',
  component: ChallengeFlow,
  args: { ott: 'ott-story', onSuccess: fn(), onFailure: fn() },
} satisfies Meta<typeof ChallengeFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = passkeyBackend();
/** The screen as the user meets it: nothing runs before the click. */
export const Ready: Story = {
  loaders: [ready.reset],
  decorators: [withCeremony(ceremonies.approves)],
  parameters: { msw: { handlers: ready.handlers } },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        "Confirm it's you with the passkey saved on this device or your password manager.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: continueLabel })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Approve another way' })).toBeVisible();
  },
};

const verifying = passkeyBackend();
/** The browser's passkey prompt is open: the button stays busy. */
export const Verifying: Story = {
  loaders: [verifying.reset],
  decorators: [withCeremony(ceremonies.waits)],
  parameters: { msw: { handlers: verifying.handlers } },
  play: async ({ canvasElement }) => {
    await clickContinue(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: continueLabel })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for your passkey…');
  },
};

const cancelled = passkeyBackend();
/** The user closed the prompt: "Something went wrong." and the button tries again. */
export const Failed: Story = {
  loaders: [cancelled.reset],
  decorators: [withCeremony(ceremonies.cancels)],
  parameters: { msw: { handlers: cancelled.handlers } },
  play: async ({ canvasElement }) => {
    await clickContinue(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(canvas.getByRole('button', { name: continueLabel })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

const refused = passkeyBackend(() =>
  HttpResponse.json(
    { code: 'passkey_verification_failed', message: 'We could not verify your passkey.' },
    { status: 400 },
  ),
);
/** The server refused the passkey and said why. */
export const ServerMessage: Story = {
  loaders: [refused.reset],
  decorators: [withCeremony(ceremonies.approves)],
  parameters: { msw: { handlers: refused.handlers } },
  play: async ({ canvasElement }) => {
    await clickContinue(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We could not verify your passkey.',
    );
  },
};

const deleted = passkeyBackend(() =>
  HttpResponse.json(
    {
      code: 'passkey.credential_unknown',
      message: 'This passkey is not registered.',
      params: { credentialId: 'story-credential' },
    },
    { status: 400 },
  ),
);
/** The server deleted this passkey: the browser is told to forget it, the screen says so. */
export const Deleted: Story = {
  loaders: [deleted.reset],
  decorators: [withCeremony(ceremonies.approves)],
  parameters: { msw: { handlers: deleted.handlers } },
  play: async ({ canvasElement }) => {
    await clickContinue(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "This passkey is no longer linked to your account, so your browser won't offer it again. Approve another way.",
    );
  },
};

const passing = passkeyBackend();
export const Passed: Story = {
  loaders: [passing.reset],
  decorators: [withCeremony(ceremonies.approves)],
  parameters: { msw: { handlers: passing.handlers } },
  play: async ({ canvasElement, args }) => {
    await clickContinue(canvasElement);
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        oneTimeToken: 'ott-story',
        actionType: 'IDENTITY__LOGIN',
      }),
    );
  },
};

const unsupported = passkeyBackend();
let savedCredential: PropertyDescriptor | undefined;
/**
 * The browser loses passkey JSON parsing between showing the screen and the click (an old
 * browser never sees PASSKEY at all: the flow goes to the next way): the not-supported modal.
 */
export const UnsupportedModalOpen: Story = {
  loaders: [unsupported.reset],
  decorators: [withCeremony(ceremonies.approves)],
  parameters: { msw: { handlers: unsupported.handlers } },
  beforeEach: () => () => {
    if (savedCredential) Object.defineProperty(window, 'PublicKeyCredential', savedCredential);
    savedCredential = undefined;
  },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    savedCredential = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential');
    Object.defineProperty(window, 'PublicKeyCredential', {
      value: undefined,
      configurable: true,
      writable: true,
    });
    await clickContinue(canvasElement);
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: unsupportedTitle });
    await expect(dialog).toBeVisible();
    await expect(canvas.getByRole('heading', { name: unsupportedTitle })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'See supported browsers' })).toHaveAttribute(
      'href',
      '/help/articles/supported-browsers',
    );
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
