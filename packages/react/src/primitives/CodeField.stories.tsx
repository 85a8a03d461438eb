import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inWidgetRoot } from '../../../../.storybook/helpers';
import { CodeField } from './CodeField';

/** CodeField is controlled; the story holds its value the way a challenge does. */
function ControlledCodeField({
  value: initial,
  onValueChange,
  ...props
}: ComponentProps<typeof CodeField>) {
  const [value, setValue] = useState(initial);
  return (
    <CodeField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  // Its texts are the story's own: a primitive shows what its caller gives it.
  parameters: { pseudoLocale: { skip: true } },
  title: 'Primitives/CodeField',
  component: CodeField,
  args: { label: '6-digit code', value: '', onValueChange: fn(), onComplete: fn() },
  render: (args) => <ControlledCodeField {...args} />,
  decorators: [inWidgetRoot],
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithError: Story = {
  args: { value: '123', error: 'Please enter a 6 digit code.' },
};

export const WithHint: Story = {
  args: { hint: 'We sent it to +44 ••••• •••789.' },
};

export const Disabled: Story = {
  args: { value: '000000', disabled: true },
};

/** A pasted "12-34 56" is cleaned to six digits and completes the code. */
export const Pasted: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByLabelText('6-digit code');
    await userEvent.click(field);
    await userEvent.paste('12-34 56');
    await expect(field).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

/** Leading zeros stay: the code is text, never a number. */
export const LeadingZeros: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('6-digit code');
    await userEvent.type(field, '012345');
    await expect(field).toHaveValue('012345');
  },
};
