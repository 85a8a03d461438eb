// @gatehouse-auth/react/testing: test doubles, kept off the main entry so that no production page
// picks one up by accident (an editor's auto-import, a copied example). Use them in tests,
// Storybook and demos only.

// Films with the browser's camera and sends a deterministic stand-in scan: no liveness check,
// so a photo held up to the camera passes. A real host passes its face-scan SDK's adapter.
export {
  createReferenceFaceScanAdapter,
  referenceFaceScanAdapter,
} from './challenges/faceMatch/referenceFaceScanAdapter';
export type { ReferenceFaceScanAdapterOptions } from './challenges/faceMatch/referenceFaceScanAdapter';
