import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Screen, ScreenFocusScope } from '../primitives/Screen';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { InfoMessageScreen } from './InfoMessageScreen';

function Host({ onContinue }: { onContinue: () => void }) {
  const [shown, setShown] = useState(false);
  return (
    <ScreenFocusScope>
      {shown ? (
        <InfoMessageScreen
          title="Before you continue"
          message={<p>We have updated our terms.</p>}
          onContinue={onContinue}
        />
      ) : (
        <Screen title="Log in">
          <button type="button" onClick={() => setShown(true)}>
            Next
          </button>
        </Screen>
      )}
    </ScreenFocusScope>
  );
}

describe('InfoMessageScreen', () => {
  it('shows the title (focused when it replaces a screen), the message and Continue', async () => {
    const onContinue = vi.fn();
    render(
      <GatehouseProvider>
        <Host onContinue={onContinue} />
      </GatehouseProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Before you continue' })).toHaveFocus();
    expect(screen.getByText('We have updated our terms.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('renders a text message as text', () => {
    render(
      <GatehouseProvider>
        <InfoMessageScreen
          title="Note"
          message="<img src=x onerror=alert(1)>"
          onContinue={vi.fn()}
        />
      </GatehouseProvider>,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
