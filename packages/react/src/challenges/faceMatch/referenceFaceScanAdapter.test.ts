import type { FaceScanSession } from '@gatehouse-auth/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createReferenceFaceScanAdapter,
  REFERENCE_FACE_SCAN_FORMAT,
  referenceFaceScan,
} from './referenceFaceScanAdapter';

const session: FaceScanSession = {
  productionKey: 'pk',
  deviceKeyIdentifier: 'dk-1',
  faceScanPublicKey: 'pub',
  sessionId: 'fs-1',
  sdkVersion: '0.1.10',
};

function camera() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  let answer: (value: MediaStream) => void = () => {};
  let refuse: (error: unknown) => void = () => {};
  const getUserMedia = vi.fn(
    () =>
      new Promise<MediaStream>((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      }),
  );
  return {
    track,
    getUserMedia,
    grant: () => answer(stream),
    refuse: (name: string) => refuse(new DOMException('no', name)),
    mediaDevices: () => ({ getUserMedia }) as unknown as MediaDevices,
  };
}

const drawImage = vi.fn();
let container: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
  ) {
    return `data:${type};base64,/9j/${this.width}x${this.height}`;
  });
});

afterEach(() => {
  container.remove();
  vi.useRealTimers();
});

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('referenceFaceScan', () => {
  it('is the same for the same session, and names its format, the SDK version and the session', () => {
    expect(referenceFaceScan(session)).toBe(referenceFaceScan({ ...session }));
    expect(referenceFaceScan(session)).not.toBe(
      referenceFaceScan({ ...session, sessionId: 'fs-2' }),
    );
    expect(JSON.parse(atob(referenceFaceScan(session)))).toEqual({
      format: REFERENCE_FACE_SCAN_FORMAT,
      sdkVersion: '0.1.10',
      sessionId: 'fs-1',
      deviceKeyIdentifier: 'dk-1',
    });
  });
});

describe('createReferenceFaceScanAdapter', () => {
  it('shows the labelled live video for holdStillMs, then returns one JPEG frame (and a small copy) and stops the camera', async () => {
    const cam = camera();
    const adapter = createReferenceFaceScanAdapter({
      holdStillMs: 1500,
      mediaDevices: cam.mediaDevices,
    });
    let result: unknown;
    void adapter
      .capture(session, {
        signal: new AbortController().signal,
        container,
        videoLabel: 'Your camera',
      })
      .then((r) => (result = r));
    expect(cam.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
      audio: false,
    });
    cam.grant();
    await flush();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('aria-label', 'Your camera');
    expect(video.muted).toBe(true);
    await vi.advanceTimersByTimeAsync(1499);
    expect(result).toBeUndefined();
    expect(cam.track.stop).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({
      sessionId: 'fs-1',
      faceScan: referenceFaceScan(session),
      auditTrailImage: '/9j/640x480',
      lowQualityAuditTrailImage: '/9j/160x120',
    });
    expect(drawImage).toHaveBeenCalledTimes(2);
    expect(cam.track.stop).toHaveBeenCalledTimes(1);
    expect(container.querySelector('video')).toBeNull();
  });

  it("aborted while the video shows: rejects with the signal's reason, stops the camera, removes the video", async () => {
    const cam = camera();
    const controller = new AbortController();
    const adapter = createReferenceFaceScanAdapter({ mediaDevices: cam.mediaDevices });
    const capture = adapter.capture(session, {
      signal: controller.signal,
      container,
      videoLabel: 'Your camera',
    });
    const outcome = capture.catch((error: unknown) => error);
    cam.grant();
    await flush();
    expect(container.querySelector('video')).not.toBeNull();
    controller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    expect(cam.track.stop).toHaveBeenCalledTimes(1);
    expect(container.querySelector('video')).toBeNull();
  });

  it('aborted while the browser asks for the camera: a stream that comes later is stopped at once', async () => {
    const cam = camera();
    const controller = new AbortController();
    const adapter = createReferenceFaceScanAdapter({ mediaDevices: cam.mediaDevices });
    const outcome = adapter
      .capture(session, { signal: controller.signal, container, videoLabel: 'Your camera' })
      .catch((e: unknown) => e);
    controller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    // The camera's time limit went with it.
    expect(vi.getTimerCount()).toBe(0);
    cam.grant();
    await flush();
    expect(cam.track.stop).toHaveBeenCalledTimes(1);
    expect(container.childElementCount).toBe(0);
  });

  it("a refused camera rejects with the browser's error and leaves nothing behind", async () => {
    const cam = camera();
    const adapter = createReferenceFaceScanAdapter({ mediaDevices: cam.mediaDevices });
    const outcome = adapter
      .capture(session, {
        signal: new AbortController().signal,
        container,
        videoLabel: 'Your camera',
      })
      .catch((e: unknown) => e);
    cam.refuse('NotAllowedError');
    expect(await outcome).toMatchObject({ name: 'NotAllowedError' });
    expect(container.childElementCount).toBe(0);
  });

  it('a camera that never answers (a prompt left open) rejects with TimeoutError after a minute, not before; a late stream is stopped', async () => {
    const cam = camera();
    const adapter = createReferenceFaceScanAdapter({ mediaDevices: cam.mediaDevices });
    let outcome: unknown;
    void adapter
      .capture(session, {
        signal: new AbortController().signal,
        container,
        videoLabel: 'Your camera',
      })
      .catch((e: unknown) => (outcome = e));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ name: 'TimeoutError' });
    expect(container.childElementCount).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    cam.grant();
    await flush();
    expect(cam.track.stop).toHaveBeenCalledTimes(1);
  });

  it('honours cameraTimeoutMs, also for a camera that starts but never sends a frame', async () => {
    const cam = camera();
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(0);
    const adapter = createReferenceFaceScanAdapter({
      mediaDevices: cam.mediaDevices,
      cameraTimeoutMs: 5_000,
    });
    let outcome: unknown;
    void adapter
      .capture(session, {
        signal: new AbortController().signal,
        container,
        videoLabel: 'Your camera',
      })
      .catch((e: unknown) => (outcome = e));
    cam.grant();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ name: 'TimeoutError' });
    expect(cam.track.stop).toHaveBeenCalledTimes(1);
    expect(container.childElementCount).toBe(0);
  });

  it('without camera access at all it rejects with NotFoundError', async () => {
    const adapter = createReferenceFaceScanAdapter({ mediaDevices: () => undefined });
    await expect(
      adapter.capture(session, {
        signal: new AbortController().signal,
        container,
        videoLabel: 'x',
      }),
    ).rejects.toMatchObject({
      name: 'NotFoundError',
    });
  });
});
