import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inWidgetRoot } from '../../../../.storybook/helpers';
import { PasskeyUnsupportedModal } from './PasskeyUnsupportedModal';

/** The browser-not-supported modal, as the login button and the PASSKEY challenge open it. */
const meta = {
  title: 'Passkey/Unsupported modal',
  component: PasskeyUnsupportedModal,
  decorators: [inWidgetRoot],
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof PasskeyUnsupportedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('dialog', { name: "Your browser doesn't support passkeys" }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See supported browsers' })).toHaveAttribute(
      'href',
      '/help/articles/supported-browsers',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
