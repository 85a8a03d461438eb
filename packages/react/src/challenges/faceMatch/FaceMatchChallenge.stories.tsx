import { systemClock, type Clock, type FaceScanResult } from '@gatehouse-auth/core';
import type { CameraAvailability } from '@gatehouse-auth/core/internal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectScreen,
  loginAs,
  pending,
  withRecoveryChallenge,
  storyClock,
  type ManualClock,
  type StoryLoaded,
} from '../../../../../.storybook/helpers';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';
import type { FaceScanAdapter } from './faceScanAdapter';
import { FaceScanProvider, type FaceScanProviderProps } from './FaceScanProvider';

const facematch = '/gateway/v1/one-time-token/facematch';
const introTitle = "Confirm it's you with a video selfie";
const challengeTitle = 'Take your video selfie';
const waitingTitle = 'Checking your video selfie';
const rejectedTitle = "Your video selfie didn't match";
const errorTitle = "We couldn't verify your selfie";
const cameraTitle = 'You need a camera to take a video selfie';
const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** How long the stand-in films, on the story's clock. */
const holdMs = 300;
const pollInterval = 1000;

/**
 * Stories have no camera: the stand-in shows where the SDK's video goes for `holdMs` on the
 * story's clock (or until the flow aborts, `forever`), then answers a scan the mock accepts.
 */
function storyAdapter({
  forever = false,
  clock = systemClock,
}: { forever?: boolean; clock?: Clock } = {}): FaceScanAdapter {
  return {
    capture: (session, { signal, container, videoLabel }) =>
      new Promise<FaceScanResult>((resolve, reject) => {
        const frame = document.createElement('div');
        frame.setAttribute('role', 'img');
        frame.setAttribute('aria-label', videoLabel);
        frame.className = 'gh-alert gh-alert--info';
        frame.textContent = '📷';
        container.append(frame);
        const done = () => {
          frame.remove();
          resolve({
            sessionId: session.sessionId,
            faceScan: 'c3Rvcnk=',
            auditTrailImage: '/9j/c3Rvcnk=',
          });
        };
        const timer = forever ? undefined : clock.setTimeout(done, holdMs);
        signal.addEventListener('abort', () => {
          clock.clearTimeout(timer);
          frame.remove();
          reject(signal.reason);
        });
      }),
  };
}

interface FaceScanParameters {
  camera?: CameraAvailability;
  userAgent?: string;
  adapter?: FaceScanAdapter;
}

function faceScanProps(
  parameters: FaceScanParameters | undefined,
  clock: Clock | undefined,
): Omit<FaceScanProviderProps, 'children'> {
  const camera = parameters?.camera ?? 'available';
  return {
    adapter: parameters?.adapter ?? storyAdapter({ clock }),
    detectCamera: async () => camera,
    userAgent: parameters?.userAgent ?? chrome,
    appLinks: { download: '/acme-app' },
  };
}

async function clickContinue(canvasElement: HTMLElement) {
  await expectScreen(canvasElement, introTitle);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
}

/** Continue, then the stand-in films for its `holdMs` and the scan goes in. */
async function film(canvasElement: HTMLElement, clock: ManualClock) {
  await clickContinue(canvasElement);
  await expectScreen(canvasElement, challengeTitle);
  await clock.runNext(holdMs);
}

/** `count` status polls, one second apart (the first a second after the scan went in). */
async function polls(clock: ManualClock, count: number) {
  for (let poll = 1; poll <= count; poll += 1) await clock.runNext(pollInterval);
}

/**
 * FACE_MATCH, the video selfie, inside `<ChallengeFlow>` under `<FaceScanProvider>`: the intro,
 * the camera-required screens, the video challenge (a stand-in adapter: stories have no camera),
 * waiting for the result (1 s polls, 30 at most), the rejection, and 'We couldn't verify your
 * selfie'. Each story logs a face-match scenario account in first. Time stands still until the
 * play function moves it (`film`, `polls`).
 */
const meta = {
  title: 'Challenges/FaceMatch',
  component: ChallengeFlow,
  args: { ott: 'ott-story', onSuccess: fn(), onFailure: fn() },
  parameters: { clock: 'manual', ...withRecoveryChallenge },
  render: (args, { loaded, parameters }) => (
    <FaceScanProvider
      {...faceScanProps(
        parameters.faceScan as FaceScanParameters | undefined,
        (loaded as StoryLoaded).clock,
      )}
    >
      <ChallengeFlow {...args} ott={typeof loaded.ott === 'string' ? loaded.ott : args.ott} />
    </FaceScanProvider>
  ),
} satisfies Meta<typeof ChallengeFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The intro: what the video selfie is, Continue, and the other ways. */
export const Intro: Story = {
  loaders: [loginAs('face-match@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, introTitle);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Try another way' })).toBeInTheDocument();
    await expect(canvas.queryByText(/doesn't work well in Firefox/)).not.toBeInTheDocument();
  },
};

/** In Firefox the intro warns that video selfie does not work well there. */
export const FirefoxWarning: Story = {
  loaders: [loginAs('face-match@gatehouse.test')],
  parameters: { faceScan: { userAgent: firefox } },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, introTitle);
    await expect(
      within(canvasElement).getByText(/Video selfie doesn't work well in Firefox\./),
    ).toBeVisible();
  },
};

/** Continue with the camera refused or missing: the camera-required screen. */
async function toCameraRequired(canvasElement: HTMLElement) {
  await clickContinue(canvasElement);
  await expectScreen(canvasElement, cameraTitle);
}

/** Camera required → "Try another way". */
async function toTryAnotherWay(canvasElement: HTMLElement) {
  await toCameraRequired(canvasElement);
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Try another way' }));
  return canvas;
}

/** The camera was refused: the camera-required intro. */
export const CameraRequired: Story = {
  loaders: [loginAs('face-match@gatehouse.test')],
  parameters: { faceScan: { camera: 'denied' } },
  play: async ({ canvasElement }) => {
    await toCameraRequired(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your browser isn't letting us use your camera\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check my camera again' })).toBeEnabled();
  },
};

/** No camera at all: the same screen says so. */
export const NoCamera: Story = {
  loaders: [loginAs('face-match@gatehouse.test')],
  parameters: { faceScan: { camera: 'none' } },
  play: async ({ canvasElement }) => {
    await toCameraRequired(canvasElement);
    await expect(
      within(canvasElement).getByText("We couldn't find a camera on this device."),
    ).toBeVisible();
  },
};

/** The camera never answered in time (a permission prompt left open, a stuck device): the same screen says what to try. */
export const CameraTimedOut: Story = {
  loaders: [loginAs('face-match@gatehouse.test')],
  parameters: {
    faceScan: {
      adapter: {
        capture: () =>
          Promise.reject(new DOMException('The camera did not start in time.', 'TimeoutError')),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await toCameraRequired(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your camera didn't respond\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check my camera again' })).toBeEnabled();
  },
};

/** Camera required → "Try another way": the app, or a manual check. */
export const CameraRequiredTryAnotherWay: Story = {
  loaders: [loginAs('face-match@gatehouse.test')],
  parameters: { faceScan: { camera: 'denied' } },
  play: async ({ canvasElement }) => {
    const canvas = await toTryAnotherWay(canvasElement);
    await expectScreen(canvasElement, 'Try another way');
    await expect(canvas.getByRole('button', { name: 'Download the app' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Check manually' }),
    ).toHaveAccessibleDescription(/can take up to 1 day/);
  },
};

/** Camera required → "Download the app": the QR code, the address, the store badges, Back. */
export const CameraRequiredDownloadApp: Story = {
  loaders: [loginAs('face-match@gatehouse.test')],
  parameters: { faceScan: { camera: 'denied' } },
  play: async ({ canvasElement }) => {
    const canvas = await toTryAnotherWay(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download the app' }));
    await expectScreen(canvasElement, 'Download the app');
    await expect(
      canvas.getByRole('img', { name: 'QR code for the app download page' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `${window.location.origin}/acme-app` }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};

/** Camera required → "Try another way" → "Check manually": the phone-number change (a host stand-in here). */
export const CheckManually: Story = {
  loaders: [loginAs('face-match@gatehouse.test')],
  parameters: { faceScan: { camera: 'denied' } },
  play: async ({ canvasElement }) => {
    const canvas = await toTryAnotherWay(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check manually' }));
    await expectScreen(canvasElement, 'Change your phone number');
  },
};

/** The video challenge: the adapter's video (a stand-in) on screen while it films. */
export const Challenge: Story = {
  loaders: [loginAs('face-match@gatehouse.test')],
  parameters: {
    faceScan: { adapter: storyAdapter({ forever: true }) },
    // The scan vendor's video keeps the accessible name it was given as the capture started.
    pseudoLocale: { hostTexts: ['Your camera'] },
  },
  play: async ({ canvasElement }) => {
    await clickContinue(canvasElement);
    await expectScreen(canvasElement, challengeTitle);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Your camera' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Taking your video selfie…');
  },
};

/** The scan is in; the status stays STILL_PROCESSING: waiting for the result. */
export const Waiting: Story = {
  loaders: [loginAs('face-match@gatehouse.test')],
  parameters: {
    msw: {
      handlers: [
        http.get(`*${facematch}/status`, () => HttpResponse.json({ result: 'STILL_PROCESSING' })),
      ],
    },
  },
  play: async ({ canvasElement, loaded }) => {
    await film(canvasElement, storyClock(loaded));
    await expectScreen(canvasElement, waitingTitle);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Waiting for the result…',
    );
  },
};

/** face-match@: STILL_PROCESSING twice, then ACCEPTED; the flow completes. */
export const Accepted: Story = {
  loaders: [loginAs('face-match@gatehouse.test')],
  play: async ({ canvasElement, args, loaded }) => {
    const clock = storyClock(loaded);
    await film(canvasElement, clock);
    await polls(clock, 3);
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        oneTimeToken: loaded.ott,
        actionType: 'IDENTITY__LOGIN',
      }),
    );
  },
};

/** face-match-rejected@ (REJECTED at the 2nd poll) with the rejection call still running: the rejection screen. */
export const Rejected: Story = {
  loaders: [loginAs('face-match-rejected@gatehouse.test')],
  parameters: { msw: { handlers: [pending(`${facematch}/flow/rejection`)] } },
  play: async ({ canvasElement, loaded }) => {
    const clock = storyClock(loaded);
    await film(canvasElement, clock);
    await polls(clock, 2);
    const canvas = within(canvasElement);
    await expectScreen(canvasElement, rejectedTitle);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Finding another way to verify you…',
    );
  },
};

/** face-match-rejected@: the rejection flow answers OTHER_METHODS_SELECTED, so the other ways open. */
export const RejectedOtherWays: Story = {
  loaders: [loginAs('face-match-rejected@gatehouse.test')],
  play: async ({ canvasElement, loaded }) => {
    const clock = storyClock(loaded);
    await film(canvasElement, clock);
    await polls(clock, 2);
    const canvas = within(canvasElement);
    await expectScreen(canvasElement, 'Choose a 2-step verification method');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expectScreen(canvasElement, rejectedTitle);
    await expect(canvas.getByRole('button', { name: 'Check manually' })).toBeEnabled();
  },
};

/** face-match-failed@: FAILED at the 2nd poll; 'We couldn't verify your selfie' with "Try again", which films again and is ACCEPTED at the 2nd poll. */
export const Failed: Story = {
  loaders: [loginAs('face-match-failed@gatehouse.test')],
  play: async ({ canvasElement, args, loaded }) => {
    const clock = storyClock(loaded);
    await film(canvasElement, clock);
    await polls(clock, 2);
    const canvas = within(canvasElement);
    await expectScreen(canvasElement, errorTitle);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Make sure your face is well lit and fully in the frame, then try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expectScreen(canvasElement, challengeTitle);
    await clock.runNext(holdMs);
    await polls(clock, 2);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

/** face-match-timeout@: 30 polls of STILL_PROCESSING, then TIMED_OUT. */
export const TimedOut: Story = {
  loaders: [loginAs('face-match-timeout@gatehouse.test')],
  play: async ({ canvasElement, loaded }) => {
    const clock = storyClock(loaded);
    await film(canvasElement, clock);
    await polls(clock, 29);
    await expectScreen(canvasElement, waitingTitle);
    await polls(clock, 1);
    const canvas = within(canvasElement);
    await expectScreen(canvasElement, errorTitle);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Checking your video selfie took too long.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** face-match-intro-fallback@: the intro answers START_PHONE_NUMBER_CHANGE, so the phone-number change starts. */
export const IntroFallback: Story = {
  loaders: [loginAs('face-match-intro-fallback@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await clickContinue(canvasElement);
    await expectScreen(canvasElement, 'Change your phone number');
  },
};
