import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectScreen, loginAs, pending } from '../../../../../.storybook/helpers';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';
import { MobileDeviceContext } from './mobileDevice';

const uploadPath = '/gateway/v1/one-time-token/selfie-with-id/upload';
const title = 'Upload and review your selfie';
const desktopText = 'Drag and drop your selfie here, or choose a file';
const mobileText = 'Take a photo or choose one from your phone';

/** A real PNG drawn in the browser: a face beside an ID card, small enough to upload fast. */
async function selfiePhoto(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 300;
  const draw = canvas.getContext('2d');
  if (!draw) throw new Error('This browser cannot draw the story photo.');
  draw.fillStyle = '#d9e6f2';
  draw.fillRect(0, 0, 240, 300);
  draw.fillStyle = '#e0ac69';
  draw.beginPath();
  draw.arc(100, 110, 55, 0, Math.PI * 2);
  draw.fill();
  draw.fillStyle = '#ffffff';
  draw.fillRect(120, 190, 100, 64);
  draw.fillStyle = '#0b5cad';
  draw.fillRect(128, 200, 30, 36);
  draw.fillRect(164, 204, 48, 6);
  draw.fillRect(164, 218, 40, 6);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (png) => (png ? resolve(png) : reject(new Error('The story photo could not be encoded.'))),
      'image/png',
    ),
  );
  return new File([blob], 'selfie.png', { type: 'image/png' });
}

const deviceIs =
  (mobile: boolean): Decorator =>
  (Story) => (
    <MobileDeviceContext.Provider value={() => mobile}>
      <Story />
    </MobileDeviceContext.Provider>
  );

async function choosePhoto(canvasElement: HTMLElement, file?: File) {
  await expectScreen(canvasElement, title);
  const canvas = within(canvasElement);
  await userEvent.upload(canvas.getByLabelText(desktopText), file ?? (await selfiePhoto()));
}

/** Chooses the story photo and waits until its preview is drawn and Submit is enabled. */
async function reviewPhoto(canvasElement: HTMLElement) {
  await choosePhoto(canvasElement);
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled());
}

async function submitPhoto(canvasElement: HTMLElement) {
  await reviewPhoto(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
}

/**
 * SELFIE_WITH_ID inside `<ChallengeFlow>`: what the selfie must show, the upload area (its
 * text differs on phones), the 10 MB limit, the preview with "Click to enlarge", "Upload new
 * selfie" and Submit, which posts the photo as multipart to the challenge's uploadPath.
 */
const meta = {
  title: 'Challenges/SelfieWithId',
  component: ChallengeFlow,
  args: { ott: 'ott-story', onSuccess: fn(), onFailure: fn() },
  decorators: [deviceIs(false)],
  render: (args, { loaded }) => (
    <ChallengeFlow {...args} ott={typeof loaded.ott === 'string' ? loaded.ott : args.ott} />
  ),
} satisfies Meta<typeof ChallengeFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** selfie@ on a computer: the phone-number change, the documents, the checklist, "drag and drop". */
export const NoPhotoDesktop: Story = {
  loaders: [loginAs('selfie@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'You are changing your phone number from +44 ••••• •••789 to +44 7700 900321.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your selfie must show' })).toBeVisible();
    await expect(canvas.getByText('Your full face and your ID')).toBeVisible();
    await expect(canvas.getByText('The first and last name on your ID')).toBeVisible();
    await expect(canvas.getByText(desktopText)).toBeVisible();
    await expect(canvas.getByLabelText(desktopText)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
  },
};

/** The same on a phone: "Take a photo or choose one from your phone". */
export const NoPhotoMobile: Story = {
  loaders: [loginAs('selfie@gatehouse.test')],
  decorators: [deviceIs(true)],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(mobileText)).toBeVisible();
    await expect(canvas.getByLabelText(mobileText)).toHaveAttribute('type', 'file');
    await expect(canvas.queryByText(desktopText)).toBeNull();
  },
};

/** selfie-no-phone@: no phone numbers in the challenge data, so no sentence about them. */
export const WithoutPhoneNumbers: Story = {
  loaders: [loginAs('selfie-no-phone@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, title);
    await expect(
      within(canvasElement).queryByText(/You are changing your phone number/),
    ).toBeNull();
  },
};

/** A photo chosen with the file input: its preview, "Click to enlarge", "Upload new selfie", Submit. */
export const PhotoChosen: Story = {
  loaders: [loginAs('selfie@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await reviewPhoto(canvasElement);
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('img', { name: 'Your selfie' });
    await expect(preview).toBeVisible();
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByRole('button', { name: 'Click to enlarge' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Upload new selfie' })).toBeEnabled();
  },
};

/** "Click to enlarge": the photo in the Modal primitive, its heading focused. */
export const Enlarged: Story = {
  loaders: [loginAs('selfie@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await reviewPhoto(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Click to enlarge' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Your selfie' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: 'Your selfie, enlarged' })).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Your selfie' })).toHaveFocus();
  },
};

/** An 11 MB file: refused with its size, nothing sent. */
export const TooBig: Story = {
  loaders: [loginAs('selfie@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await choosePhoto(
      canvasElement,
      new File([new Uint8Array(11 * 1_048_576)], 'huge.jpg', { type: 'image/jpeg' }),
    );
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please provide a file smaller than 10MB. Your file is 11.0MB.',
    );
    await expect(canvas.getByLabelText(desktopText)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('img', { name: 'Your selfie' })).toBeNull();
  },
};

/** An SVG named selfie.jpg and typed image/jpeg: its bytes are no photo, so it is refused unseen. */
export const NotAPhoto: Story = {
  loaders: [loginAs('selfie@gatehouse.test')],
  play: async ({ canvasElement }) => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    await choosePhoto(canvasElement, new File([svg], 'selfie.jpg', { type: 'image/jpeg' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please choose a photo (JPG, PNG or WebP).',
    );
    await expect(canvas.queryByRole('img', { name: 'Your selfie' })).toBeNull();
  },
};

/** A PNG whose header claims 100000 × 100000 pixels: refused before the preview would decode it. */
export const TooManyPixels: Story = {
  loaders: [loginAs('selfie@gatehouse.test')],
  play: async ({ canvasElement }) => {
    const header = new Uint8Array(64);
    // Signature, then IHDR: length 13, type, width and height (big-endian 100000 = 0x000186A0).
    header.set([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 1,
      0x86, 0xa0, 0, 1, 0x86, 0xa0, 8, 2,
    ]);
    await choosePhoto(canvasElement, new File([header], 'selfie.png', { type: 'image/png' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This photo is too large to open. Please choose one of 50 megapixels or less.',
    );
    await expect(canvas.queryByRole('img', { name: 'Your selfie' })).toBeNull();
  },
};

/** The upload never answers: Submit stays busy. */
export const Submitting: Story = {
  loaders: [loginAs('selfie@gatehouse.test')],
  parameters: { msw: { handlers: [pending(uploadPath)] } },
  play: async ({ canvasElement }) => {
    await submitPhoto(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending your selfie…');
    await expect(canvas.getByRole('button', { name: 'Upload new selfie' })).toBeDisabled();
  },
};

/** selfie-refused@: the upload answers 400 with a message, shown as the server wrote it. */
export const ServerMessage: Story = {
  loaders: [loginAs('selfie-refused@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await submitPhoto(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not read your ID. Please try a clearer photo.',
    );
    await expect(canvas.getByRole('button', { name: 'Upload new selfie' })).toBeEnabled();
  },
};

/** selfie-down@ without a host handler: the upload's empty 500 shows the flow's error screen. */
export const ServerError: Story = {
  loaders: [loginAs('selfie-down@gatehouse.test')],
  args: { onFailure: undefined },
  play: async ({ canvasElement }) => {
    await submitPhoto(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Something went wrong, please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** selfie-no-path@ with a host handler: Submit sends nothing and calls onFailure. */
export const NoUploadPath: Story = {
  loaders: [loginAs('selfie-no-path@gatehouse.test')],
  play: async ({ canvasElement, args }) => {
    await submitPhoto(canvasElement);
    await waitFor(() =>
      expect(args.onFailure).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'selfie.upload_path_missing' }),
      ),
    );
  },
};

/** selfie@: the upload answers 204 and the flow succeeds. */
export const Success: Story = {
  loaders: [loginAs('selfie@gatehouse.test')],
  play: async ({ canvasElement, args, loaded }) => {
    await submitPhoto(canvasElement);
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        oneTimeToken: loaded.ott,
        actionType: 'IDENTITY__LOGIN',
      }),
    );
  },
};
