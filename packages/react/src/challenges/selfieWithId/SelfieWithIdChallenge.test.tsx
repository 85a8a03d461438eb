import type { GatehouseError } from '@gatehouse-auth/core';
import { scenarioHandlers } from '@gatehouse-auth/mock-api';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  lateAnswer,
  oneTimeTokenFor,
  recordRequests,
  server,
  testConfig,
  setupMockServer,
} from '../../../test/mockServer';
import { ChallengeFlow, type ChallengeFlowProps } from '../../challengeFlow/ChallengeFlow';
import { GatehouseProvider } from '../../provider/GatehouseProvider';
import { detectMobileDevice, MobileDeviceContext } from './mobileDevice';

setupMockServer();

const uploadPath = '/gateway/v1/one-time-token/selfie-with-id/upload';
const title = 'Upload and review your selfie';
const desktopText = 'Drag and drop your selfie here, or choose a file';
const mobileText = 'Take a photo or choose one from your phone';

// jsdom's Blob has no arrayBuffer() or stream(), so Node's fetch can neither send a multipart
// body holding a jsdom File nor read one back (its parser makes jsdom Files too). A browser's
// Blob has both: give jsdom's the same, read through jsdom's own FileReader.
function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
const blobMethods: Partial<Blob> = {
  arrayBuffer(this: Blob) {
    return readBlob(this);
  },
  stream(this: Blob) {
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      // An arrow function: `this` stays the blob, not the stream's source.
      start: async (controller) => {
        controller.enqueue(new Uint8Array(await readBlob(this)));
        controller.close();
      },
    });
  },
};
for (const [name, method] of Object.entries(blobMethods)) {
  if (!(name in Blob.prototype))
    Object.defineProperty(Blob.prototype, name, {
      value: method,
      configurable: true,
      writable: true,
    });
}

let urls = 0;
const createObjectURL = vi.fn((_: Blob) => `blob:http://localhost/selfie-${(urls += 1)}`);
const revokeObjectURL = vi.fn((_: string) => {});

beforeEach(() => {
  // jsdom has no object URLs; the browser's own are exercised in Storybook and e2e.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  vi.unstubAllGlobals();
});

function renderFlow(props: Omit<ChallengeFlowProps, 'onSuccess'>, { mobile = false } = {}) {
  const onSuccess = vi.fn();
  const view = render(
    <GatehouseProvider config={testConfig()}>
      <MobileDeviceContext.Provider value={() => mobile}>
        <ChallengeFlow onSuccess={onSuccess} {...props} />
      </MobileDeviceContext.Provider>
    </GatehouseProvider>,
  );
  return { ...view, onSuccess };
}

const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [...u16(n >>> 16), ...u16(n & 0xffff)];
/** A JPEG start: SOI, then a baseline frame header (SOF0) of `width` × `height`. */
const jpegHeader = (width: number, height: number) => [
  0xff,
  0xd8,
  0xff,
  0xc0,
  ...u16(17),
  8,
  ...u16(height),
  ...u16(width),
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
/** A PNG start: the signature and its IHDR chunk. */
const pngHeader = (width: number, height: number) => [
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...u32(13),
  0x49,
  0x48,
  0x44,
  0x52,
  ...u32(width),
  ...u32(height),
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
/** `header` followed by zeros up to `bytes`: only the header is ever read before the preview. */
const padded = (header: number[], bytes: number) => {
  const content = new Uint8Array(Math.max(bytes, header.length));
  content.set(header);
  return content;
};
const photo = (bytes = 2048, type = 'image/jpeg', name = 'selfie.jpg') =>
  new File([padded(jpegHeader(640, 480), bytes)], name, { type });
const fileInput = () => screen.getByLabelText<HTMLInputElement>(desktopText);
const submit = () => screen.getByRole('button', { name: 'Submit' });
const enlarge = () => screen.getByRole('button', { name: 'Click to enlarge' });
const previewImage = () => screen.getByRole('img', { name: 'Your selfie' });

/** Records what reached the upload: the multipart fields and the token header. */
function recordUploads() {
  const uploads: Array<{
    ott: string | null;
    contentType: string | null;
    fields: Record<string, FormDataEntryValue | null>;
  }> = [];
  const listener = async ({ request }: { request: Request }) => {
    if (!request.url.endsWith(uploadPath)) return;
    const form = await request.clone().formData();
    uploads.push({
      ott: request.headers.get('One-Time-Token'),
      contentType: request.headers.get('Content-Type'),
      fields: {
        file: form.get('file'),
        purpose: form.get('purpose'),
        sourceOfUpload: form.get('sourceOfUpload'),
      },
    });
  };
  server.events.on('request:start', listener);
  return { uploads, stop: () => server.events.removeListener('request:start', listener) };
}

/** Chooses a photo with the file input and lets the browser "draw" its preview. */
async function choosePhoto(user: ReturnType<typeof userEvent.setup>, file = photo()) {
  await user.upload(fileInput(), file);
  fireEvent.load(await screen.findByRole('img', { name: 'Your selfie' }));
  await waitFor(() => expect(submit()).toBeEnabled());
}

describe('SelfieWithIdChallenge', () => {
  it('shows the title, the phone-number change, the documents, the checklist and a labelled image input', async () => {
    renderFlow({ ott: await oneTimeTokenFor('selfie@gatehouse.test') });
    expect(await screen.findByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are changing your phone number from +44 ••••• •••789 to +44 7700 900321.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Take a selfie holding one of these documents: your passport, national ID card or driver's licence.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Your selfie must show', level: 3 }),
    ).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Your full face and your ID', 'The first and last name on your ID']);
    const input = fileInput();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).not.toHaveAttribute('capture');
    expect(input).toHaveAccessibleDescription('A photo smaller than 10MB.');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('says nothing about phone numbers when the challenge has none', async () => {
    renderFlow({ ott: await oneTimeTokenFor('selfie-no-phone@gatehouse.test') });
    await screen.findByRole('heading', { name: title });
    expect(screen.queryByText(/You are changing your phone number/)).not.toBeInTheDocument();
  });

  it('invites a phone user to take a photo', async () => {
    renderFlow({ ott: await oneTimeTokenFor('selfie@gatehouse.test') }, { mobile: true });
    await screen.findByRole('heading', { name: title });
    expect(screen.getByLabelText(mobileText)).toHaveAttribute('type', 'file');
    expect(screen.queryByText(desktopText)).not.toBeInTheDocument();
  });

  it('choose, review, Submit: multipart file, purpose and sourceOfUpload with the token, then the flow succeeds', async () => {
    const user = userEvent.setup({ delay: null });
    const ott = await oneTimeTokenFor('selfie@gatehouse.test');
    const { uploads, stop } = recordUploads();
    const { onSuccess } = renderFlow({ ott });
    await screen.findByRole('heading', { name: title });
    const file = photo(4096, 'image/png', 'me.png');
    await user.upload(fileInput(), file);

    // Photo chosen: the preview is being drawn, Submit waits for it.
    const image = await screen.findByRole('img', { name: 'Your selfie' });
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(image).toHaveAttribute('src', createObjectURL.mock.results.at(-1)!.value as string);
    expect(submit()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your preview…');
    await waitFor(() => expect(enlarge()).toHaveFocus());

    fireEvent.load(image);
    expect(submit()).toBeEnabled();
    await user.click(submit());
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ oneTimeToken: ott, actionType: 'IDENTITY__LOGIN' }),
    );
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.ott).toBe(ott);
    expect(uploads[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads[0]!.fields).toMatchObject({
      purpose: 'SELFIE_WITH_ID',
      sourceOfUpload: 'WEB',
      file: expect.objectContaining({ name: 'me.png', size: 4096 }),
    });
    stop();
  });

  it('keeps Submit busy while the photo is sent; a double click sends one upload', async () => {
    const user = userEvent.setup({ delay: null });
    // The upload stays on its way until the test has looked at the busy state.
    const upload = lateAnswer(
      'post',
      `*${uploadPath}`,
      () => new HttpResponse(null, { status: 500 }),
    );
    const requests = recordRequests();
    renderFlow({ ott: await oneTimeTokenFor('selfie@gatehouse.test'), onFailure: vi.fn() });
    await screen.findByRole('heading', { name: title });
    await choosePhoto(user);
    await user.dblClick(submit());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Sending your selfie…');
    expect(screen.getByRole('button', { name: 'Upload new selfie' })).toBeDisabled();
    upload.answer();
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-busy'));
    expect(requests.count('POST', uploadPath)).toBe(1);
    requests.stop();
  });

  it('refuses a file over 10 MB with its size, sends nothing, and takes a good file next', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    renderFlow({ ott: await oneTimeTokenFor('selfie@gatehouse.test') });
    await screen.findByRole('heading', { name: title });
    await user.upload(fileInput(), photo(11 * 1_048_576));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Please provide a file smaller than 10MB. Your file is 11.0MB.',
    );
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fileInput()).toHaveAccessibleDescription(
      'Please provide a file smaller than 10MB. Your file is 11.0MB. A photo smaller than 10MB.',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();

    await user.upload(fileInput(), photo(10_485_760));
    // Its leading bytes are read first: the preview follows, and the problem goes with it.
    expect(await screen.findByRole('img', { name: 'Your selfie' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.count('POST', uploadPath)).toBe(0);
    requests.stop();
  });

  it('refuses a file that is not an image, and one the browser cannot draw', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderFlow({ ott: await oneTimeTokenFor('selfie@gatehouse.test') });
    await screen.findByRole('heading', { name: title });
    await user.upload(fileInput(), photo(100, 'application/pdf', 'passport.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a photo (JPG, PNG or WebP).',
    );

    await user.upload(fileInput(), photo(100, '', 'damaged.jpg'));
    const image = await screen.findByRole('img', { name: 'Your selfie' });
    const url = image.getAttribute('src');
    fireEvent.error(image);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't open this file. Please choose a photo.",
    );
    expect(fileInput()).toHaveFocus();
    expect(revokeObjectURL).toHaveBeenCalledWith(url);
  });

  it.each([
    [
      'an SVG named selfie.jpg',
      new File(
        ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
        'selfie.jpg',
        { type: 'image/jpeg' },
      ),
      'Please choose a photo (JPG, PNG or WebP).',
    ],
    [
      'an HTML page named selfie.png',
      new File(['<!DOCTYPE html><script>alert(1)</script>'], 'selfie.png', { type: 'image/png' }),
      'Please choose a photo (JPG, PNG or WebP).',
    ],
    [
      'an empty file',
      new File([], 'selfie.jpg', { type: 'image/jpeg' }),
      'This file is empty. Please choose a photo.',
    ],
    [
      'a PNG claiming 100000 × 100000',
      new File([padded(pngHeader(100_000, 100_000), 2048)], 'selfie.png', { type: 'image/png' }),
      'This photo is too large to open. Please choose one of 50 megapixels or less.',
    ],
    [
      'a PNG whose header is cut short',
      new File([padded(pngHeader(640, 480), 20).subarray(0, 20)], 'selfie.png', {
        type: 'image/png',
      }),
      "We couldn't open this file. Please choose a photo.",
    ],
  ])('refuses %s with a clear message: no preview, nothing sent', async (_, file, message) => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    renderFlow({ ott: await oneTimeTokenFor('selfie@gatehouse.test') });
    await screen.findByRole('heading', { name: title });
    await user.upload(fileInput(), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(requests.count('POST', uploadPath)).toBe(0);
    requests.stop();
  });

  it('"Click to enlarge" opens the big photo in a modal; Escape closes it and focus goes back', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow({ ott: await oneTimeTokenFor('selfie@gatehouse.test') });
    await screen.findByRole('heading', { name: title });
    await choosePhoto(user);
    await user.click(enlarge());
    const dialog = await screen.findByRole('dialog', { name: 'Your selfie' });
    const big = screen.getByRole('img', { name: 'Your selfie, enlarged' });
    expect(dialog).toContainElement(big);
    expect(big).toHaveAttribute('src', previewImage().getAttribute('src'));
    expect(screen.getByRole('heading', { name: 'Your selfie', level: 2 })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(enlarge()).toHaveFocus();
    await user.click(enlarge());
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Upload new selfie" clears the photo and the error, revokes its URL and focuses the upload area', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow({ ott: await oneTimeTokenFor('selfie-refused@gatehouse.test') });
    await screen.findByRole('heading', { name: title });
    await choosePhoto(user);
    const url = previewImage().getAttribute('src');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not read your ID. Please try a clearer photo.',
    );
    await user.click(screen.getByRole('button', { name: 'Upload new selfie' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(fileInput()).toHaveFocus();
    expect(revokeObjectURL).toHaveBeenCalledWith(url);
  });

  it("shows the server's 4xx message as text; Submit again passes", async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'We could not read your ID. <b>Please</b> try a clearer photo.';
    server.use(
      http.post(
        `*${uploadPath}`,
        () => HttpResponse.json({ code: 'selfie_unreadable', message }, { status: 422 }),
        { once: true },
      ),
    );
    const { onSuccess } = renderFlow({ ott: await oneTimeTokenFor('selfie@gatehouse.test') });
    await screen.findByRole('heading', { name: title });
    await choosePhoto(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert.querySelector('b')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    await user.click(submit());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('a 4xx without a message shows "Something went wrong."', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(scenarioHandlers.failing(uploadPath, 400));
    const onFailure = vi.fn();
    renderFlow({ ott: await oneTimeTokenFor('selfie@gatehouse.test'), onFailure });
    await screen.findByRole('heading', { name: title });
    await choosePhoto(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('a 5xx calls the host’s failure handler; the photo stays', async () => {
    const user = userEvent.setup({ delay: null });
    const onFailure = vi.fn<(error: GatehouseError) => void>();
    renderFlow({ ott: await oneTimeTokenFor('selfie-down@gatehouse.test'), onFailure });
    await screen.findByRole('heading', { name: title });
    await choosePhoto(user);
    await user.click(submit());
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ status: 500, code: 'unexpected.error' });
    expect(previewImage()).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without a host handler, a 5xx shows the flow’s error screen', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow({ ott: await oneTimeTokenFor('selfie-down@gatehouse.test') });
    await screen.findByRole('heading', { name: title });
    await choosePhoto(user);
    await user.click(submit());
    expect(await screen.findByText('Something went wrong, please try again.')).toBeInTheDocument();
  });

  it('no upload path: the failure handler, nothing sent', async () => {
    const user = userEvent.setup({ delay: null });
    const onFailure = vi.fn<(error: GatehouseError) => void>();
    const requests = recordRequests();
    renderFlow({ ott: await oneTimeTokenFor('selfie-no-path@gatehouse.test'), onFailure });
    await screen.findByRole('heading', { name: title });
    await choosePhoto(user);
    await user.click(submit());
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ code: 'selfie.upload_path_missing' });
    expect(requests.count('POST', 'selfie')).toBe(0);
    requests.stop();
  });

  it('an upload path on another origin: the failure handler, the token never leaves', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      scenarioHandlers.tokenStatus({
        oneTimeToken: 'ott-selfie',
        actionType: 'IDENTITY__LOGIN',
        challenges: [
          {
            required: true,
            primaryChallenge: {
              type: 'SELFIE_WITH_ID',
              viewData: { attributes: { uploadPath: 'https://evil.example.net/upload' } },
            },
          },
        ],
      }),
    );
    const onFailure = vi.fn<(error: GatehouseError) => void>();
    const requests = recordRequests();
    renderFlow({ ott: 'ott-selfie', onFailure });
    await screen.findByRole('heading', { name: title });
    await choosePhoto(user);
    await user.click(submit());
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ code: 'selfie.upload_path_refused' });
    expect(requests.all.filter((request) => request.startsWith('POST'))).toEqual([]);
    requests.stop();
  });

  it('takes a photo dropped on the upload area', async () => {
    renderFlow({ ott: await oneTimeTokenFor('selfie@gatehouse.test') });
    await screen.findByRole('heading', { name: title });
    const file = photo();
    const zone = screen.getByText(desktopText).closest('label')!;
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(zone).toHaveClass('gh-selfie__drop--active');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(await screen.findByRole('img', { name: 'Your selfie' })).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledWith(file);
  });

  it('revokes the preview URL when the screen goes', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderFlow({ ott: await oneTimeTokenFor('selfie@gatehouse.test') });
    await screen.findByRole('heading', { name: title });
    await choosePhoto(user);
    const url = previewImage().getAttribute('src');
    expect(revokeObjectURL).not.toHaveBeenCalledWith(url);
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith(url);
  });

  it('unmounting during the upload aborts it and calls nothing', async () => {
    const user = userEvent.setup({ delay: null });
    let aborted = false;
    server.use(
      http.post(`*${uploadPath}`, async ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const onFailure = vi.fn();
    const { unmount, onSuccess } = renderFlow({
      ott: await oneTimeTokenFor('selfie@gatehouse.test'),
      onFailure,
    });
    await screen.findByRole('heading', { name: title });
    await choosePhoto(user);
    await user.click(submit());
    unmount();
    await act(() => delay(20));
    expect(aborted).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('can be completed with the keyboard alone', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSuccess } = renderFlow({ ott: await oneTimeTokenFor('selfie@gatehouse.test') });
    await screen.findByRole('heading', { name: title });
    await user.tab();
    expect(fileInput()).toHaveFocus();
    await user.upload(fileInput(), photo());
    fireEvent.load(await screen.findByRole('img', { name: 'Your selfie' }));
    await waitFor(() => expect(enlarge()).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Your selfie' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(enlarge()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Upload new selfie' })).toHaveFocus();
    await user.tab();
    expect(submit()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });
});

describe('detectMobileDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      0,
      true,
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
      5,
      true,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
      5,
      true,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
      0,
      false,
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
      0,
      false,
    ],
  ])('%s with %i touch points → %s', (userAgent, maxTouchPoints, mobile) => {
    vi.stubGlobal('navigator', { userAgent, maxTouchPoints });
    expect(detectMobileDevice()).toBe(mobile);
  });

  it('believes the browser when it says it is mobile', () => {
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      maxTouchPoints: 0,
      userAgentData: { mobile: true },
    });
    expect(detectMobileDevice()).toBe(true);
  });
});
