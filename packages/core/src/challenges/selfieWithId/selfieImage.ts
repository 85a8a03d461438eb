/** The photo formats the selfie takes, told by their leading bytes. */
export type SelfieImageFormat = 'jpeg' | 'png' | 'webp';

/** The file chooser's `accept`: what every browser can preview; iOS turns a HEIC photo into JPEG for it. */
export const SELFIE_PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * The largest photo the preview may decode: 50 megapixels (about 200 MB once decoded at 4 bytes a
 * pixel), above the full-resolution photo of common phone cameras, 48 MP modes included.
 */
export const SELFIE_MAX_PIXELS = 50_000_000;
/** And no side over 20 000 px, however thin: browsers refuse or choke on such canvases. */
export const SELFIE_MAX_SIDE = 20_000;

/**
 * What a file's leading bytes say: an accepted photo format with its pixel size; a format we
 * accept whose size cannot be read (cut short or damaged); or anything else (SVG, HTML, PDF…).
 */
export type SelfieImageHeader =
  | { kind: 'image'; format: SelfieImageFormat; width: number; height: number }
  | { kind: 'unreadable'; format: SelfieImageFormat }
  | { kind: 'other' };

/** Reads `length` bytes at `offset`; fewer at the end of the file. */
type ReadBytes = (offset: number, length: number) => Promise<Uint8Array>;

/** Start-of-frame markers: SOF0–3, 5–7, 9–11, 13–15 (C4 is DHT, C8 JPG, CC DAC). */
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);
/** Segments walked before giving up: real files reach the frame header within a few dozen. */
const JPEG_MAX_SEGMENTS = 512;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

function image(format: SelfieImageFormat, width: number, height: number): SelfieImageHeader {
  return width > 0 && height > 0
    ? { kind: 'image', format, width, height }
    : { kind: 'unreadable', format };
}

function png(head: Uint8Array): SelfieImageHeader {
  // The first chunk must be IHDR: width and height, 4 bytes each, big-endian.
  if (head.length < 24 || ascii(head, 12, 4) !== 'IHDR')
    return { kind: 'unreadable', format: 'png' };
  return image('png', u32be(head, 16), u32be(head, 20));
}

function webp(head: Uint8Array): SelfieImageHeader {
  const chunk = ascii(head, 12, 4);
  if (
    chunk === 'VP8 ' &&
    head.length >= 30 &&
    head[23] === 0x9d &&
    head[24] === 0x01 &&
    head[25] === 0x2a
  ) {
    return image('webp', u16le(head, 26) & 0x3fff, u16le(head, 28) & 0x3fff);
  }
  if (chunk === 'VP8L' && head.length >= 25 && head[20] === 0x2f) {
    const bits = head[21]! | (head[22]! << 8) | (head[23]! << 16) | (head[24]! << 24);
    return image('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X' && head.length >= 30)
    return image('webp', u24le(head, 24) + 1, u24le(head, 27) + 1);
  return { kind: 'unreadable', format: 'webp' };
}

async function jpeg(read: ReadBytes): Promise<SelfieImageHeader> {
  let offset = 2;
  for (let segment = 0; segment < JPEG_MAX_SEGMENTS; segment += 1) {
    const marker = await read(offset, 4);
    if (marker.length < 4 || marker[0] !== 0xff) break;
    const code = marker[1]!;
    // Fill bytes: any number of 0xFF may come before a marker.
    if (code === 0xff) {
      offset += 1;
      continue;
    }
    // Image data or the end before any frame header: there is no size to read.
    if (code === 0xda || code === 0xd9) break;
    if (JPEG_FRAME_MARKERS.has(code)) {
      // Length, precision, then height and width, 2 bytes each.
      const frame = await read(offset + 4, 5);
      if (frame.length < 5) break;
      return image('jpeg', u16be(frame, 3), u16be(frame, 1));
    }
    const length = u16be(marker, 2);
    if (length < 2) break;
    offset += 2 + length;
  }
  return { kind: 'unreadable', format: 'jpeg' };
}

/** Byte ranges of a file, read on demand: a 10 MB photo is never read whole to find its size. */
function blobReader(file: Blob): ReadBytes {
  return async (offset, length) =>
    new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());
}

/**
 * What the file is, from its leading bytes alone: its name and MIME type are the sender's claim,
 * its bytes are what the browser will decode. The pixel size comes from the header (PNG IHDR,
 * JPEG start of frame, WebP VP8/VP8L/VP8X), so nothing is decoded to learn it. HEIC is not taken:
 * only Safari can preview it, and iOS hands a page JPEG when the input asks for these types.
 */
export async function readSelfieImageHeader(file: Blob): Promise<SelfieImageHeader> {
  const read = blobReader(file);
  const head = await read(0, 32);
  if (startsWith(head, PNG_SIGNATURE)) return png(head);
  if (startsWith(head, [0xff, 0xd8, 0xff])) return jpeg(read);
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return webp(head);
  return { kind: 'other' };
}

/** Whether decoding a `width` × `height` image for the preview stays within the limits. */
export function withinPixelLimits(width: number, height: number): boolean {
  return (
    width <= SELFIE_MAX_SIDE && height <= SELFIE_MAX_SIDE && width * height <= SELFIE_MAX_PIXELS
  );
}
