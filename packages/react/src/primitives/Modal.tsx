import {
  useCallback,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useTexts } from '../messages/useTexts';
import { useGatehouse } from '../provider/GatehouseProvider';
import { useLatest } from './useLatest';

export interface ModalProps {
  open: boolean;
  /** The heading the dialog is labelled by. */
  title: ReactNode;
  /** Escape, the close button, or the browser closing the dialog: the owner sets `open` false. */
  onClose: () => void;
  children?: ReactNode;
  /** The close button's text; default 'Close'. */
  closeLabel?: string;
  className?: string;
  /** The analytics flow id, as `data-flow-id` on the dialog (e.g. action-cool-off-triggered). */
  flowId?: string;
}

/** jsdom and old browsers lack showModal: there the `open` attribute and aria-modal stand in. */
function canShowModal(dialog: HTMLDialogElement): boolean {
  return typeof dialog.showModal === 'function' && typeof dialog.close === 'function';
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` traps focus and makes the page
 * behind inert, Escape closes it, focus starts on its heading and goes back to whatever had it
 * when the dialog opened. The dialog is a widget root (`gh-root`): it opens outside any widget
 * (step-up's are on the page's body), and the host's theme on `.gh-root` reaches it there too.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  closeLabel,
  className,
  flowId,
}: ModalProps) {
  const t = useTexts();
  const { locale } = useGatehouse();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // Event handlers read the latest props; the open/close effect depends on `open` only. Written
  // before the ref callback below runs, so the close event it queues finds `open` false.
  const latest = useLatest({ open, onClose });

  // Opened and closed by the dialog's ref callback, which React calls in the commit that renders
  // it, like a layout effect (no frame with a closed, content-filled dialog), but never on the
  // server: no useLayoutEffect warning there, and no check for a document at import or render.
  // A new `open` gives a new callback, so React detaches the old one (closing) first.
  const shown = useRef<{ element: HTMLDialogElement; returnFocus: HTMLElement | null } | null>(
    null,
  );
  const attachDialog = useCallback(
    (element: HTMLDialogElement | null) => {
      dialog.current = element;
      if (element) {
        if (!open) return;
        const returnFocus =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        if (canShowModal(element)) {
          if (!element.open) element.showModal();
        } else {
          element.setAttribute('open', '');
        }
        shown.current = { element, returnFocus };
        heading.current?.focus();
        return;
      }
      const closing = shown.current;
      shown.current = null;
      if (!closing) return;
      if (canShowModal(closing.element)) {
        if (closing.element.open) closing.element.close();
      } else {
        closing.element.removeAttribute('open');
      }
      // Said explicitly: browsers differ on where focus goes when a dialog closes or is removed.
      if (closing.returnFocus?.isConnected) closing.returnFocus.focus();
    },
    [open],
  );

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // A close request without an Escape keydown (e.g. Android's back gesture). The owner
    // decides: the dialog stays until `open` turns false.
    event.preventDefault();
    latest.onClose();
  };
  const onNativeClose = () => {
    // The browser closed it on its own (e.g. a second Escape it would not let us cancel).
    if (latest.open && dialog.current && !dialog.current.open) latest.onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Escape is handled here (without showModal no cancel event comes at all); cancelling the
    // keydown keeps the browser from also sending its cancel event for the same key press.
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      latest.onClose();
    }
  };

  return (
    <dialog
      ref={attachDialog}
      className={['gh-root', 'gh-modal', className].filter(Boolean).join(' ')}
      aria-labelledby={open ? headingId : undefined}
      aria-modal="true"
      data-flow-id={flowId}
      lang={locale?.locale}
      dir={locale?.dir}
      onCancel={onCancel}
      onClose={onNativeClose}
      onKeyDown={onKeyDown}
    >
      {open ? (
        <div className="gh-modal__body">
          <div className="gh-modal__header">
            <h2 ref={heading} id={headingId} tabIndex={-1} className="gh-modal__title">
              {title}
            </h2>
            <button type="button" className="gh-modal__close" onClick={onClose}>
              <span className="gh-modal__close-icon" aria-hidden="true">
                ×
              </span>
              {closeLabel ?? t('modal.close')}
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
