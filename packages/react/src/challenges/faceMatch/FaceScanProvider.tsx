import type { CameraAvailability } from '@gatehouse-auth/core/internal';
import { useMemo, type ReactNode } from 'react';
import { HostCapability } from '../../registry/hostCapabilities';
import { detectCamera as browserCameraCheck } from './cameraDetection';
import type { FaceScanAdapter } from './faceScanAdapter';
import {
  FACE_SCAN_CAPABILITY,
  FaceScanContext,
  type AppLinks,
  type FaceScanSettings,
} from './faceScanContext';

/** Placeholders a host replaces with its own app's pages. */
export const defaultAppLinks: AppLinks = {
  download: '/app',
  appStore: 'https://apps.apple.com/',
  googlePlay: 'https://play.google.com/store/apps',
};

export interface FaceScanProviderProps {
  /** The host's face-scan SDK behind the adapter interface (in tests and demos, `referenceFaceScanAdapter` from `@gatehouse-auth/react/testing`). */
  adapter: FaceScanAdapter;
  /**
   * The camera check; the default asks the browser (enumerateDevices, then getUserMedia). After
   * `CAMERA_TIMEOUT_MS` without an answer the camera-required screen shows and `signal` aborts.
   */
  detectCamera?: (signal: AbortSignal) => Promise<CameraAvailability>;
  /** The user agent the Firefox warning reads; the default is the browser's own. */
  userAgent?: string;
  /** The QR code's download page and the app-store links; each defaults to a placeholder. */
  appLinks?: Partial<AppLinks>;
  children?: ReactNode;
}

/**
 * Offers the FACE_MATCH (video selfie) challenge to every flow below it, with the host's
 * face-scan adapter. Without it the challenge is never offered. Put it outside
 * `<GatehouseProvider>` so step-up modals get it too.
 */
export function FaceScanProvider({
  adapter,
  detectCamera,
  userAgent,
  appLinks,
  children,
}: FaceScanProviderProps) {
  const download = appLinks?.download ?? defaultAppLinks.download;
  const appStore = appLinks?.appStore ?? defaultAppLinks.appStore;
  const googlePlay = appLinks?.googlePlay ?? defaultAppLinks.googlePlay;
  const value = useMemo<FaceScanSettings>(
    () => ({
      adapter,
      detectCamera: detectCamera ?? ((signal) => browserCameraCheck(undefined, signal)),
      userAgent,
      appLinks: { download, appStore, googlePlay },
    }),
    [adapter, detectCamera, userAgent, download, appStore, googlePlay],
  );
  // The capability tells the flow, before the challenge's screen loads, that FACE_MATCH may be offered.
  return (
    <HostCapability name={FACE_SCAN_CAPABILITY}>
      <FaceScanContext.Provider value={value}>{children}</FaceScanContext.Provider>
    </HostCapability>
  );
}
