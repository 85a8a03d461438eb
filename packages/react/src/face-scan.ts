// @gatehouse-auth/react/face-scan: the host's face-scan adapter, which offers the video selfie
// (FACE_MATCH). The camera-only reference adapter is a test double: @gatehouse-auth/react/testing.
export { FaceScanProvider } from './challenges/faceMatch/FaceScanProvider';
export type { FaceScanProviderProps } from './challenges/faceMatch/FaceScanProvider';
export type { AppLinks } from './challenges/faceMatch/faceScanContext';
export type {
  CameraAvailability,
  FaceScanAdapter,
  FaceScanCaptureOptions,
  FaceScanResult,
  FaceScanSession,
} from './challenges/faceMatch/faceScanAdapter';
export { detectCamera } from './challenges/faceMatch/cameraDetection';
