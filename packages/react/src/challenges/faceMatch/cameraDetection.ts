import type { CameraAvailability } from '@gatehouse-auth/core/internal';

/** The browser refused the camera: the user said no, or a policy forbids it here. */
const refusals = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

/**
 * Whether this browser can film the user (SPEC.md §4 "camera detection"): no
 * `navigator.mediaDevices`, or no video input among the devices, is 'none'; then the camera
 * permission is asked for (the browser may show its prompt) and the stream stopped at once. A
 * refusal is 'denied'; a camera that cannot start (missing, busy) is 'none'. Once `signal`
 * aborts (the challenge's time limit, or the user left) the check gives up, and a stream the
 * browser grants later is stopped as soon as it arrives.
 */
export async function detectCamera(
  mediaDevices: MediaDevices | undefined = globalThis.navigator?.mediaDevices,
  signal?: AbortSignal,
): Promise<CameraAvailability> {
  if (typeof mediaDevices?.getUserMedia !== 'function') return 'none';
  if (typeof mediaDevices.enumerateDevices === 'function') {
    try {
      // Before the permission, browsers list one unlabelled device per kind that exists.
      const devices = await mediaDevices.enumerateDevices();
      if (!devices.some((device) => device.kind === 'videoinput')) return 'none';
    } catch {
      // Listing failed: asking for the camera still tells.
    }
  }
  if (signal?.aborted) return 'none';
  try {
    // Stopped however late it comes: the camera light must not stay on after the check.
    const stream = await mediaDevices.getUserMedia({ video: true, audio: false });
    for (const track of stream.getTracks()) track.stop();
    return signal?.aborted ? 'none' : 'available';
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    return typeof name === 'string' && refusals.has(name) ? 'denied' : 'none';
  }
}
