import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useController, type Startable } from './useController';

function recorder() {
  const calls: string[] = [];
  const create = vi.fn((): Startable => ({
    start: () => calls.push('start'),
    dispose: () => calls.push('dispose'),
  }));
  return { calls, create };
}

function Widget({ create }: { create: () => Startable }) {
  useController(create);
  return null;
}

describe('useController', () => {
  it('creates the controller once, starts it on mount and disposes of it on unmount', () => {
    const { calls, create } = recorder();
    const view = render(<Widget create={create} />);
    view.rerender(<Widget create={create} />);
    expect(calls).toEqual(['start']);
    view.unmount();
    expect(calls).toEqual(['start', 'dispose']);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("starts the same controller again after StrictMode's unmount and mount", () => {
    const calls: Array<[string, number]> = [];
    let made = 0;
    const create = () => {
      const id = (made += 1);
      return { start: () => calls.push(['start', id]), dispose: () => calls.push(['dispose', id]) };
    };
    const view = render(
      <StrictMode>
        <Widget create={create} />
      </StrictMode>,
    );
    // StrictMode may build a spare instance on the first render; only the kept one runs.
    const id = calls[0]?.[1];
    expect(calls).toEqual([
      ['start', id],
      ['dispose', id],
      ['start', id],
    ]);
    view.unmount();
    expect(calls.at(-1)).toEqual(['dispose', id]);
  });
});
