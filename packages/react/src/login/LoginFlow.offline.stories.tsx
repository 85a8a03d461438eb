import type { Connectivity } from '@gatehouse-auth/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectCodeScreen, logIn, storyClock } from '../../../../.storybook/helpers';
import { LoginFlow } from './LoginFlow';

/**
 * The browser's network as the play function sets it: `navigator.onLine` and its events, for
 * the stories' widgets only (the mock API still answers in the page).
 */
function storyNetwork() {
  let online = true;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    online = next;
    for (const listener of [...listeners]) listener();
  };
  const connectivity: Connectivity = {
    isOnline: () => online,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { connectivity, goOffline: () => set(false), goOnline: () => set(true) };
}

const network = storyNetwork();
const offlineNotice = "You're offline. We'll continue as soon as you're back online.";

/** The offline notice, found as a screen reader user hears it: a polite status. */
const findNotice = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .findByText(offlineNotice)
    .then((text) => {
      const status = text.closest('[role="status"]');
      if (!status) throw new Error('The offline notice is not in a live region.');
      return status;
    });

/**
 * A call made while the browser is offline waits for the network, and the widget says so in one
 * polite sentence above its screen; the call goes, unchanged, once the browser is back online.
 */
const meta = {
  title: 'Login/Offline',
  component: LoginFlow,
  args: { onSuccess: fn(), onFailure: fn() },
  parameters: { gatehouse: { config: { connectivity: network.connectivity } } },
  // Every story starts online; its play function takes the network away.
  loaders: [
    () => {
      network.goOnline();
      return {};
    },
  ],
} satisfies Meta<typeof LoginFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Log in" pressed offline: the login waits, the button busy, the notice above the form. */
export const LoginWaiting: Story = {
  play: async ({ canvasElement }) => {
    network.goOffline();
    await logIn(canvasElement, 'sms@gatehouse.test');
    await expect(await findNotice(canvasElement)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Log in' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Back online, the waiting login goes: the code screen, and the notice is gone. */
export const BackOnline: Story = {
  play: async ({ canvasElement }) => {
    network.goOffline();
    await logIn(canvasElement, 'sms@gatehouse.test');
    await findNotice(canvasElement);
    network.goOnline();
    await expectCodeScreen(canvasElement, 'SMS');
    await expect(within(canvasElement).queryByText(offlineNotice)).not.toBeInTheDocument();
  },
};

/** "Resend code" pressed offline: the new code waits for the network, the notice says so. */
export const ResendWaiting: Story = {
  parameters: { clock: 'manual' },
  play: async ({ canvasElement, loaded }) => {
    await logIn(canvasElement, 'sms@gatehouse.test');
    const canvas = within(canvasElement);
    const resend = await canvas.findByRole('button', { name: 'Resend code' }, { timeout: 5000 });
    const clock = storyClock(loaded);
    await waitFor(() => expect(clock.pending()).toContain(1000));
    await clock.advance(30_000);
    await waitFor(() => expect(resend).toBeEnabled());
    network.goOffline();
    await userEvent.click(resend);
    await expect(await findNotice(canvasElement)).toBeVisible();
    await expect(canvas.queryByText("We've sent you a new code.")).not.toBeInTheDocument();
  },
};
