import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Screen, ScreenFocusScope } from './Screen';

/** A two-screen widget: Next shows the second screen now; `later` switches screens with no action. */
function Widget({ scoped = true }: { scoped?: boolean }) {
  const [step, setStep] = useState(1);
  const [pending, setPending] = useState(false);
  const view =
    step === 1 ? (
      <Screen key="first" title="First">
        <button type="button" onClick={() => setStep(2)}>
          Next
        </button>
        <button type="button" onClick={() => setPending(true)}>
          Send
        </button>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setStep(2);
          }}
        >
          <input aria-label="Code" />
        </form>
      </Screen>
    ) : (
      <Screen key="second" title="Second">
        <button type="button" onClick={() => setStep(1)}>
          Back
        </button>
      </Screen>
    );
  return (
    <>
      {/* Stands for a poll or the async result of Send: clicked without moving focus. */}
      <button
        type="button"
        hidden
        data-testid="arrive"
        onClick={() => setStep((shown) => (shown === 1 ? 2 : 1))}
      >
        Arrive
      </button>
      <output data-testid="pending">{String(pending)}</output>
      {scoped ? <ScreenFocusScope>{view}</ScreenFocusScope> : view}
    </>
  );
}

const arrive = () => fireEvent.click(screen.getByTestId('arrive'));

describe('Screen focus policy', () => {
  it.each([true, false])(
    'does not move focus on first mount (scoped: %s): the host page owns it',
    (scoped) => {
      render(<Widget scoped={scoped} />);
      expect(screen.getByRole('heading', { name: 'First' })).not.toHaveFocus();
      expect(document.body).toHaveFocus();
    },
  );

  it('moves focus to the new heading after a click changed the screen, and after Back', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Widget />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Second' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'First' })).toHaveFocus();
  });

  it('moves focus after a submit by Enter', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Widget />);
    await user.type(screen.getByLabelText('Code'), '123456{Enter}');
    expect(screen.getByRole('heading', { name: 'Second' })).toHaveFocus();
  });

  it('moves focus when the screen comes with the async result of an action, even after focus left the widget', () => {
    render(<Widget />);
    // A click without focus (as in Safari), then the answer arrives later.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('pending')).toHaveTextContent('true');
    arrive();
    expect(screen.getByRole('heading', { name: 'Second' })).toHaveFocus();
  });

  it('leaves focus alone when polling changes the screen while the user is elsewhere', () => {
    render(
      <>
        <input aria-label="Host search" />
        <Widget />
      </>,
    );
    const host = screen.getByLabelText('Host search');
    act(() => host.focus());
    arrive();
    expect(screen.getByRole('heading', { name: 'Second' })).not.toHaveFocus();
    expect(host).toHaveFocus();
  });

  it('does not count an action once its screen has been replaced', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <input aria-label="Host search" />
        <Widget />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByLabelText('Host search'));
    // Back to the first screen by a poll: the click on Next was spent on the second screen.
    arrive();
    expect(screen.getByRole('heading', { name: 'First' })).not.toHaveFocus();
    expect(screen.getByLabelText('Host search')).toHaveFocus();
  });

  it('keeps focus in the widget when polling replaces the screen that held it', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <input aria-label="Host search" />
        <Widget />
      </>,
    );
    await user.click(screen.getByLabelText('Host search'));
    await user.tab();
    // Tabbing into the widget is not an action, but focus is now inside it.
    expect(screen.getByRole('heading', { name: 'First' })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    arrive();
    expect(screen.getByRole('heading', { name: 'Second' })).toHaveFocus();
  });

  it('never moves focus outside a widget’s scope', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Widget scoped={false} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Second' })).not.toHaveFocus();
  });
});
