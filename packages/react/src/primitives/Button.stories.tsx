import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inWidgetRoot } from '../../../../.storybook/helpers';
import { Button } from './Button';

const meta = {
  // Its texts are the story's own: a primitive shows what its caller gives it.
  parameters: { pseudoLocale: { skip: true } },
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
  decorators: [inWidgetRoot],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Resend code' },
};

export const Link: Story = {
  args: { variant: 'link', children: 'Try another way' },
};

export const Disabled: Story = {
  args: { variant: 'secondary', children: 'Resend code', disabled: true },
};

/** Busy: still focusable (aria-disabled), but a click does nothing. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
