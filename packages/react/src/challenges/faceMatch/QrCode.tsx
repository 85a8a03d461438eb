import { useMemo } from 'react';
import { encode } from 'uqr';

export interface QrCodeProps {
  /** What the code holds: an address the phone's camera opens. */
  text: string;
  /** The image's accessible name. */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

interface Run {
  x: number;
  y: number;
  width: number;
}

/** Each row's dark modules, joined into runs: one rect per run instead of one per module. */
export function darkRuns(modules: readonly (readonly boolean[])[]): Run[] {
  const runs: Run[] = [];
  modules.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= row.length; x += 1) {
      const dark = x < row.length && row[x] === true;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, width: x - start });
        start = -1;
      }
    }
  });
  return runs;
}

/**
 * A QR code made in the browser (uqr) and drawn as SVG: sharp at any size, no image request,
 * nothing inline for a strict CSP to refuse. Dark on light whatever the theme, or phones
 * cannot read it.
 */
export function QrCode({ text, label, size = 176 }: QrCodeProps) {
  const { modules, runs } = useMemo(() => {
    // M: a smudged or glaring screen still scans; the quiet zone is the 2-module border.
    const { data } = encode(text, { ecc: 'M', border: 2 });
    return { modules: data.length, runs: darkRuns(data) };
  }, [text]);
  return (
    <svg
      className="gh-qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      {runs.map((run) => (
        <rect key={`${run.x}-${run.y}`} x={run.x} y={run.y} width={run.width} height={1} fill="#000000" />
      ))}
    </svg>
  );
}
