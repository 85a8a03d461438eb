import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { darkRuns, QrCode, qrModules } from './QrCode';

/** What a phone's camera would read: the modules as a black-on-white picture, through a decoder of its own. */
function decode(modules: readonly (readonly boolean[])[], scale = 4): string | undefined {
  const size = modules.length * scale;
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const value = modules[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      pixels.set([value, value, value, 255], (y * size + x) * 4);
    }
  }
  return jsQR(pixels, size, size)?.data;
}

describe('darkRuns', () => {
  it("joins each row's dark modules into runs", () => {
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

describe('qrModules', () => {
  it.each([
    'http://localhost:3000/app',
    'https://apps.example.com/download?lang=pl-PL&source=face-match#store',
  ])('encodes %s so that a decoder reads it back, inside a light quiet zone', (text) => {
    const modules = qrModules(text);
    expect(decode(modules)).toBe(text);
    const edges = [
      modules[0]!,
      modules[1]!,
      modules.at(-1)!,
      modules.at(-2)!,
      ...modules.map((row) => [row[0], row[1], row.at(-1), row.at(-2)]),
    ];
    expect(edges.flat().every((dark) => dark === false)).toBe(true);
  });
});

describe('QrCode', () => {
  it('draws exactly the encoded modules, as an image with an accessible name, and the drawing decodes', () => {
    const text = 'http://localhost:3000/app';
    render(<QrCode text={text} label="QR code for the app download page" size={200} />);
    const svg = screen.getByRole('img', { name: 'QR code for the app download page' });
    const data = qrModules(text);
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
    expect(decode(drawn)).toBe(text);
  });

  it('changes with its text', () => {
    const { rerender, container } = render(<QrCode text="https://a.example/1" label="QR" />);
    const first = container.innerHTML;
    rerender(<QrCode text="https://a.example/2" label="QR" />);
    expect(container.innerHTML).not.toBe(first);
  });
});
