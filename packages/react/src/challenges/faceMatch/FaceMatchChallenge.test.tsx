import type { FaceScanResult, FaceScanSession, GatehouseError } from '@gatehouse-auth/core';
import type { CameraAvailability } from '@gatehouse-auth/core/internal';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { manualTime } from '../../../test/manualTime';
import { oneTimeTokenFor, recordRequests, server, setupMockServer } from '../../../test/mockServer';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';
import { Screen } from '../../primitives/Screen';
import { GatehouseProvider } from '../../provider/GatehouseProvider';
import { availableDefinitions } from '../../registry/availableDefinitions';
import { defineChallenge, type ChallengeProps } from '../../registry/challengeDefinition';
import { defaultChallenges } from '../defaultChallenges';
import type { FaceScanAdapter, FaceScanCaptureOptions } from './faceScanAdapter';
import { FaceScanProvider, type FaceScanProviderProps } from './FaceScanProvider';

setupMockServer();

const introTitle = "Confirm it's you with a video selfie";
const challengeTitle = 'Take your video selfie';
const waitingTitle = 'Checking your video selfie';
const errorTitle = "We couldn't verify your selfie";
const cameraTitle = 'You need a camera to take a video selfie';
const changePhoneNumberTitle = 'Stand-in phone-number change';
const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const statusPath = '*/gateway/v1/one-time-token/facematch/status';

/** The phone-number change is another challenge's: a stand-in shows where the flow went. */
function ChangePhoneNumberStandIn({ challenge }: ChallengeProps) {
  return (
    <Screen title={changePhoneNumberTitle}>
      <p>{challenge.type}</p>
    </Screen>
  );
}

/** An adapter that resolves at once with a scan the mock accepts, recording what it was given. */
function fakeAdapter(
  capture?: (session: FaceScanSession, options: FaceScanCaptureOptions) => Promise<FaceScanResult>,
) {
  const calls: Array<{
    session: FaceScanSession;
    options: FaceScanCaptureOptions;
    containerInScreen: boolean;
  }> = [];
  const adapter: FaceScanAdapter = {
    capture: (session, options) => {
      calls.push({
        session,
        options,
        containerInScreen: options.container.closest('section') !== null,
      });
      return capture
        ? capture(session, options)
        : Promise.resolve({
            sessionId: session.sessionId,
            faceScan: 'c2Nhbg==',
            auditTrailImage: '/9j/4AAQ',
          });
    },
  };
  return { adapter, calls };
}

interface RenderOptions {
  provider?: Partial<FaceScanProviderProps> | false;
  camera?: CameraAvailability;
}

/** The flow on a manual clock: `time` moves it. */
function renderFlow(ott: string, { provider = {}, camera = 'available' }: RenderOptions = {}) {
  const time = manualTime();
  const onSuccess = vi.fn();
  const onError = vi.fn<(error: GatehouseError) => void>();
  const detectCamera = vi.fn(async (_signal: AbortSignal) => camera);
  const { adapter, calls } = fakeAdapter();
  const flow = (
    <GatehouseProvider
      config={time.config()}
      onError={onError}
      challenges={{
        INITIATE_CHANGE_PHONE_NUMBER_FLOW: {
          ...defaultChallenges.INITIATE_CHANGE_PHONE_NUMBER_FLOW,
          component: ChangePhoneNumberStandIn,
        },
      }}
    >
      <ChallengeFlow ott={ott} onSuccess={onSuccess} />
    </GatehouseProvider>
  );
  const view = render(
    provider === false ? (
      flow
    ) : (
      <FaceScanProvider
        adapter={adapter}
        detectCamera={detectCamera}
        userAgent={chrome}
        {...provider}
      >
        {flow}
      </FaceScanProvider>
    ),
  );
  return { ...view, onSuccess, onError, detectCamera, calls, time };
}

// Status polls go 1 s apart, the first a second after the scan: each when the test lets it.
const pollInterval = 1000;

const button = (name: string) => screen.getByRole('button', { name });

describe('FACE_MATCH availability', () => {
  it('the built-in FACE_MATCH is offered only with a face-scan adapter', () => {
    expect(Object.hasOwn(availableDefinitions(defaultChallenges, {}), 'FACE_MATCH')).toBe(false);
    expect(
      Object.hasOwn(availableDefinitions(defaultChallenges, { faceScan: false }), 'FACE_MATCH'),
    ).toBe(false);
    expect(
      Object.hasOwn(availableDefinitions(defaultChallenges, { faceScan: true }), 'FACE_MATCH'),
    ).toBe(true);
  });

  it("a host's own FACE_MATCH definition decides for itself; one spread from the built-in keeps its check", () => {
    const own = defineChallenge({ component: ChangePhoneNumberStandIn });
    expect(
      Object.hasOwn(
        availableDefinitions({ ...defaultChallenges, FACE_MATCH: own }, {}),
        'FACE_MATCH',
      ),
    ).toBe(true);
    const spread = { ...defaultChallenges.FACE_MATCH, component: ChangePhoneNumberStandIn };
    expect(
      Object.hasOwn(
        availableDefinitions({ ...defaultChallenges, FACE_MATCH: spread }, {}),
        'FACE_MATCH',
      ),
    ).toBe(false);
    expect(
      Object.hasOwn(
        availableDefinitions({ ...defaultChallenges, FACE_MATCH: spread }, { faceScan: true }),
        'FACE_MATCH',
      ),
    ).toBe(true);
  });
});

describe('FaceMatchChallenge', () => {
  it('is not offered without a <FaceScanProvider>: the SMS alternative shows instead', async () => {
    const requests = recordRequests();
    renderFlow(await oneTimeTokenFor('face-match@gatehouse.test'), { provider: false });
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: introTitle })).not.toBeInTheDocument();
    expect(requests.count('POST', '/facematch/')).toBe(0);
    requests.stop();
  });

  it('accepted (face-match@): intro, camera check, the adapter films, waiting, then the flow completes', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const ott = await oneTimeTokenFor('face-match@gatehouse.test');
    const { onSuccess, detectCamera, calls, onError, time } = renderFlow(ott);
    expect(await screen.findByRole('heading', { name: introTitle })).toBeInTheDocument();
    expect(screen.queryByText(/doesn't work well in Firefox/)).not.toBeInTheDocument();
    expect(detectCamera).not.toHaveBeenCalled();
    expect(requests.count('POST', '/facematch/flow')).toBe(0);

    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: waitingTitle })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the result…');
    expect(detectCamera).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.session).toMatchObject({
      productionKey: 'mock-production-key',
      deviceKeyIdentifier: 'mock-device-key-identifier',
      faceScanPublicKey: 'mock-face-scan-public-key',
      sdkVersion: '0.1.10',
    });
    expect(calls[0]!.options.videoLabel).toBe('Your camera');
    expect(calls[0]!.containerInScreen).toBe(true);

    // STILL_PROCESSING twice, then ACCEPTED.
    await time.runSteps(pollInterval, 3);
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ oneTimeToken: ott, actionType: 'IDENTITY__LOGIN' }),
    );
    expect(requests.all.filter((r) => r.includes('/facematch/'))).toEqual([
      'POST /gateway/v1/one-time-token/facematch/flow',
      'GET /gateway/v1/one-time-token/facematch/trigger',
      'POST /gateway/v1/one-time-token/facematch/submit',
      'GET /gateway/v1/one-time-token/facematch/status',
      'GET /gateway/v1/one-time-token/facematch/status',
      'GET /gateway/v1/one-time-token/facematch/status',
    ]);
    expect(onError).not.toHaveBeenCalled();
    requests.stop();
  });

  it('shows the video challenge screen while the adapter films, with the container for its video', async () => {
    const user = userEvent.setup({ delay: null });
    let release: (() => void) | undefined;
    const { adapter } = fakeAdapter(
      (session, { container, videoLabel }) =>
        new Promise((resolve) => {
          const video = document.createElement('video');
          video.setAttribute('aria-label', videoLabel);
          container.append(video);
          release = () =>
            resolve({
              sessionId: session.sessionId,
              faceScan: 'c2Nhbg==',
              auditTrailImage: '/9j/4AAQ',
            });
        }),
    );
    renderFlow(await oneTimeTokenFor('face-match@gatehouse.test'), { provider: { adapter } });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { name: challengeTitle });
    expect(heading).toHaveFocus();
    await waitFor(() => expect(release).toBeDefined());
    const section = heading.closest('section')!;
    expect(within(section).getByLabelText('Your camera').tagName).toBe('VIDEO');
    expect(within(section).getByRole('status')).toHaveTextContent('Taking your video selfie…');
    act(() => release!());
    expect(await screen.findByRole('heading', { name: waitingTitle })).toBeInTheDocument();
  });

  it('warns that video selfie does not work well in Firefox (intro and challenge)', async () => {
    renderFlow(await oneTimeTokenFor('face-match@gatehouse.test'), {
      provider: { userAgent: firefox },
    });
    await screen.findByRole('heading', { name: introTitle });
    expect(
      screen.getByText(
        "Video selfie doesn't work well in Firefox. If you have trouble, use another browser, such as Chrome, Edge or Safari.",
      ),
    ).toBeInTheDocument();
  });

  it('camera denied: the camera-required screens, the QR code, the store links, Back, and "Check manually"', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    renderFlow(await oneTimeTokenFor('face-match@gatehouse.test'), {
      camera: 'denied',
      provider: {
        appLinks: { download: '/get-the-app', appStore: 'https://apps.example.test/acme' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: cameraTitle })).toHaveFocus();
    expect(screen.getByText(/Your browser isn't letting us use your camera/)).toBeInTheDocument();
    expect(requests.count('GET', '/facematch/trigger')).toBe(0);

    await user.click(button('Try another way'));
    expect(await screen.findByRole('heading', { name: 'Try another way' })).toHaveFocus();
    expect(button('Check manually')).toHaveAccessibleDescription(
      'A manual check asks for a selfie holding your passport or ID, and can take up to 1 day.',
    );
    await user.click(button('Download the app'));
    expect(await screen.findByRole('heading', { name: 'Download the app' })).toHaveFocus();
    const qr = screen.getByRole('img', { name: 'QR code for the app download page' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('rect').length).toBeGreaterThan(20);
    const address = `${window.location.origin}/get-the-app`;
    expect(screen.getByRole('link', { name: address })).toHaveAttribute('href', address);
    const stores = screen.getByRole('list', { name: 'Get the app from your app store' });
    expect(within(stores).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.example.test/acme',
    );
    expect(within(stores).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps',
    );

    await user.click(button('Back'));
    expect(await screen.findByRole('heading', { name: 'Try another way' })).toHaveFocus();
    await user.click(button('Back'));
    expect(await screen.findByRole('heading', { name: cameraTitle })).toHaveFocus();
    await user.click(button('Try another way'));
    await user.click(await screen.findByRole('button', { name: 'Check manually' }));
    expect(
      await screen.findByRole('heading', { name: changePhoneNumberTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText('INITIATE_CHANGE_PHONE_NUMBER_FLOW')).toBeInTheDocument();
    requests.stop();
  });

  it('puts no app link through that the navigation gate refuses: no QR code, no javascript: or disguised link', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow(await oneTimeTokenFor('face-match@gatehouse.test'), {
      camera: 'denied',
      provider: {
        appLinks: {
          download: 'javascript:alert(document.domain)',
          appStore: '/\\evil.example/app',
          googlePlay: 'https://play.google.com/store/apps',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: cameraTitle });
    await user.click(button('Try another way'));
    await user.click(await screen.findByRole('button', { name: 'Download the app' }));
    expect(await screen.findByRole('heading', { name: 'Download the app' })).toHaveFocus();
    expect(
      screen.queryByRole('img', { name: 'QR code for the app download page' }),
    ).not.toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://play.google.com/store/apps',
    ]);
  });

  it('no camera: says so; "Check my camera again" goes on once there is one', async () => {
    const user = userEvent.setup({ delay: null });
    const { detectCamera } = renderFlow(await oneTimeTokenFor('face-match@gatehouse.test'), {
      camera: 'none',
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText("We couldn't find a camera on this device."),
    ).toBeInTheDocument();
    detectCamera.mockResolvedValue('available');
    await user.click(button('Check my camera again'));
    expect(await screen.findByRole('heading', { name: waitingTitle })).toBeInTheDocument();
  });

  it('a camera check that never answers (a prompt left open) ends on the camera-required screen after a minute; checking again works', async () => {
    const user = userEvent.setup({ delay: null });
    const { detectCamera, time } = renderFlow(await oneTimeTokenFor('face-match@gatehouse.test'));
    detectCamera.mockImplementationOnce(() => new Promise<CameraAvailability>(() => undefined));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(detectCamera).toHaveBeenCalledTimes(1));
    // The camera check's minute is running.
    await time.waitForTimer(60_000);
    await time.advance(50_000);
    expect(button('Continue')).toHaveAttribute('aria-busy', 'true');
    await time.advance(10_000);
    expect(await screen.findByRole('heading', { name: cameraTitle })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Your camera didn't respond. If your browser is asking to use your camera, allow it; close any other app using the camera, then check again.",
      ),
    ).toBeInTheDocument();
    expect(detectCamera.mock.calls[0]![0]).toMatchObject({ aborted: true });
    await user.click(button('Check my camera again'));
    expect(await screen.findByRole('heading', { name: waitingTitle })).toBeInTheDocument();
  });

  it('the intro falling back to START_PHONE_NUMBER_CHANGE (face-match-intro-fallback@) starts the phone-number change', async () => {
    const user = userEvent.setup({ delay: null });
    const { detectCamera } = renderFlow(
      await oneTimeTokenFor('face-match-intro-fallback@gatehouse.test'),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: changePhoneNumberTitle }),
    ).toBeInTheDocument();
    expect(detectCamera).not.toHaveBeenCalled();
  });

  it('an intro error falls back to the phone-number change too, reported without the token', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(
        '*/gateway/v1/one-time-token/facematch/flow',
        () => new HttpResponse(null, { status: 503 }),
      ),
    );
    const ott = await oneTimeTokenFor('face-match@gatehouse.test');
    const { onError } = renderFlow(ott);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: changePhoneNumberTitle }),
    ).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(onError.mock.calls[0]![0])).not.toContain(ott);
  });

  it('an intro 404 ott_not_found falls back to the phone-number change, and never reaches error monitoring', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post('*/gateway/v1/one-time-token/facematch/flow', () =>
        HttpResponse.json({ code: 'ott_not_found' }, { status: 404 }),
      ),
    );
    const { onError } = renderFlow(await oneTimeTokenFor('face-match@gatehouse.test'));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: changePhoneNumberTitle }),
    ).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('an unknown intro result is only logged: the intro stays, with the error', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post('*/gateway/v1/one-time-token/facematch/flow', () =>
        HttpResponse.json({ result: 'LATER' }),
      ),
    );
    const { onError } = renderFlow(await oneTimeTokenFor('face-match@gatehouse.test'));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    expect(screen.getByRole('heading', { name: introTitle })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'facematch.unhandled_result',
        params: { result: 'LATER', step: 'intro' },
      }),
    );
  });

  it('OTHER_METHODS_SELECTED from the intro opens the other ways; Back shows the intro again', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post('*/gateway/v1/one-time-token/facematch/flow', () =>
        HttpResponse.json({ result: 'OTHER_METHODS_SELECTED' }),
      ),
    );
    renderFlow(await oneTimeTokenFor('face-match@gatehouse.test'));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Choose a 2-step verification method' }),
    ).toHaveFocus();
    await user.click(button('Back'));
    expect(await screen.findByRole('heading', { name: introTitle })).toHaveFocus();
    expect(button('Continue')).toBeEnabled();
  });

  it('REJECTED (face-match-rejected@): the rejection, then OTHER_METHODS_SELECTED opens the other ways', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const { onSuccess, time } = renderFlow(
      await oneTimeTokenFor('face-match-rejected@gatehouse.test'),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: waitingTitle });
    // STILL_PROCESSING once, then REJECTED.
    await time.runSteps(pollInterval, 2);
    expect(
      await screen.findByRole('heading', { name: 'Choose a 2-step verification method' }),
    ).toBeInTheDocument();
    expect(requests.count('POST', '/facematch/flow/rejection')).toBe(1);
    await user.click(button('Back'));
    expect(
      await screen.findByRole('heading', { name: "Your video selfie didn't match" }),
    ).toHaveFocus();
    expect(button('Check manually')).toBeInTheDocument();
    await user.click(button('Try another way'));
    await user.click(await screen.findByRole('button', { name: 'Text message (SMS)' }));
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    requests.stop();
  });

  it('FAILED (face-match-failed@): "We couldn\'t verify your selfie"; Try again re-triggers and is accepted', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const { onSuccess, onError, calls, time } = renderFlow(
      await oneTimeTokenFor('face-match-failed@gatehouse.test'),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: waitingTitle });
    // STILL_PROCESSING once, then FAILED.
    await time.runSteps(pollInterval, 2);
    expect(await screen.findByRole('heading', { name: errorTitle })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Make sure your face is well lit and fully in the frame, then try again.',
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'FAILED' }));
    expect(requests.count('GET', '/facematch/status')).toBe(2);

    await user.click(button('Try again'));
    expect(await screen.findByRole('heading', { name: waitingTitle })).toHaveFocus();
    expect(requests.count('GET', '/facematch/trigger')).toBe(2);
    expect(requests.count('POST', '/facematch/flow')).toBe(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.session.sessionId).not.toBe(calls[0]!.session.sessionId);
    // STILL_PROCESSING once, then ACCEPTED.
    await time.runSteps(pollInterval, 2);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    requests.stop();
  });

  it('STILL_PROCESSING for good (face-match-timeout@): 30 polls 1 s apart, then TIMED_OUT on the error screen', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const { onError, onSuccess, time } = renderFlow(
      await oneTimeTokenFor('face-match-timeout@gatehouse.test'),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: waitingTitle });
    const polls = () => requests.count('GET', '/facematch/status');
    await time.runSteps(pollInterval, 10);
    await time.waitForTimer(pollInterval);
    expect(polls()).toBe(10);
    await time.runSteps(pollInterval, 19);
    await time.waitForTimer(pollInterval);
    expect(polls()).toBe(29);
    expect(screen.getByRole('heading', { name: waitingTitle })).toBeInTheDocument();
    await time.runSteps(pollInterval, 1);
    expect(await screen.findByRole('heading', { name: errorTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Checking your video selfie took too long.',
    );
    expect(polls()).toBe(30);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'TIMED_OUT' }));
    await time.advance(60_000);
    expect(polls()).toBe(30);
    expect(onSuccess).not.toHaveBeenCalled();
    requests.stop();
  });

  it('stops polling on unmount', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    server.use(http.get(statusPath, () => HttpResponse.json({ result: 'STILL_PROCESSING' })));
    const { unmount, time } = renderFlow(await oneTimeTokenFor('face-match@gatehouse.test'));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: waitingTitle });
    await time.runSteps(pollInterval, 3);
    await time.waitForTimer(pollInterval);
    const before = requests.count('GET', '/facematch/status');
    expect(before).toBe(3);
    unmount();
    await time.advance(60_000);
    expect(requests.count('GET', '/facematch/status')).toBe(before);
    requests.stop();
  });

  it('aborts the capture on unmount', async () => {
    const user = userEvent.setup({ delay: null });
    let signal: AbortSignal | undefined;
    const { adapter } = fakeAdapter(
      (_session, options) => ((signal = options.signal), new Promise(() => {})),
    );
    const { unmount } = renderFlow(await oneTimeTokenFor('face-match@gatehouse.test'), {
      provider: { adapter },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(signal).toBeDefined());
    expect(signal!.aborted).toBe(false);
    unmount();
    expect(signal!.aborted).toBe(true);
  });

  it('a cancelled capture shows the error screen, and "Try again" films again', async () => {
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    const { adapter } = fakeAdapter(async (session) => {
      attempts += 1;
      if (attempts === 1) throw new DOMException('The user closed the camera.', 'NotAllowedError');
      return { sessionId: session.sessionId, faceScan: 'c2Nhbg==', auditTrailImage: '/9j/4AAQ' };
    });
    const { onError } = renderFlow(await oneTimeTokenFor('face-match@gatehouse.test'), {
      provider: { adapter },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: errorTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Your video selfie didn't finish.");
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'facematch.capture_failed',
        serverMessage: 'NotAllowedError',
      }),
    );
    await user.click(button('Try again'));
    expect(await screen.findByRole('heading', { name: waitingTitle })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
