import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inWidgetRoot } from '../../../../.storybook/helpers';
import { TextField } from './TextField';

const meta = {
  // Its texts are the story's own: a primitive shows what its caller gives it.
  parameters: { pseudoLocale: { skip: true } },
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'username webauthn' },
  decorators: [inWidgetRoot],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithHint: Story = {
  args: {
    label: 'Password',
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'Password must contain a letter and a number, and be minimum of 9 characters',
  },
};

/** The error is tied to the input (aria-describedby) and marks it invalid. */
export const WithError: Story = {
  args: { error: 'Please fill this field' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Email');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please fill this field');
  },
};
