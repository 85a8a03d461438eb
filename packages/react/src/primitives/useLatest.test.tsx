import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useLatest } from './useLatest';

describe('useLatest', () => {
  it('is one object for the component’s life, holding the values of the last commit', () => {
    const seen: Array<{ label: string }> = [];
    function Widget({ label }: { label: string }) {
      seen.push(useLatest({ label }));
      return null;
    }
    const view = render(<Widget label="first" />);
    expect(seen[0]).toEqual({ label: 'first' });
    view.rerender(<Widget label="second" />);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[0]).toEqual({ label: 'second' });
  });

  it('is written before the commit’s layout effects and ref callbacks run', () => {
    const read: string[] = [];
    function Widget({ label }: { label: string }) {
      const latest = useLatest({ label });
      useLayoutEffect(() => {
        read.push(latest.label);
      });
      return <div ref={(element) => void (element && read.push(`ref ${latest.label}`))} />;
    }
    const view = render(<Widget label="first" />);
    view.rerender(<Widget label="second" />);
    expect(read).toEqual(['ref first', 'first', 'ref second', 'second']);
  });
});
