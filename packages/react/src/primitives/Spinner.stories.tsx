import type { Meta, StoryObj } from '@storybook/react-vite';
import { inWidgetRoot } from '../../../../.storybook/helpers';
import { Spinner } from './Spinner';

const meta = {
  // Its texts are the story's own: a primitive shows what its caller gives it.
  parameters: { pseudoLocale: { skip: true } },
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: 'Loading your verification…' },
  decorators: [inWidgetRoot],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
