'use client';

import { correction, generate } from 'lean-qr/nano';
import { useMemo } from 'react';

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

/** The quiet zone around the code, in modules: 2 is what phone cameras need in practice. */
const QUIET_ZONE = 2;

/** The code's modules, quiet zone included: `true` is dark. */
export function qrModules(text: string): boolean[][] {
  // M: a smudged or glaring screen still scans. lean-qr's nano build: an address needs no more
  // than its byte mode.
  const code = generate(text, { minCorrectionLevel: correction.M });
  const size = code.size + 2 * QUIET_ZONE;
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => code.get(x - QUIET_ZONE, y - QUIET_ZONE)),
  );
}

/**
 * A QR code made in the browser and drawn as SVG: sharp at any size, no image request, nothing
 * inline for a strict CSP to refuse. Dark on light whatever the theme, or phones cannot read it.
 */
export function QrCode({ text, label, size = 176 }: QrCodeProps) {
  const { modules, runs } = useMemo(() => {
    const data = qrModules(text);
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
        <rect
          key={`${run.x}-${run.y}`}
          x={run.x}
          y={run.y}
          width={run.width}
          height={1}
          fill="#000000"
        />
      ))}
    </svg>
  );
}
