import type { Clock } from '@gatehouse-auth/core';
import {
  CAMERA_TIMEOUT_ERROR,
  CAMERA_TIMEOUT_MS,
} from '@gatehouse-auth/core/internal/challenges/faceMatch/faceMatchController';
import { systemClock, sleep } from '@gatehouse-auth/core/internal/runtime/clock';
import { startDeadline } from '@gatehouse-auth/core/internal/runtime/deadline';
import type {
  FaceScanAdapter,
  FaceScanCaptureOptions,
  FaceScanResult,
  FaceScanSession,
} from './faceScanAdapter';

export interface ReferenceFaceScanAdapterOptions {
  /** How long the live video shows before the frame is taken. Default 1500 ms. */
  holdStillMs?: number;
  /** The browser's media devices; the default is `navigator.mediaDevices`, read at capture time. */
  mediaDevices?: () => MediaDevices | undefined;
  clock?: Clock;
  /**
   * How long the camera may take to start (the permission prompt included) before the capture
   * rejects with a `TimeoutError`, which shows the camera-required screen. Default `CAMERA_TIMEOUT_MS` (a minute).
   */
  cameraTimeoutMs?: number;
}

/** The audit-trail image's size, and its low-quality copy's width. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 480;
const LOW_QUALITY_WIDTH = 160;

/** Tells a real face-scan payload from this adapter's, for any server that sees both. */
export const REFERENCE_FACE_SCAN_FORMAT = 'gatehouse-reference-face-scan';

function videoReady(video: HTMLVideoElement): Promise<void> {
  // HAVE_CURRENT_DATA: a frame can be drawn.
  if (video.readyState >= 2) return Promise.resolve();
  return new Promise((resolve) =>
    video.addEventListener('loadeddata', () => resolve(), { once: true }),
  );
}

/** One frame of the video as a JPEG, base64 without the `data:` prefix (what /submit takes). */
function jpegOf(video: HTMLVideoElement, width: number): string {
  const sourceWidth = video.videoWidth || IMAGE_WIDTH;
  const sourceHeight = video.videoHeight || IMAGE_HEIGHT;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.max(1, Math.round((sourceHeight / sourceWidth) * width));
  const context = canvas.getContext('2d');
  if (!context)
    throw new DOMException('This browser cannot draw the video frame.', 'NotSupportedError');
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const dataUrl = canvas.toDataURL('image/jpeg', 0.85);
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

/** The same session always gives the same scan: a stand-in that names what it was made for. */
export function referenceFaceScan(session: FaceScanSession): string {
  const payload = JSON.stringify({
    format: REFERENCE_FACE_SCAN_FORMAT,
    sdkVersion: session.sdkVersion,
    sessionId: session.sessionId,
    deviceKeyIdentifier: session.deviceKeyIdentifier,
  });
  return btoa(payload);
}

/**
 * A face-scan adapter built on the browser's camera alone, for the example app, Storybook and
 * tests: it shows the live video (labelled) in the challenge's container, takes one frame after
 * `holdStillMs` as the audit-trail image (a JPEG), and returns a deterministic `faceScan` in
 * place of a real SDK's encrypted one. It proves nothing about a face: never use it in production.
 */
export function createReferenceFaceScanAdapter(
  options: ReferenceFaceScanAdapterOptions = {},
): FaceScanAdapter {
  const holdStillMs = options.holdStillMs ?? 1500;
  const cameraTimeoutMs = options.cameraTimeoutMs ?? CAMERA_TIMEOUT_MS;
  const clock = options.clock ?? systemClock;
  const mediaDevices = options.mediaDevices ?? (() => globalThis.navigator?.mediaDevices);

  async function capture(
    session: FaceScanSession,
    { signal, container, videoLabel }: FaceScanCaptureOptions,
  ): Promise<FaceScanResult> {
    const media = mediaDevices();
    if (typeof media?.getUserMedia !== 'function')
      throw new DOMException('This browser has no camera access.', 'NotFoundError');
    const streaming = media.getUserMedia({
      video: { facingMode: 'user', width: { ideal: IMAGE_WIDTH }, height: { ideal: IMAGE_HEIGHT } },
      audio: false,
    });
    let stream: MediaStream | undefined;
    let gaveUp = false;
    // A stream that arrives after the user left, or after the time limit, is stopped at once.
    void streaming.then(
      (started) => {
        if (signal.aborted || gaveUp) for (const track of started.getTracks()) track.stop();
      },
      () => undefined,
    );

    /** One step of starting the camera: it settles, the user leaves, or the time limit passes. */
    async function cameraStep<T>(work: Promise<T>): Promise<T> {
      const deadline = startDeadline(cameraTimeoutMs, clock, signal);
      try {
        return await deadline.race(work);
      } catch (error) {
        throw deadline.expired
          ? new DOMException('The camera did not start in time.', CAMERA_TIMEOUT_ERROR)
          : error;
      } finally {
        deadline.clear();
      }
    }

    const video = document.createElement('video');
    try {
      try {
        stream = await cameraStep(streaming);
      } catch (error) {
        gaveUp = true;
        throw error;
      }
      video.muted = true;
      video.playsInline = true;
      video.autoplay = true;
      video.width = 320;
      video.setAttribute('aria-label', videoLabel);
      video.style.maxWidth = '100%';
      video.srcObject = stream;
      container.append(video);
      // A camera that starts but never sends a frame is as stuck as one that never starts.
      await cameraStep(video.play().then(() => videoReady(video)));
      await sleep(holdStillMs, signal, clock);
      return {
        sessionId: session.sessionId,
        faceScan: referenceFaceScan(session),
        auditTrailImage: jpegOf(video, IMAGE_WIDTH),
        lowQualityAuditTrailImage: jpegOf(video, LOW_QUALITY_WIDTH),
      };
    } finally {
      for (const track of stream?.getTracks() ?? []) track.stop();
      video.srcObject = null;
      video.remove();
    }
  }

  return { capture };
}

/** The reference adapter with its defaults (1.5 s of live video, then one frame). */
export const referenceFaceScanAdapter: FaceScanAdapter = createReferenceFaceScanAdapter();
