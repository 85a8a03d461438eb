import { StepUpError, type CoolOffContent, type StepUpUi } from '@gatehouse/core/step-up';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CoolOffModal } from './CoolOffModal';
import { StepUpModal } from './StepUpModal';
import { readStepUpToken } from './readStepUpToken';
import { currentStepUpOutlet } from './stepUpOutlets';

interface Settle<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
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
let showing = false;
const waiting: Array<() => void> = [];

function takeTurn(start: () => void) {
  if (showing) {
    waiting.push(start);
    return;
  }
  showing = true;
  start();
}

function leaveQueue(start: () => void) {
  const index = waiting.indexOf(start);
  if (index >= 0) waiting.splice(index, 1);
}

function passTurn() {
  const next = waiting.shift();
  if (next) next();
  else showing = false;
}

function abortError(): DOMException {
  return new DOMException('No call waits for this step-up any more.', 'AbortError');
}

/** Shows the modal `render` makes until it settles, the signal aborts or its provider unmounts. */
function present<T>(signal: AbortSignal, render: (settle: Settle<T>) => ReactNode, onGone: (settle: Settle<T>) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    let phase: 'waiting' | 'shown' | 'done' = 'waiting';
    let remove: (() => void) | undefined;
    const finish = () => {
      const hadTurn = phase === 'shown';
      phase = 'done';
      signal.removeEventListener('abort', onAbort);
      leaveQueue(start);
      remove?.();
      remove = undefined;
      if (hadTurn) passTurn();
    };
    const settle: Settle<T> = {
      resolve: (value) => {
        if (phase === 'done') return;
        finish();
        resolve(value);
      },
      reject: (error) => {
        if (phase === 'done') return;
        finish();
        reject(error);
      },
    };
    function onAbort() {
      settle.reject(abortError());
    }
    function start() {
      phase = 'shown';
      try {
        remove = mount(render(settle), () => {
          remove = undefined;
          onGone(settle);
        });
      } catch (error) {
        // No document (server rendering) or a failed render: the call fails, the queue moves on.
        settle.reject(error);
      }
    }
    signal.addEventListener('abort', onAbort, { once: true });
    takeTurn(start);
  });
}

/** The modals `withStepUp` shows when the host gives no `ui` of its own. */
export const defaultStepUpUi: StepUpUi = {
  async approve(oneTimeToken, { signal }) {
    // A login or password-reset token rejects here, before any modal shows.
    const token = await readStepUpToken(oneTimeToken, signal);
    const closed = (settle: Settle<void>) => settle.reject(new StepUpError('SCA_MODAL_CLOSED'));
    return present<void>(
      signal,
      (settle) => (
        <StepUpModal
          oneTimeToken={oneTimeToken}
          token={token}
          onApproved={() => settle.resolve()}
          onRefused={() => settle.reject(new StepUpError('ACTION_TYPE_REFUSED'))}
          onClose={() => closed(settle)}
        />
      ),
      closed,
    );
  },
  coolOff(content: CoolOffContent | null, { signal }) {
    return present<void>(
      signal,
      (settle) => <CoolOffModal content={content} onClose={() => settle.resolve()} />,
      (settle) => settle.resolve(),
    );
  },
};
