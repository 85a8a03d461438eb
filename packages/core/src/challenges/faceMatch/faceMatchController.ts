import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../../api/client';
import {
  asGatehouseError,
  clientError,
  errorName,
  GatehouseError,
  isAbortError,
} from '../../errors/gatehouseError';
import { startDeadline } from '../../runtime/deadline';
import { createLifetime } from '../../runtime/lifetime';
import { createStatusWait } from '../statusPoll';
import {
  getFaceMatchStatus,
  startFaceMatchFlow,
  startFaceMatchRejectionFlow,
  submitFaceScan,
  triggerFaceMatch,
  type FaceMatchStatusResult,
  type FaceScanResult,
  type FaceScanSession,
} from './faceMatchCalls';

/** SPEC.md §9: up to 30 status requests, 1 s apart. */
export const FACE_MATCH_POLL_INTERVAL_MS = 1000;
export const FACE_MATCH_MAX_POLLS = 30;

/**
 * How long the camera may take to answer (the check, or a capture's start) before the
 * camera-required screen shows: a minute, for a user reading the browser's permission prompt.
 */
export const CAMERA_TIMEOUT_MS = 60_000;

/** The name of the error a face-scan adapter rejects with when the camera did not start in time. */
export const CAMERA_TIMEOUT_ERROR = 'TimeoutError';

/** The `result` values of …/facematch/flow and …/flow/rejection that SPEC.md §4 names. */
export const faceMatchFlowResults = {
  startFaceTec: 'START_FACE_TEC',
  success: 'SUCCESS',
  otherMethodsSelected: 'OTHER_METHODS_SELECTED',
  startApproveAnotherWay: 'START_APPROVE_ANOTHER_WAY',
  startPhoneNumberChange: 'START_PHONE_NUMBER_CHANGE',
  consentDenied: 'CONSENT_DENIED',
} as const;

/** What the host's error monitoring receives (SPEC.md §8: result codes TIMED_OUT and FAILED). */
export const faceMatchErrorCodes = {
  timedOut: 'TIMED_OUT',
  failed: 'FAILED',
  /** A flow or rejection result the fallback rules do not know: only logged. */
  unhandledResult: 'facematch.unhandled_result',
  /** The adapter's capture failed or the user cancelled it (the error's name only). */
  captureFailed: 'facematch.capture_failed',
} as const;

/** Where a flow or rejection result sends the user (SPEC.md §4, "fallback"). */
export type FaceMatchFallback = 'alternates' | 'phoneNumberChange' | 'logged';

/**
 * The fallback rules: OTHER_METHODS_SELECTED and START_APPROVE_ANOTHER_WAY show the other
 * ways; START_PHONE_NUMBER_CHANGE and CONSENT_DENIED start the phone-number change; anything
 * else is only logged.
 */
export function faceMatchFallback(result: string): FaceMatchFallback {
  switch (result) {
    case faceMatchFlowResults.otherMethodsSelected:
    case faceMatchFlowResults.startApproveAnotherWay:
      return 'alternates';
    case faceMatchFlowResults.startPhoneNumberChange:
    case faceMatchFlowResults.consentDenied:
      return 'phoneNumberChange';
    default:
      return 'logged';
  }
}

/** The intro's results that go on to the video selfie. */
export function faceMatchIntroProceeds(result: string): boolean {
  return result === faceMatchFlowResults.startFaceTec || result === faceMatchFlowResults.success;
}

/** SPEC.md §2: video selfie does not work well in Firefox (desktop `Firefox/`, iOS `FxiOS/`). */
export function isFirefoxUserAgent(userAgent: string): boolean {
  return /\b(Firefox|FxiOS)\//.test(userAgent);
}

/** What the browser said about a camera: usable, missing, or refused by the user. */
export type CameraAvailability = 'available' | 'none' | 'denied';

/** The camera check's outcome: what the browser said, or no answer in time (a prompt left open, a stuck device). */
export type CameraCheck = CameraAvailability | 'timedOut';

/**
 * Runs one face-scan session with the host's SDK (the UI layer binds its adapter and a video
 * container). Resolves with the /submit body; rejects with an AbortError once `signal` aborts.
 */
export type FaceScanCapture = (
  session: FaceScanSession,
  signal: AbortSignal,
) => Promise<FaceScanResult>;

/**
 * intro: the face-match intro, "Continue" starts; checking: the intro's flow call and the camera
 * check; cameraRequired: no camera, camera refused or no answer in time (three sub-screens);
 * preparing, capturing, submitting: the video challenge (trigger, the adapter's capture,
 * submit); waiting: status
 * polling; rejected: the rejection flow; failed: 'We couldn't verify your selfie' with "Try
 * again"; accepted: passed; leaving: handed over to the phone-number change.
 */
export type FaceMatchPhase =
  | 'intro'
  | 'checking'
  | 'cameraRequired'
  | 'preparing'
  | 'capturing'
  | 'submitting'
  | 'waiting'
  | 'rejected'
  | 'failed'
  | 'accepted'
  | 'leaving';

export type CameraRequiredScreen = 'intro' | 'tryAnotherWay' | 'downloadApp';

/** Why the error screen shows: the server's FAILED, the polling limit, a failed capture or call. */
export type FaceMatchFailure = 'FAILED' | 'TIMED_OUT' | 'CAPTURE_FAILED' | 'ERROR';

export interface FaceMatchControllerState {
  phase: FaceMatchPhase;
  /** cameraRequired: which sub-screen, and why (no camera, permission refused, or no answer in time). */
  cameraScreen: CameraRequiredScreen;
  camera: CameraCheck | null;
  /** failed: why. */
  failure: FaceMatchFailure | null;
  /** intro: the flow call answered a result the fallback rules do not know (logged). */
  introUnhandled: boolean;
  /** rejected: the rejection call is still running. */
  rejectionPending: boolean;
  /** Status polls since the last submit. */
  polls: number;
}

export interface FaceMatchControllerOptions {
  client: Client;
  ott: string;
  /** The browser's camera check, supplied by the UI layer; `signal` aborts when the answer comes too late or the user left. */
  detectCamera: (signal: AbortSignal) => Promise<CameraAvailability>;
  /** How long the camera check may take; default `CAMERA_TIMEOUT_MS`. Runs on the client's clock. */
  cameraTimeoutMs?: number | undefined;
  capture: FaceScanCapture;
  /** ACCEPTED: the challenge is passed. */
  onPassed: () => void;
  /** Fallback "alternates": the other ways to pass this step. */
  onShowAlternates: () => void;
  /** Fallback "phone-number change", and "check manually" on the camera-required screens. */
  onPhoneNumberChange: () => void;
  /** The token is gone (a 400, 401 or 404 status; a 401 or 404 trigger or submit): the flow's error screen. */
  onFatal: (error: GatehouseError) => void;
  /**
   * Error monitoring: unhandled results, TIMED_OUT, FAILED, failed calls, each as it comes; never
   * the token or the scan. Give it the flow's `reportError` (`FlowStore`), which leaves out the
   * codes expected in normal use (ott_not_found), as the widget does.
   */
  reportError?: ((error: GatehouseError) => void) | undefined;
}

export interface FaceMatchController extends StoreApi<FaceMatchControllerState> {
  /** Makes the controller usable again after dispose (React StrictMode's remount). */
  start(): void;
  /** The intro's "Continue": the flow call, the camera check, then the video challenge. */
  begin(): void;
  /** Camera required: check the camera again (after the user allowed it or plugged one in). */
  checkCamera(): void;
  showCameraScreen(screen: CameraRequiredScreen): void;
  /** Camera required: "Check manually" starts the phone-number change. */
  checkManually(): void;
  /** The error screen's "Try again": a new trigger and capture. */
  tryAgain(): void;
  dispose(): void;
}

const TOKEN_GONE_STATUSES: readonly number[] = [401, 404];

const initial: FaceMatchControllerState = {
  phase: 'intro',
  cameraScreen: 'intro',
  camera: null,
  failure: null,
  introUnhandled: false,
  rejectionPending: false,
  polls: 0,
};

/** Phases with work in flight: cut off by dispose, they start over from the intro. */
const transientPhases: readonly FaceMatchPhase[] = [
  'checking',
  'preparing',
  'capturing',
  'submitting',
  'waiting',
  'rejected',
];

/**
 * The FACE_MATCH challenge (SPEC.md §4): the intro's flow call and camera check, the camera-
 * required screens, the video selfie through the host's face-scan adapter, then status polling
 * (STILL_PROCESSING, ACCEPTED, REJECTED → the rejection flow, FAILED, or TIMED_OUT after 30).
 */
export function createFaceMatchController(
  options: FaceMatchControllerOptions,
): FaceMatchController {
  const { client, ott } = options;
  const store = createStore<FaceMatchControllerState>()(() => initial);
  const life = createLifetime();
  const wait = createStatusWait(client, `face-match:${ott}`);

  const set = (patch: Partial<FaceMatchControllerState>) => {
    if (!life.signal.aborted) store.setState(patch);
  };
  const phase = () => store.getState().phase;

  function reportUnhandled(result: string, step: 'intro' | 'rejection') {
    options.reportError?.(
      new GatehouseError({
        status: 0,
        code: faceMatchErrorCodes.unhandledResult,
        params: { result, step },
      }),
    );
  }

  /** Applies the fallback rules; answers whether the user was sent somewhere. */
  function fallBack(result: string, step: 'intro' | 'rejection', signal: AbortSignal): boolean {
    if (signal.aborted) return true;
    const route = faceMatchFallback(result);
    switch (route) {
      case 'alternates':
        options.onShowAlternates();
        return true;
      case 'phoneNumberChange':
        set({ phase: 'leaving' });
        options.onPhoneNumberChange();
        return true;
      case 'logged':
        reportUnhandled(result, step);
        return false;
      default: {
        const unreachable: never = route;
        return unreachable;
      }
    }
  }

  async function checkCameraThenChallenge(signal: AbortSignal) {
    // An unanswered permission prompt or a stuck device must not leave the spinner forever.
    const deadline = startDeadline(
      options.cameraTimeoutMs ?? CAMERA_TIMEOUT_MS,
      client.config.clock,
      signal,
    );
    let camera: CameraCheck;
    try {
      camera = await deadline.race(
        Promise.resolve().then(() => options.detectCamera(deadline.signal)),
      );
    } catch {
      camera = deadline.expired ? 'timedOut' : 'none';
    } finally {
      deadline.clear();
    }
    if (signal.aborted) return;
    if (camera === 'available') void runChallenge(signal);
    else set({ phase: 'cameraRequired', cameraScreen: 'intro', camera });
  }

  async function introFlow(signal: AbortSignal) {
    let result: string;
    try {
      result = await startFaceMatchFlow(client, { ott, signal });
    } catch (cause) {
      if (signal.aborted) return;
      // SPEC.md §4: an intro error falls back to START_PHONE_NUMBER_CHANGE.
      options.reportError?.(asGatehouseError(cause));
      result = faceMatchFlowResults.startPhoneNumberChange;
    }
    if (signal.aborted) return;
    if (faceMatchIntroProceeds(result)) {
      await checkCameraThenChallenge(signal);
      return;
    }
    // Back from "choose a method" shows the intro again.
    set({ phase: 'intro', introUnhandled: false });
    if (!fallBack(result, 'intro', signal)) set({ introUnhandled: true });
  }

  function callFailed(cause: unknown, signal: AbortSignal) {
    if (signal.aborted || isAbortError(cause)) return;
    const error = asGatehouseError(cause);
    if (TOKEN_GONE_STATUSES.includes(error.status)) {
      options.onFatal(error);
      return;
    }
    options.reportError?.(error);
    set({ phase: 'failed', failure: 'ERROR' });
  }

  async function runChallenge(signal: AbortSignal) {
    wait.stop();
    set({ phase: 'preparing', failure: null, polls: 0 });
    let session: FaceScanSession;
    try {
      session = await triggerFaceMatch(client, { ott, signal });
    } catch (cause) {
      callFailed(cause, signal);
      return;
    }
    if (signal.aborted) return;
    set({ phase: 'capturing' });
    let result: FaceScanResult;
    try {
      result = await options.capture(session, signal);
    } catch (cause) {
      if (signal.aborted) return;
      // The browser's or SDK's error name only (NotAllowedError, AbortError…): never its data.
      const name = errorName(cause);
      options.reportError?.(clientError(faceMatchErrorCodes.captureFailed, name));
      // The camera never started: the same help as a camera check that got no answer.
      if (name === CAMERA_TIMEOUT_ERROR)
        set({ phase: 'cameraRequired', cameraScreen: 'intro', camera: 'timedOut' });
      else set({ phase: 'failed', failure: 'CAPTURE_FAILED' });
      return;
    }
    if (signal.aborted) return;
    set({ phase: 'submitting' });
    try {
      await submitFaceScan(client, { ott, signal, result });
    } catch (cause) {
      callFailed(cause, signal);
      return;
    }
    if (signal.aborted) return;
    set({ phase: 'waiting', polls: 0 });
    waitForResult(signal);
  }

  function failWith(failure: 'FAILED' | 'TIMED_OUT') {
    options.reportError?.(
      clientError(failure === 'FAILED' ? faceMatchErrorCodes.failed : faceMatchErrorCodes.timedOut),
    );
    set({ phase: 'failed', failure });
  }

  function waitForResult(signal: AbortSignal) {
    wait.poll<Exclude<FaceMatchStatusResult, 'STILL_PROCESSING'>>({
      poll: async (pollSignal) => {
        const result = await getFaceMatchStatus(client, { ott, signal: pollSignal });
        return result === 'STILL_PROCESSING'
          ? { kind: 'pending' }
          : { kind: 'done', value: result };
      },
      intervalMs: FACE_MATCH_POLL_INTERVAL_MS,
      maxAttempts: FACE_MATCH_MAX_POLLS,
      // The scan was just sent: the first verdict is worth asking for a second later.
      delayFirst: true,
      onPending: (polls) => set({ polls }),
      onDone: (result) => {
        if (signal.aborted) return;
        set({ polls: wait.poller?.attempts ?? 0 });
        switch (result) {
          case 'ACCEPTED':
            set({ phase: 'accepted' });
            options.onPassed();
            return;
          case 'REJECTED':
            void rejection(signal);
            return;
          case 'FAILED':
            failWith('FAILED');
            return;
          default: {
            const unreachable: never = result;
            return unreachable;
          }
        }
      },
      onFailed: (cause) => {
        if (!signal.aborted) options.onFatal(asGatehouseError(cause));
      },
      onExhausted: () => {
        if (!signal.aborted) failWith('TIMED_OUT');
      },
    });
  }

  async function rejection(signal: AbortSignal) {
    set({ phase: 'rejected', rejectionPending: true });
    let result: string;
    try {
      result = await startFaceMatchRejectionFlow(client, { ott, signal });
    } catch (cause) {
      if (signal.aborted) return;
      // SPEC.md §4: a failed rejection call counts as OTHER_METHODS_SELECTED.
      options.reportError?.(asGatehouseError(cause));
      result = faceMatchFlowResults.otherMethodsSelected;
    }
    if (signal.aborted) return;
    set({ rejectionPending: false });
    fallBack(result, 'rejection', signal);
  }

  return {
    ...store,
    start: () => {
      if (!life.renew()) return;
      if (transientPhases.includes(phase())) store.setState({ ...initial });
    },
    begin: () => {
      if (life.signal.aborted || phase() !== 'intro') return;
      set({ phase: 'checking', introUnhandled: false });
      void introFlow(life.signal);
    },
    checkCamera: () => {
      if (life.signal.aborted || phase() !== 'cameraRequired') return;
      set({ phase: 'checking' });
      void checkCameraThenChallenge(life.signal);
    },
    showCameraScreen: (screen) => {
      if (phase() === 'cameraRequired') set({ cameraScreen: screen });
    },
    checkManually: () => {
      if (life.signal.aborted || phase() !== 'cameraRequired') return;
      set({ phase: 'leaving' });
      options.onPhoneNumberChange();
    },
    tryAgain: () => {
      if (life.signal.aborted || phase() !== 'failed') return;
      void runChallenge(life.signal);
    },
    dispose: () => {
      life.end();
      wait.stop();
    },
  };
}
