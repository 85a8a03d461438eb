import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withNodes } from './withNodes';

describe('withNodes', () => {
  it('puts each node in place of its placeholder; the rest, unknown placeholders included, is text', () => {
    const { container } = render(
      <p>
        {withNodes('Agree to {terms}, {terms} and <b>{other}</b>.', {
          terms: <a href="/terms">Terms</a>,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Agree to <a href="/terms">Terms</a>, <a href="/terms">Terms</a> and &lt;b&gt;{other}&lt;/b&gt;.</p>',
    );
  });
});
