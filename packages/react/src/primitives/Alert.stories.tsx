import type { Meta, StoryObj } from '@storybook/react-vite';
import { inWidgetRoot } from '../../../../.storybook/helpers';
import { Alert } from './Alert';

const meta = {
  // Its texts are the story's own: a primitive shows what its caller gives it.
  parameters: { pseudoLocale: { skip: true } },
  title: 'Primitives/Alert',
  component: Alert,
  args: { children: 'Wrong email or password.' },
  decorators: [inWidgetRoot],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = { name: 'Error' };

export const ErrorWithActions: Story = {
  args: {
    actions: (
      <a className="gh-link" href="/login/forgot-password?utm_source=login">
        Reset password
      </a>
    ),
  },
};

export const InfoTone: Story = {
  name: 'Info',
  args: { tone: 'info', children: 'Test environment: use code 111111.' },
};

export const SuccessTone: Story = {
  name: 'Success',
  args: { tone: 'success', children: "We've sent you a new code." },
};
