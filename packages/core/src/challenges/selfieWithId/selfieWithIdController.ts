import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../../api/client';
import { asGatehouseError, type GatehouseError } from '../../errors/gatehouseError';
import { createLifetime } from '../../runtime/lifetime';
import { createSingleFlight } from '../../runtime/singleFlight';
import { readSelfieImageHeader, withinPixelLimits } from './selfieImage';
import { SELFIE_MAX_BYTES, uploadSelfie } from './selfieUpload';
import type { SelfieAttributes } from './selfieWithIdDefinition';

/**
 * SPEC.md §4 "Selfie":
 * - noPhoto: the upload area (with `problem` when the last file was refused), also while a
 *   chosen file's leading bytes are read;
 * - photoChosen: a file passed the checks and its preview is being drawn;
 * - uploaded: the preview is on screen, Submit is enabled;
 * - submitting: the upload is on its way;
 * - success: the server took it, the flow goes on;
 * - failure: the server refused it (a 4xx), `problem` says why; Submit or "Upload new selfie".
 */
export type SelfiePhase =
  'noPhoto' | 'photoChosen' | 'uploaded' | 'submitting' | 'success' | 'failure';

export type SelfieProblem =
  /** Over 10 MB (SPEC.md §5); `sizeInMb` to one decimal, e.g. "11.0". */
  | { kind: 'tooBig'; sizeInMb: string }
  /** No bytes at all. */
  | { kind: 'empty' }
  /** Its bytes are not a JPEG, PNG or WebP photo (an SVG, a web page…), whatever its name or type says. */
  | { kind: 'unsupportedType' }
  /** More pixels than the preview may decode (`SELFIE_MAX_PIXELS`, `SELFIE_MAX_SIDE`). */
  | { kind: 'tooManyPixels' }
  /** A photo format whose header is cut short or damaged, or one the browser cannot draw. */
  | { kind: 'notAnImage' }
  /** A 4xx: the server's own message, or null for "Something went wrong.". */
  | { kind: 'refused'; message: string | null };

export interface SelfieWithIdControllerState {
  phase: SelfiePhase;
  /** The chosen photo, from photoChosen on; null in noPhoto. */
  photo: File | null;
  problem: SelfieProblem | null;
}

/** "You are changing your phone number from X to Y": both numbers, or null when either is missing. */
export function phoneNumberChange(
  attributes: Pick<SelfieAttributes, 'currentPhoneNumber' | 'newPhoneNumber'>,
): { current: string; next: string } | null {
  const current = attributes.currentPhoneNumber?.trim();
  const next = attributes.newPhoneNumber?.trim();
  return current && next ? { current, next } : null;
}

/**
 * A file size in MB (1 MB = 1,048,576 bytes, so 10 MB is SPEC.md's 10485760) to one decimal,
 * rounded up: a refused file never reads as "10.0".
 */
export function fileSizeInMb(bytes: number): string {
  return (Math.ceil((bytes / 1_048_576) * 10) / 10).toFixed(1);
}

/** SPEC.md §9: mobile is told by the platform names in the user agent. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Windows Phone|IEMobile|BlackBerry|BB10|webOS|Opera Mini|Mobile|Silk|Kindle/i.test(
    userAgent,
  );
}

/** What the file says of itself (size and declared type): why it cannot be the selfie, or null. */
export function checkSelfieFile(file: File): SelfieProblem | null {
  if (file.size === 0) return { kind: 'empty' };
  if (file.size > SELFIE_MAX_BYTES) return { kind: 'tooBig', sizeInMb: fileSizeInMb(file.size) };
  // An empty type is left to the bytes: some systems name no type for a photo.
  if (file.type !== '' && !file.type.startsWith('image/')) return { kind: 'unsupportedType' };
  return null;
}

/**
 * Every check before the preview decodes the file: size and declared type, then its leading
 * bytes (an accepted photo format, whatever the name says) and its pixel size from the header.
 */
export async function checkSelfiePhoto(file: File): Promise<SelfieProblem | null> {
  const declared = checkSelfieFile(file);
  if (declared) return declared;
  let header: Awaited<ReturnType<typeof readSelfieImageHeader>>;
  try {
    header = await readSelfieImageHeader(file);
  } catch {
    // The file went away or cannot be read (a revoked permission, a cloud file not downloaded).
    return { kind: 'notAnImage' };
  }
  switch (header.kind) {
    case 'other':
      return { kind: 'unsupportedType' };
    case 'unreadable':
      return { kind: 'notAnImage' };
    case 'image':
      return withinPixelLimits(header.width, header.height) ? null : { kind: 'tooManyPixels' };
    default: {
      const unreachable: never = header;
      return unreachable;
    }
  }
}

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

export interface SelfieWithIdControllerOptions {
  client: Client;
  ott: string;
  /** The challenge's attributes, as its definition reads them. */
  attributes: SelfieAttributes;
  /** The upload passed: the flow reloads the token. */
  onPassed: () => void;
  /** SPEC.md §8: no upload path, a refused path, or any failure but a 4xx. */
  onFailure: (error: GatehouseError) => void;
}

export interface SelfieWithIdController extends StoreApi<SelfieWithIdControllerState> {
  /** Makes the controller usable again after dispose (React StrictMode's remount). */
  start(): void;
  /** A file from the picker or a drop, checked before any preview; none (a cancelled picker) changes nothing. */
  choose(file: File | null | undefined): void;
  /** The preview of `photo` is on screen: Submit is enabled. */
  previewReady(photo: File): void;
  /** The browser could not draw `photo`: it is refused. */
  previewFailed(photo: File): void;
  /** "Upload new selfie": back to the upload area, photo and problem cleared. */
  reset(): void;
  /** Sends the photo; does nothing without a previewed File or while one upload runs. */
  submit(): void;
  dispose(): void;
}

/**
 * The SELFIE_WITH_ID challenge (SPEC.md §2, §4, §5, §7, §8): choose a photo (10 MB at most),
 * review it, submit it as multipart to the challenge's `uploadPath`. One upload in flight at
 * most; a 2xx passes, a 4xx shows the server's message, anything else goes to the failure
 * handler with the photo kept.
 */
export function createSelfieWithIdController(
  options: SelfieWithIdControllerOptions,
): SelfieWithIdController {
  const { client, ott, attributes } = options;
  const store = createStore<SelfieWithIdControllerState>()(() => ({
    phase: 'noPhoto',
    photo: null,
    problem: null,
  }));
  const life = createLifetime();
  const uploading = createSingleFlight(life);
  /** Counts choices and resets: a check that finishes after a newer one (or a reset) is dropped. */
  let choice = 0;

  const set = (patch: Partial<SelfieWithIdControllerState>) => {
    if (!life.signal.aborted) store.setState(patch);
  };
  const locked = () => {
    const { phase } = store.getState();
    return life.signal.aborted || phase === 'submitting' || phase === 'success';
  };

  return {
    ...store,
    start: () => {
      if (!life.renew()) return;
      // An upload cut off by dispose left "submitting" behind: Submit works again.
      if (store.getState().phase === 'submitting') store.setState({ phase: 'uploaded' });
    },
    choose: (file) => {
      if (!file || locked()) return;
      choice += 1;
      const current = choice;
      void checkSelfiePhoto(file).then((problem) => {
        if (current !== choice || locked()) return;
        if (problem) set({ phase: 'noPhoto', photo: null, problem });
        else set({ phase: 'photoChosen', photo: file, problem: null });
      });
    },
    previewReady: (photo) => {
      const state = store.getState();
      if (state.phase === 'photoChosen' && state.photo === photo) set({ phase: 'uploaded' });
    },
    previewFailed: (photo) => {
      const state = store.getState();
      if (state.photo === photo && (state.phase === 'photoChosen' || state.phase === 'uploaded')) {
        set({ phase: 'noPhoto', photo: null, problem: { kind: 'notAnImage' } });
      }
    },
    reset: () => {
      if (locked()) return;
      choice += 1;
      set({ phase: 'noPhoto', photo: null, problem: null });
    },
    submit: () => {
      const { phase, photo } = store.getState();
      if ((phase !== 'uploaded' && phase !== 'failure') || !isFile(photo)) return;
      void uploading.run(
        (signal) => {
          set({ phase: 'submitting', problem: null });
          return uploadSelfie(client, {
            ott,
            uploadPath: attributes.uploadPath,
            file: photo,
            signal,
          });
        },
        () => {
          set({ phase: 'success', problem: null });
          options.onPassed();
        },
        (cause) => {
          const error = asGatehouseError(cause);
          if (error.status >= 400 && error.status < 500) {
            set({
              phase: 'failure',
              problem: { kind: 'refused', message: error.serverMessage?.trim() || null },
            });
            return;
          }
          // The host (or the error screen) takes over; the photo stays for another try.
          set({ phase: 'uploaded', problem: null });
          options.onFailure(error);
        },
      );
    },
    dispose: () => life.end(),
  };
}
