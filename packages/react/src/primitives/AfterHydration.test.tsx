import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AfterHydration } from './AfterHydration';

function lazyPart() {
  const load = vi.fn(async () => ({ default: () => <p>Loaded part</p> }));
  return { load, Part: lazy(load) };
}

describe('AfterHydration', () => {
  it('renders nothing on the server, so the server never waits for the part', () => {
    const { load, Part } = lazyPart();
    const html = renderToString(
      <div>
        <AfterHydration>
          <Part />
        </AfterHydration>
      </div>,
    );
    expect(html).toBe('<div></div>');
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates the server markup as it is, then loads the part', async () => {
    const { load, Part } = lazyPart();
    const page = (
      <div>
        <AfterHydration>
          <Part />
        </AfterHydration>
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: recoverable }),
    );
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('shows the part at once in a render without server markup', async () => {
    const { Part } = lazyPart();
    render(
      <AfterHydration>
        <Part />
      </AfterHydration>,
    );
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
  });
});
