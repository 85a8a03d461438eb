import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { Modal, type ModalProps } from './Modal';

/** A page with an opener button, as a host would have. */
function Page(props: Partial<ModalProps> & { onCloseSpy?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Your browser doesn't support passkeys"
        {...props}
        open={open}
        onClose={() => {
          props.onCloseSpy?.();
          setOpen(false);
        }}
      >
        <p>Message</p>
        <a href="/help">A link</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // Native showModal/close stubs a test installed.
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  });

  it('shows nothing while closed', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog labelled by its heading, with focus on the heading', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: "Your browser doesn't support passkeys" });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(
      screen.getByRole('heading', { name: "Your browser doesn't support passkeys" }),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(screen.getByText('Message')).toBeInTheDocument();
  });

  it('the close button closes it and focus goes back to the opener', async () => {
    const user = userEvent.setup({ delay: null });
    const onCloseSpy = vi.fn();
    render(<Page onCloseSpy={onCloseSpy} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCloseSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Escape closes it and focus goes back to the opener', async () => {
    const user = userEvent.setup({ delay: null });
    const onCloseSpy = vi.fn();
    render(<Page onCloseSpy={onCloseSpy} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onCloseSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus when its owner unmounts it while open', async () => {
    const user = userEvent.setup({ delay: null });
    function Owner() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Open
          </button>
          {shown ? (
            <Modal open title="Title" onClose={() => setShown(false)}>
              <p>Body</p>
            </Modal>
          ) : null}
        </>
      );
    }
    render(<Owner />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('heading', { name: 'Title' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('takes the close label from the messages, or from closeLabel', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(
      <GatehouseProvider messages={{ 'modal.close': 'Schließen' }}>
        <Page />
      </GatehouseProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    unmount();
    render(<Page closeLabel="Dismiss" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('is a widget root (the host theme on .gh-root reaches it) and adds the host class name', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Page className="host-modal" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveClass('gh-root', 'gh-modal', 'host-modal');
  });

  describe('where the browser has showModal', () => {
    function installNativeDialog() {
      const showModal = vi.fn(function (this: HTMLDialogElement) {
        this.setAttribute('open', '');
      });
      const close = vi.fn(function (this: HTMLDialogElement) {
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      });
      Object.assign(HTMLDialogElement.prototype, { showModal, close });
      return { showModal, close };
    }

    it('opens with showModal and closes with close', async () => {
      const { showModal, close } = installNativeDialog();
      const user = userEvent.setup({ delay: null });
      const onCloseSpy = vi.fn();
      render(<Page onCloseSpy={onCloseSpy} />);
      const opener = screen.getByRole('button', { name: 'Open' });
      await user.click(opener);
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(
        screen.getByRole('heading', { name: "Your browser doesn't support passkeys" }),
      ).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(close).toHaveBeenCalledTimes(1);
      // Our own close() is not mistaken for the browser closing it.
      expect(onCloseSpy).toHaveBeenCalledTimes(1);
      expect(opener).toHaveFocus();
    });

    it("Escape's cancel event is cancelled and routed to onClose", async () => {
      installNativeDialog();
      const user = userEvent.setup({ delay: null });
      const onCloseSpy = vi.fn();
      render(<Page onCloseSpy={onCloseSpy} />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      const cancel = new Event('cancel', { cancelable: true });
      act(() => {
        screen.getByRole('dialog').dispatchEvent(cancel);
      });
      expect(cancel.defaultPrevented).toBe(true);
      expect(onCloseSpy).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('a dialog the browser closed on its own tells its owner', async () => {
      installNativeDialog();
      const user = userEvent.setup({ delay: null });
      const onCloseSpy = vi.fn();
      render(<Page onCloseSpy={onCloseSpy} />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      const dialog = screen.getByRole('dialog');
      act(() => {
        dialog.removeAttribute('open');
        fireEvent(dialog, new Event('close'));
      });
      expect(onCloseSpy).toHaveBeenCalledTimes(1);
    });
  });
});
