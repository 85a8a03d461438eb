import {
  heicHeader,
  htmlText,
  jpegHeader,
  padded,
  pngHeader,
  svgText,
  webpExtendedHeader,
  webpLosslessHeader,
  webpLossyHeader,
} from '../../../test/imageBytes';
import {
  readSelfieImageHeader,
  SELFIE_MAX_PIXELS,
  SELFIE_MAX_SIDE,
  withinPixelLimits,
} from './selfieImage';

const file = (bytes: Uint8Array<ArrayBuffer> | string, name = 'selfie.jpg', type = 'image/jpeg') =>
  new File([bytes], name, { type });

describe('readSelfieImageHeader', () => {
  it.each([
    ['a PNG', padded(pngHeader(640, 480), 2048), { format: 'png', width: 640, height: 480 }],
    ['a JPEG', padded(jpegHeader(4032, 3024), 2048), { format: 'jpeg', width: 4032, height: 3024 }],
    [
      'a JPEG whose frame header follows 60 KB of EXIF',
      padded(jpegHeader(1200, 1600, 60_000)),
      { format: 'jpeg', width: 1200, height: 1600 },
    ],
    [
      'a lossy WebP',
      padded(webpLossyHeader(1024, 768), 64),
      { format: 'webp', width: 1024, height: 768 },
    ],
    [
      'a lossless WebP',
      padded(webpLosslessHeader(300, 200), 64),
      { format: 'webp', width: 300, height: 200 },
    ],
    [
      'an extended WebP',
      padded(webpExtendedHeader(5000, 4000), 64),
      { format: 'webp', width: 5000, height: 4000 },
    ],
  ])('reads %s and its pixel size from the header', async (_, bytes, expected) => {
    expect(await readSelfieImageHeader(file(bytes))).toEqual({ kind: 'image', ...expected });
  });

  it('goes by the bytes, not the name or the declared type', async () => {
    expect(
      await readSelfieImageHeader(file(padded(pngHeader(10, 10)), 'selfie.jpg', 'image/jpeg')),
    ).toMatchObject({ format: 'png' });
    expect(await readSelfieImageHeader(file(svgText, 'selfie.jpg', 'image/jpeg'))).toEqual({
      kind: 'other',
    });
  });

  it.each([
    ['SVG', svgText],
    ['HTML', htmlText],
    ['a PDF', '%PDF-1.7\n'],
    ['a GIF', 'GIF89a\x01\x00\x01\x00'],
    ['an empty file', ''],
    ['zeros', new Uint8Array(1024)],
    // Only Safari previews HEIC; iOS gives the page JPEG for the chooser's types.
    ['a HEIC', padded(heicHeader([512, 512], [4032, 3024]), 4096)],
  ])('knows %s is none of the accepted photo formats', async (_, content) => {
    expect(await readSelfieImageHeader(file(content))).toEqual({ kind: 'other' });
  });

  it.each([
    ['a PNG cut off inside IHDR', padded(pngHeader(640, 480), 20), 'png'],
    [
      'a PNG whose first chunk is not IHDR',
      Uint8Array.from([
        ...pngHeader(1, 1).slice(0, 12),
        0x49,
        0x44,
        0x41,
        0x54,
        ...new Array<number>(16).fill(0),
      ]),
      'png',
    ],
    ['a PNG claiming 0 × 480', padded(pngHeader(0, 480)), 'png'],
    ['a JPEG cut off before its frame header', padded(jpegHeader(640, 480), 24), 'jpeg'],
    [
      'a JPEG cut off inside its frame header',
      padded(jpegHeader(640, 480), jpegHeader(640, 480).length - 14),
      'jpeg',
    ],
    [
      'a JPEG whose image data comes before any frame header',
      Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0]),
      'jpeg',
    ],
    [
      'a JPEG with a broken segment length',
      Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 0, 0]),
      'jpeg',
    ],
    [
      'a WebP with an unknown chunk',
      Uint8Array.from([
        ...webpExtendedHeader(10, 10).slice(0, 12),
        0x41,
        0x42,
        0x43,
        0x44,
        ...new Array<number>(16).fill(0),
      ]),
      'webp',
    ],
  ])('finds no size in %s', async (_, bytes, format) => {
    expect(await readSelfieImageHeader(file(bytes))).toEqual({ kind: 'unreadable', format });
  });

  it('reads only the header of a large file', async () => {
    const photo = file(padded(jpegHeader(640, 480), 10_000_000));
    const slice = vi.spyOn(photo, 'slice');
    await readSelfieImageHeader(photo);
    const read = slice.mock.calls.reduce(
      (total, [start = 0, end = photo.size]) => total + (end - start),
      0,
    );
    expect(read).toBeLessThan(100);
  });
});

describe('withinPixelLimits', () => {
  it('takes up to 50 megapixels, and no side over 20 000 px', () => {
    expect(SELFIE_MAX_PIXELS).toBe(50_000_000);
    expect(SELFIE_MAX_SIDE).toBe(20_000);
    expect(withinPixelLimits(8064, 6048)).toBe(true);
    expect(withinPixelLimits(10_000, 5_000)).toBe(true);
    expect(withinPixelLimits(10_000, 5_001)).toBe(false);
    expect(withinPixelLimits(20_000, 100)).toBe(true);
    expect(withinPixelLimits(20_001, 100)).toBe(false);
    expect(withinPixelLimits(100, 20_001)).toBe(false);
    expect(withinPixelLimits(100_000, 100_000)).toBe(false);
  });
});
