'use client';

import { faceMatchSpec } from '@gatehouse-auth/core/internal/challenges/faceMatch/spec';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';
import { FACE_SCAN_CAPABILITY } from './faceScanContext';

/**
 * FACE_MATCH: a video selfie (a recovery route). Offered only under `<FaceScanProvider>`, which
 * brings the host's face-scan SDK: the SDK is not bundled.
 */
export const faceMatchChallenge = defineChallenge({
  ...faceMatchSpec,
  component: lazy(() => import('./FaceMatchChallenge')),
  available: (host) => host[FACE_SCAN_CAPABILITY] === true,
});
