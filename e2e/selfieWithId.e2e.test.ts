import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import {
  expectFocused,
  expectGone,
  expectPath,
  expectVisible,
  focusedLabel,
} from './support/assertions';
import { expectNoAxeViolations, installAxe } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { logIn, ui } from './support/login';

const title = 'Upload and review your selfie';
const desktopText = 'Drag and drop your selfie here, or choose a file';
const mobileText = 'Take a photo or choose one from your phone';
const uploadPath = '/gateway/v1/one-time-token/selfie-with-id/upload';
const refusal = 'We could not read your ID. Please try a clearer photo.';

// ---- A real PNG, made here: the browser must be able to draw it for the preview. -------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width × height RGB PNG: a face-coloured disc on blue, and a white "ID card" corner. */
function selfiePng(width = 96, height = 120): Buffer {
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x += 1) {
      const face = (x - 40) ** 2 + (y - 45) ** 2 < 28 ** 2;
      const card = x > 55 && y > 80 && x < 92 && y < 112;
      rows.push(...(card ? [255, 255, 255] : face ? [224, 172, 105] : [217, 230, 242]));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photo = { name: 'selfie.png', mimeType: 'image/png', buffer: selfiePng() };

/** A PNG whose header claims width × height, with no pixels behind it: decoding it would take gigabytes. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const svgNamedJpeg = {
  name: 'selfie.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="120"><script>document.title="svg ran"</script></svg>',
  ),
};

// ---- Steps -----------------------------------------------------------------------------------

async function openSelfieScreen(
  session: { goto(path: string): Promise<void> },
  page: Page,
  email = 'selfie@gatehouse.test',
) {
  // Playwright turns file-chooser interception on when the first listener is added, without
  // waiting for the browser to confirm; a key press or click sent right after can open the
  // chooser before that and no event comes (seen once in a loaded CI run). A listener from the
  // start keeps interception on for the whole test, so every waitForEvent below is in time.
  page.on('filechooser', () => undefined);
  await session.goto('/login');
  await logIn(page, email);
  const heading = ui.heading(page, title);
  await expectVisible(heading);
  await expectFocused(heading);
}

/** Chooses `file` through the browser's own file chooser, opened by clicking the upload area. */
async function chooseWithFileChooser(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  areaText = desktopText,
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByText(areaText, { exact: true }).click();
  const fileChooser = await chooser;
  expect(fileChooser.isMultiple()).toBe(false);
  expect(await fileChooser.element().getAttribute('accept')).toBe(
    'image/jpeg,image/png,image/webp',
  );
  await fileChooser.setFiles(file);
}

/**
 * Records every FormData the page gives to fetch (Chromium does not report blob bodies to the
 * test), in sessionStorage so the record outlives the redirect home.
 */
async function recordForms(page: Page) {
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData) {
        const forms: unknown[] = JSON.parse(sessionStorage.getItem('e2e-forms') ?? '[]');
        forms.push({
          url: new URL(String(input), location.href).pathname,
          fields: [...init.body.entries()].map(([name, value]) =>
            typeof value === 'string' ? [name, value] : [name, value.name, value.type, value.size],
          ),
        });
        sessionStorage.setItem('e2e-forms', JSON.stringify(forms));
      }
      return realFetch(input, init);
    };
  });
}

function sentForms(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-forms') ?? '[]'));
}

const preview = (page: Page) => page.getByRole('img', { name: 'Your selfie', exact: true });
const enlarge = (page: Page) => ui.button(page, 'Click to enlarge');
const submit = (page: Page) => ui.button(page, 'Submit');

/** The preview is really drawn (decoded, not a broken image) and Submit is enabled. */
async function expectPreviewDrawn(page: Page) {
  await expectVisible(preview(page));
  await expect
    .poll(() =>
      preview(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBe(96);
  expect(await preview(page).getAttribute('src')).toMatch(/^blob:http:\/\/localhost:\d+\//);
  await expect.poll(() => submit(page).isEnabled()).toBe(true);
}

async function expectLoggedIn(page: Page) {
  await page.waitForURL((url) => url.pathname === '/home', { timeout: 10_000 });
  await expectPath(page, '/home');
  await expectVisible(ui.heading(page, "You're logged in"));
}

describe('selfie with ID', () => {
  test('selfie@: a real file through the file chooser, the preview, enlarge, Submit, then home', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await recordForms(page);
    await openSelfieScreen(session, page);
    await expectVisible(
      page.getByText(
        'You are changing your phone number from +44 ••••• •••789 to +44 7700 900321.',
        { exact: true },
      ),
    );
    await expectVisible(ui.heading(page, 'Your selfie must show'));
    await expectVisible(page.getByText(desktopText, { exact: true }));
    await expectNoAxeViolations(page, 'the selfie screen with no photo');

    await chooseWithFileChooser(page, photo);
    await expectPreviewDrawn(page);
    await expectFocused(enlarge(page));
    await expectNoAxeViolations(page, 'the selfie preview');

    await enlarge(page).click();
    const dialog = page.getByRole('dialog', { name: 'Your selfie' });
    await expectVisible(dialog.getByRole('img', { name: 'Your selfie, enlarged', exact: true }));
    await expectFocused(dialog.getByRole('heading', { name: 'Your selfie', exact: true }));
    await expectNoAxeViolations(page, 'the enlarged selfie');
    await page.keyboard.press('Escape');
    await expectGone(dialog);
    await expectFocused(enlarge(page));

    await submit(page).click();
    await expectLoggedIn(page);
    await session.expectRequests('POST', uploadPath, 1);
    // What the page handed to fetch: a FormData with the file as chosen (the mock API, in the
    // page's worker, also refused anything less).
    expect(await sentForms(page)).toEqual([
      {
        url: uploadPath,
        fields: [
          ['file', 'selfie.png', 'image/png', photo.buffer.length],
          ['purpose', 'SELFIE_WITH_ID'],
          ['sourceOfUpload', 'WEB'],
        ],
      },
    ]);
  });

  test('an 11 MB file is refused with its size; nothing is sent; a good file is taken next', async ({
    session,
    page,
  }) => {
    await installAxe(page);
    await openSelfieScreen(session, page);
    await chooseWithFileChooser(page, {
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(11 * 1_048_576, 1),
    });
    await expectVisible(
      ui.alert(page).getByText('Please provide a file smaller than 10MB. Your file is 11.0MB.', {
        exact: true,
      }),
    );
    expect(await page.getByLabel(desktopText, { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await preview(page).count()).toBe(0);
    await expectNoAxeViolations(page, 'the selfie screen with a file too big');

    await chooseWithFileChooser(page, photo);
    await expectPreviewDrawn(page);
    expect(await ui.alert(page).count()).toBe(0);
    expect(session.requestsTo('POST', uploadPath)).toHaveLength(0);
  });

  test('hostile files: an SVG named selfie.jpg and a PNG claiming 100000 × 100000 are refused unseen; nothing is sent', async ({
    session,
    page,
  }) => {
    await openSelfieScreen(session, page);
    const pageTitle = await page.title();
    await chooseWithFileChooser(page, svgNamedJpeg);
    await expectVisible(
      ui.alert(page).getByText('Please choose a photo (JPG, PNG or WebP).', { exact: true }),
    );
    expect(await page.getByLabel(desktopText, { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await preview(page).count()).toBe(0);
    expect(await page.title()).toBe(pageTitle);

    await chooseWithFileChooser(page, {
      name: 'selfie.png',
      mimeType: 'image/png',
      buffer: pngClaiming(100_000, 100_000),
    });
    await expectVisible(
      ui
        .alert(page)
        .getByText('This photo is too large to open. Please choose one of 50 megapixels or less.', {
          exact: true,
        }),
    );
    expect(await preview(page).count()).toBe(0);
    expect(await submit(page).count()).toBe(0);

    // A real photo is still taken after both.
    await chooseWithFileChooser(page, photo);
    await expectPreviewDrawn(page);
    expect(session.requestsTo('POST', uploadPath)).toHaveLength(0);
  });

  test("selfie-refused@: the server's 4xx message, then Upload new selfie, and the next photo passes", async ({
    session,
    page,
  }) => {
    session.expectHttpErrors(400);
    await installAxe(page);
    await openSelfieScreen(session, page, 'selfie-refused@gatehouse.test');
    await chooseWithFileChooser(page, photo);
    await expectPreviewDrawn(page);
    await submit(page).click();
    await expectVisible(ui.alert(page).getByText(refusal, { exact: true }));
    await expectNoAxeViolations(page, 'the selfie screen with the server refusal');

    await ui.button(page, 'Upload new selfie').click();
    await expectGone(preview(page));
    expect(await ui.alert(page).count()).toBe(0);
    await expectFocused(page.getByLabel(desktopText, { exact: true }));
    await chooseWithFileChooser(page, photo);
    await expectPreviewDrawn(page);
    await submit(page).click();
    await expectLoggedIn(page);
    await session.expectRequests('POST', uploadPath, 2);
  });

  test('works with the keyboard alone: the file input, enlarge and Escape, Submit', async ({
    session,
    page,
  }) => {
    await openSelfieScreen(session, page);
    const { keyboard } = page;
    await keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe(desktopText);
    const chooser = page.waitForEvent('filechooser');
    await keyboard.press('Space');
    await (await chooser).setFiles(photo);
    await expectPreviewDrawn(page);
    await expectFocused(enlarge(page));
    await keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Your selfie' });
    await expectVisible(dialog);
    await keyboard.press('Escape');
    await expectGone(dialog);
    await expectFocused(enlarge(page));
    await keyboard.press('Tab');
    await expectFocused(ui.button(page, 'Upload new selfie'));
    await keyboard.press('Tab');
    await expectFocused(submit(page));
    await keyboard.press('Enter');
    await expectLoggedIn(page);
    await session.expectRequests('POST', uploadPath, 1);
  });

  test('a double click on Submit sends one upload', async ({ session, page }) => {
    await openSelfieScreen(session, page, 'selfie-no-phone@gatehouse.test');
    expect(await page.getByText(/You are changing your phone number/).count()).toBe(0);
    await chooseWithFileChooser(page, photo);
    await expectPreviewDrawn(page);
    await submit(page).dblclick();
    await expectLoggedIn(page);
    await session.expectRequests('POST', uploadPath, 1);
  });

  test('on a phone the upload area says "Take a photo or choose one from your phone"', async ({
    session,
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'userAgent', {
        get: () =>
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      });
    });
    await openSelfieScreen(session, page);
    await expectVisible(page.getByText(mobileText, { exact: true }));
    expect(await page.getByText(desktopText, { exact: true }).count()).toBe(0);
    await chooseWithFileChooser(page, photo, mobileText);
    await expectPreviewDrawn(page);
  });
});
