import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useLazyStore } from './useLazyController';

function Shown({ store, before }: { store: StoreApi<string> | null; before: string }) {
  return <p>{useLazyStore(store, before)}</p>;
}

describe('useLazyStore', () => {
  it('shows `before` until the store arrives, then follows the store', () => {
    const view = render(<Shown store={null} before="early" />);
    expect(screen.getByText('early')).toBeInTheDocument();
    view.rerender(<Shown store={null} before="submitted early" />);
    expect(screen.getByText('submitted early')).toBeInTheDocument();
    const store = createStore<string>()(() => 'loaded');
    view.rerender(<Shown store={store} before="submitted early" />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
    act(() => store.setState('changed', true));
    expect(screen.getByText('changed')).toBeInTheDocument();
  });
});
