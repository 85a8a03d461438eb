import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inWidgetRoot } from '../../../../.storybook/helpers';
import { Button } from './Button';
import { Modal, type ModalProps } from './Modal';

/** An opener and the modal, as a widget uses it: focus goes back to the opener on close. */
function ModalDemo(
  props: Omit<ModalProps, 'open' | 'onClose'> & { initiallyOpen?: boolean; onClose?: () => void },
) {
  const { initiallyOpen = false, onClose, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open the modal
      </Button>
      <Modal
        {...rest}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  // Its texts are the story's own: a primitive shows what its caller gives it.
  parameters: { pseudoLocale: { skip: true } },
  title: 'Primitives/Modal',
  component: ModalDemo,
  decorators: [inWidgetRoot],
  args: {
    title: 'Approve this payment',
    onClose: fn(),
    children: (
      <>
        <p className="gh-text">We need to check it's really you before this payment goes out.</p>
        <div className="gh-actions">
          <Button>Continue</Button>
        </div>
      </>
    ),
  },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Opened from a button: focus on the heading; Escape closes and focus goes back. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open the modal' });
    await userEvent.click(opener);
    await expect(canvas.getByRole('dialog', { name: 'Approve this payment' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Approve this payment' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};

/** The close button has a host-chosen label. */
export const CustomCloseLabel: Story = {
  args: { initiallyOpen: true, closeLabel: 'Not now' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};
