import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { darkRuns, QrCode } from './QrCode';

describe('darkRuns', () => {
  it('joins each row\'s dark modules into runs', () => {
    expect(
      darkRuns([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toEqual([
      { x: 0, y: 0, width: 2 },
      { x: 3, y: 0, width: 1 },
      { x: 1, y: 2, width: 3 },
    ]);
  });
});

describe('QrCode', () => {
  it('draws exactly the modules uqr encodes, as an image with an accessible name', () => {
    const text = 'http://localhost:3000/app';
    render(<QrCode text={text} label="QR code for the app download page" size={200} />);
    const svg = screen.getByRole('img', { name: 'QR code for the app download page' });
    const { data } = encode(text, { ecc: 'M', border: 2 });
    expect(svg).toHaveAttribute('viewBox', `0 0 ${data.length} ${data.length}`);
    expect(svg).toHaveAttribute('width', '200');
    const drawn = data.map((row) => row.map(() => false));
    const [background, ...rects] = [...svg.querySelectorAll('rect')];
    expect(background).toHaveAttribute('fill', '#ffffff');
    for (const rect of rects) {
      const x = Number(rect.getAttribute('x'));
      const y = Number(rect.getAttribute('y'));
      for (let i = 0; i < Number(rect.getAttribute('width')); i += 1) drawn[y]![x + i] = true;
    }
    expect(drawn).toEqual(data);
  });

  it('changes with its text', () => {
    const { rerender, container } = render(<QrCode text="https://a.example/1" label="QR" />);
    const first = container.innerHTML;
    rerender(<QrCode text="https://a.example/2" label="QR" />);
    expect(container.innerHTML).not.toBe(first);
  });
});
