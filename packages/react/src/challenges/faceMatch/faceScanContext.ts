import type { CameraAvailability } from '@gatehouse-auth/core/internal';
import { createContext } from 'react';
import type { FaceScanAdapter } from './faceScanAdapter';

/** Where 'Download the app' sends the user (camera-required screens). */
export interface AppLinks {
  /** The app's download page: the QR code's address (a site path is made absolute). */
  download: string;
  appStore: string;
  googlePlay: string;
}

/** What `<FaceScanProvider>` gives the FACE_MATCH challenge. */
export interface FaceScanSettings {
  adapter: FaceScanAdapter;
  /** `signal` aborts when the answer comes too late (the challenge's time limit) or the user left. */
  detectCamera: (signal: AbortSignal) => Promise<CameraAvailability>;
  /** Read for the Firefox warning; undefined asks the browser at render time. */
  userAgent: string | undefined;
  appLinks: AppLinks;
}

/** The host capability `<FaceScanProvider>` adds: FACE_MATCH's definition is available only with it. */
export const FACE_SCAN_CAPABILITY = 'faceScan';

/** The host's face-scan adapter and settings, for the FACE_MATCH challenge below `<FaceScanProvider>`. */
export const FaceScanContext = createContext<FaceScanSettings | null>(null);
