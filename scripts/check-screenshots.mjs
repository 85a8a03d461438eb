#!/usr/bin/env node
// Checks that `npm run screenshots` still works, without comparing pixels: runs it on the
// Storybook build into a temporary directory, then checks that it wrote every PNG the README
// shows from docs/screenshots/, and that each one decodes (signature, chunk CRCs, the image data
// inflates to exactly its rows, a valid filter on every row) with plausible dimensions.
// screenshots.mjs itself measures the Arabic (right-to-left) screens before it takes them
// (direction, alignment, left-to-right inputs, overflow, untranslated text) and fails if any
// looks wrong; that failure fails this check.
// After `storybook build -o storybook-static` (npm test runs it after check-storybook.mjs):
//   node scripts/check-screenshots.mjs [--dir storybook-static]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { crc32, inflateSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: { dir: { type: 'string', default: 'storybook-static' } },
});
const started = performance.now();

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Bytes per pixel of 8-bit images by colour type: grey, RGB, palette, grey+alpha, RGBA.
const bytesPerPixel = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Decodes a PNG far enough to know it is whole; returns its size in pixels. */
function decodePng(bytes) {
  if (!bytes.subarray(0, 8).equals(signature)) throw new Error('not a PNG (signature)');
  let offset = 8;
  let header;
  const data = [];
  let ended = false;
  while (offset < bytes.length && !ended) {
    const length = bytes.readUInt32BE(offset);
    if (offset + 12 + length > bytes.length) throw new Error('truncated');
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    const crc = bytes.readUInt32BE(offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== crc) {
      throw new Error(`chunk ${type}: bad CRC`);
    }
    if (type === 'IHDR') {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8],
        colour: body[9],
        interlace: body[12],
      };
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') ended = true;
    offset += 12 + length;
  }
  if (!header) throw new Error('no IHDR');
  if (!ended) throw new Error('no IEND');
  const pixelBytes = bytesPerPixel[header.colour];
  if (header.depth !== 8 || pixelBytes === undefined || header.interlace !== 0) {
    throw new Error(`unexpected format: depth ${header.depth}, colour type ${header.colour}`);
  }
  const rows = inflateSync(Buffer.concat(data));
  const stride = 1 + header.width * pixelBytes;
  if (rows.length !== header.height * stride) {
    throw new Error(`image data is ${rows.length} bytes, not ${header.height} rows of ${stride}`);
  }
  for (let row = 0; row < header.height; row += 1) {
    if (rows[row * stride] > 4) throw new Error(`row ${row}: filter ${rows[row * stride]}`);
  }
  return { width: header.width, height: header.height };
}

/** The PNGs of docs/screenshots/ that the README shows. */
function readmeScreenshots() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  return [...readme.matchAll(/docs\/screenshots\/([\w.-]+\.png)/g)].map((match) => match[1]);
}

const wanted = [...new Set(readmeScreenshots())];
const problems = [];
if (wanted.length === 0) problems.push('the README shows no docs/screenshots/*.png');
for (const file of wanted) {
  if (!existsSync(join(root, 'docs/screenshots', file)))
    problems.push(`docs/screenshots/${file}: shown in the README, not committed`);
}

const out = mkdtempSync(join(tmpdir(), 'gatehouse-screenshots-'));
try {
  try {
    execFileSync(
      process.execPath,
      [join(root, 'scripts/screenshots.mjs'), '--dir', options.dir, '--out', out],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  } catch {
    problems.push('scripts/screenshots.mjs failed (its error is above)');
  }
  const written = readdirSync(out);
  for (const file of wanted) {
    if (!written.includes(file)) {
      problems.push(`${file}: not written by scripts/screenshots.mjs`);
      continue;
    }
    try {
      const { width, height } = decodePng(readFileSync(join(out, file)));
      // 2x pixels of a widget in a 560 px wide page: a form, not a sliver or the whole frame.
      if (width < 400 || width > 1120 || height < 200 || height > 2400)
        problems.push(`${file}: ${width}x${height} px is no widget at 2x`);
      else console.log(`✓ ${file} ${width}x${height}`);
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : error}`);
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(`Screenshots failed (${seconds}s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${wanted.length} screenshots rendered and decoded in ${seconds}s`);
