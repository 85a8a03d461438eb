import type { FaceScanResult, FaceScanSession } from '@gatehouse-auth/core';
import type { CameraAvailability } from '@gatehouse-auth/core/internal';

export type { CameraAvailability, FaceScanResult, FaceScanSession };

/** What the FACE_MATCH challenge hands an adapter for one capture. */
export interface FaceScanCaptureOptions {
  /**
   * Aborts when the user leaves the challenge (or the widget unmounts): stop the camera, remove
   * what you added to `container`, and reject with the signal's reason (an AbortError).
   */
  signal: AbortSignal;
  /**
   * An empty element on the challenge screen, yours until the promise settles: put the SDK's
   * live video and guidance here. The widget never touches its content; it goes with the screen.
   */
  container: HTMLElement;
  /** An accessible name for the live video, in the page's language ('Your camera'). */
  videoLabel: string;
}

/**
 * The face-scan SDK behind FACE_MATCH. The SDK itself is proprietary and not bundled: a host
 * wraps its own in this one method and passes it to `<FaceScanProvider adapter>`.
 *
 * `capture` gets one session: the trigger's `productionKey`, `deviceKeyIdentifier`,
 * `faceScanPublicKey` and `sessionId`, and `sdkVersion` '0.1.10' (the version the trigger
 * announced in `X-Face-Scan-Sdk-Version`). It resolves with exactly the body of
 * POST …/facematch/submit (`FaceScanResult`):
 *
 * - `sessionId`: the session's id, unchanged;
 * - `faceScan`: the SDK's encrypted face scan, opaque to Gatehouse;
 * - `auditTrailImage`: one audit-trail image (SDK 0.1.10 sends one), a JPEG base64-encoded
 *   without a `data:` prefix;
 * - `lowQualityAuditTrailImage` (optional): a smaller copy of it, same encoding.
 *
 * Reject when the user cancels or the SDK fails: the widget shows 'We couldn't verify your
 * selfie' with "Try again", which triggers a new session and calls `capture` again. Reject with
 * an error named 'TimeoutError' (`CAMERA_TIMEOUT_ERROR`) when the camera does not start within
 * `CAMERA_TIMEOUT_MS`: the widget then shows the camera-required screen instead of a spinner.
 */
export interface FaceScanAdapter {
  capture(session: FaceScanSession, options: FaceScanCaptureOptions): Promise<FaceScanResult>;
}
