/** Image headers built byte by byte, for tests of what a file's leading bytes say. */

const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const text = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

/** Bytes followed by zeros up to `size` (or just the bytes when `size` is smaller). */
export function padded(bytes: readonly number[], size = bytes.length): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(Math.max(size, bytes.length));
  out.set(bytes);
  return size < bytes.length ? out.slice(0, size) : out;
}

/** A real PNG start: the signature and a complete IHDR chunk (8-bit RGB), CRC left zero. */
export function pngHeader(width: number, height: number): number[] {
  return [
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32be(13),
    ...text('IHDR'),
    ...u32be(width),
    ...u32be(height),
    8,
    2,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
}

/**
 * A real JPEG start: SOI, a JFIF APP0, an `appBytes`-long APP1 (EXIF is often tens of KB), a
 * fill byte, then a baseline frame header of `width` × `height` with three components.
 */
export function jpegHeader(width: number, height: number, appBytes = 0): number[] {
  const app0 = [0xff, 0xe0, ...u16be(16), ...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const app1 =
    appBytes > 0
      ? [0xff, 0xe1, ...u16be(appBytes + 2), ...new Array<number>(appBytes).fill(0x45)]
      : [];
  const sof0 = [
    0xff,
    0xc0,
    ...u16be(17),
    8,
    ...u16be(height),
    ...u16be(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return [0xff, 0xd8, ...app0, ...app1, 0xff, ...sof0];
}

/** A lossy WebP start: RIFF, WEBP, a `VP8 ` chunk with its key-frame header. */
export function webpLossyHeader(width: number, height: number): number[] {
  // Frame tag (3 bytes), start code, then 14-bit width and height.
  return [
    ...text('RIFF'),
    ...u32be(0),
    ...text('WEBP'),
    ...text('VP8 '),
    ...u32be(0),
    0,
    0,
    0,
    0x9d,
    0x01,
    0x2a,
    ...u16le(width),
    ...u16le(height),
  ];
}

/** A lossless WebP start: `VP8L`, its signature byte, then 14-bit width and height less one. */
export function webpLosslessHeader(width: number, height: number): number[] {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return [
    ...text('RIFF'),
    ...u32be(0),
    ...text('WEBP'),
    ...text('VP8L'),
    ...u32be(0),
    0x2f,
    bits & 0xff,
    (bits >>> 8) & 0xff,
    (bits >>> 16) & 0xff,
    (bits >>> 24) & 0xff,
  ];
}

/** An extended WebP start: `VP8X` with the canvas size less one, 24 bits each. */
export function webpExtendedHeader(width: number, height: number): number[] {
  return [
    ...text('RIFF'),
    ...u32be(0),
    ...text('WEBP'),
    ...text('VP8X'),
    ...u32be(10),
    0,
    0,
    0,
    0,
    ...u24le(width - 1),
    ...u24le(height - 1),
  ];
}

function box(type: string, body: readonly number[]): number[] {
  return [...u32be(8 + body.length), ...text(type), ...body];
}

/** A HEIC start: `ftyp` (heic, mif1), then `meta` holding `iprp`/`ipco` with one `ispe` per size given. */
export function heicHeader(...sizes: Array<[number, number]>): number[] {
  const ispe = sizes.flatMap(([width, height]) =>
    box('ispe', [0, 0, 0, 0, ...u32be(width), ...u32be(height)]),
  );
  const hdlr = box('hdlr', [
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    ...text('pict'),
    ...new Array<number>(13).fill(0),
  ]);
  const meta = box('meta', [0, 0, 0, 0, ...hdlr, ...box('iprp', box('ipco', ispe))]);
  return [...box('ftyp', [...text('heic'), 0, 0, 0, 0, ...text('mif1'), ...text('heic')]), ...meta];
}

export const svgText =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
export const htmlText = '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>';
