import { describe, expect, it, vi } from 'vitest';
import { detectCamera } from './cameraDetection';

function stream() {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
}

function media({
  devices = ['audioinput', 'videoinput'],
  getUserMedia,
}: {
  devices?: string[] | Error;
  getUserMedia?: () => Promise<MediaStream>;
}) {
  const started = stream();
  const mediaDevices = {
    enumerateDevices: vi.fn(async () => {
      if (devices instanceof Error) throw devices;
      return devices.map((kind) => ({ kind, deviceId: '', label: '', groupId: '' }));
    }),
    getUserMedia: vi.fn(getUserMedia ?? (async () => started.stream)),
  };
  return {
    mediaDevices: mediaDevices as unknown as MediaDevices,
    spies: mediaDevices,
    track: started.track,
  };
}

const refused = (name: string) => async () => Promise.reject(new DOMException('no', name));

describe('detectCamera', () => {
  it('available: a video input, and the permission is granted; the test stream is stopped at once', async () => {
    const { mediaDevices, spies, track } = media({});
    expect(await detectCamera(mediaDevices)).toBe('available');
    expect(spies.getUserMedia).toHaveBeenCalledWith({ video: true, audio: false });
    expect(track.stop).toHaveBeenCalledTimes(1);
  });

  it('none: no mediaDevices (an insecure page, an old browser) or no getUserMedia', async () => {
    expect(await detectCamera(undefined)).toBe('none');
    expect(await detectCamera({} as MediaDevices)).toBe('none');
  });

  it('none: no video input among the devices; the permission is never asked', async () => {
    const { mediaDevices, spies } = media({ devices: ['audioinput', 'audiooutput'] });
    expect(await detectCamera(mediaDevices)).toBe('none');
    expect(spies.getUserMedia).not.toHaveBeenCalled();
  });

  it('a failed device list still asks for the camera', async () => {
    const { mediaDevices } = media({ devices: new Error('nope') });
    expect(await detectCamera(mediaDevices)).toBe('available');
  });

  it.each(['NotAllowedError', 'SecurityError', 'PermissionDeniedError'])(
    'denied: getUserMedia fails with %s',
    async (name) => {
      expect(await detectCamera(media({ getUserMedia: refused(name) }).mediaDevices)).toBe(
        'denied',
      );
    },
  );

  it('stops a stream the browser grants after the check gave up (its time limit passed)', async () => {
    let grant: (stream: MediaStream) => void = () => undefined;
    const { mediaDevices, track } = media({
      getUserMedia: () => new Promise<MediaStream>((resolve) => (grant = resolve)),
    });
    const started = stream();
    const controller = new AbortController();
    const check = detectCamera(mediaDevices, controller.signal);
    await vi.waitFor(() => expect(mediaDevices.getUserMedia).toHaveBeenCalled());
    controller.abort();
    grant(started.stream);
    expect(await check).toBe('none');
    expect(started.track.stop).toHaveBeenCalledTimes(1);
    expect(track.stop).not.toHaveBeenCalled();
  });

  it('asks for nothing once the check was given up', async () => {
    const { mediaDevices, spies } = media({});
    const controller = new AbortController();
    controller.abort();
    expect(await detectCamera(mediaDevices, controller.signal)).toBe('none');
    expect(spies.getUserMedia).not.toHaveBeenCalled();
  });

  it.each(['NotFoundError', 'OverconstrainedError', 'NotReadableError', 'AbortError'])(
    'none: getUserMedia fails with %s',
    async (name) => {
      expect(await detectCamera(media({ getUserMedia: refused(name) }).mediaDevices)).toBe('none');
    },
  );
});
