import type { GatehouseEventListener } from '@gatehouse-auth/core/internal';
import { createTurns } from '@gatehouse-auth/core/internal/runtime/turns';
import { StepUpError } from '@gatehouse-auth/core/internal/stepUp/stepUpError';
import type { CoolOffContent, StepUpUi } from '@gatehouse-auth/core/step-up';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentStepUpOutlet } from '../provider/stepUpOutlets';
import { CoolOffModal } from './CoolOffModal';
import { readStepUpToken } from './readStepUpToken';
import { stepUpEvents } from './stepUpEvents';
import { StepUpModal } from './StepUpModal';

/** Ends the modal's wait; true when this call ended it (false: it had ended already). */
interface Settle<T> {
  resolve: (value: T) => boolean;
  reject: (error: unknown) => boolean;
}

/**
 * Renders a modal inside the most recently mounted provider, or, with none mounted, in a root of
 * its own on document.body that goes away with the modal. Returns the remover.
 */
function mount(node: ReactNode, onGone: () => void): () => void {
  const outlet = currentStepUpOutlet();
  if (outlet) return outlet.show(node, onGone);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(node);
  return () => {
    // Not synchronously: the modal may close from inside its own root's render or effects.
    queueMicrotask(() => {
      root.unmount();
      container.remove();
    });
  };
}

// One modal at a time on the page, even across separately wrapped fetches: the others wait.
const pageModals = createTurns();

function abortError(): DOMException {
  return new DOMException('No call waits for this step-up any more.', 'AbortError');
}

/**
 * Shows the modal `render` makes until it settles, the signal aborts or its provider unmounts;
 * `opened` runs once it is handed to React.
 */
function present<T>(
  signal: AbortSignal,
  render: (settle: Settle<T>) => ReactNode,
  onGone: (settle: Settle<T>) => void,
  opened: () => void,
): Promise<T> {
  const shown = () =>
    new Promise<T>((resolve, reject) => {
      let done = false;
      let remove: (() => void) | undefined;
      const finish = () => {
        done = true;
        signal.removeEventListener('abort', onAbort);
        remove?.();
        remove = undefined;
      };
      const settle: Settle<T> = {
        resolve: (value) => {
          if (done) return false;
          finish();
          resolve(value);
          return true;
        },
        reject: (error) => {
          if (done) return false;
          finish();
          reject(error);
          return true;
        },
      };
      // The modal goes away with the call that waited for it; the queue then moves on.
      function onAbort() {
        settle.reject(abortError());
      }
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        remove = mount(render(settle), () => {
          remove = undefined;
          onGone(settle);
        });
        opened();
      } catch (error) {
        // No document (server rendering) or a failed render: the call fails, the queue moves on.
        settle.reject(error);
      }
    });
  return pageModals.take(shown, signal).catch((error: unknown) => {
    // Aborted before its turn: the same AbortError as a modal closed by the abort.
    throw signal.aborted && error === signal.reason ? abortError() : error;
  });
}

/**
 * The modals `withStepUp` shows when the host gives no `ui` of its own. Their events go to
 * `onEvent`, then to the provider they show in: opened once handed to React, approved, closed
 * by the user (not when no call waits any more, nor when their provider unmounts).
 */
export function defaultStepUpUi(onEvent: GatehouseEventListener | undefined): StepUpUi {
  const emit = stepUpEvents(onEvent);
  return {
    async approve(oneTimeToken, { signal, descriptions }) {
      // A login or password-reset token rejects here, before any modal shows.
      const token = await readStepUpToken(oneTimeToken, signal);
      const closed = (settle: Settle<void>) => settle.reject(new StepUpError('SCA_MODAL_CLOSED'));
      return present<void>(
        signal,
        (settle) => (
          <StepUpModal
            oneTimeToken={oneTimeToken}
            token={token}
            descriptions={descriptions}
            onApproved={() => {
              if (settle.resolve()) emit({ type: 'stepUpApproved', flow: 'stepUp' });
            }}
            onRefused={() => settle.reject(new StepUpError('ACTION_TYPE_REFUSED'))}
            onClose={() => {
              if (closed(settle)) emit({ type: 'stepUpClosed', flow: 'stepUp', modal: 'approval' });
            }}
            onEvent={onEvent}
          />
        ),
        closed,
        () => emit({ type: 'stepUpOpened', flow: 'stepUp', modal: 'approval' }),
      );
    },
    coolOff(content: CoolOffContent | null, { signal }) {
      return present<void>(
        signal,
        (settle) => (
          <CoolOffModal
            content={content}
            onClose={() => {
              if (settle.resolve())
                emit({ type: 'stepUpClosed', flow: 'stepUp', modal: 'coolOff' });
            }}
          />
        ),
        (settle) => settle.resolve(),
        () => emit({ type: 'stepUpOpened', flow: 'stepUp', modal: 'coolOff' }),
      );
    },
  };
}
