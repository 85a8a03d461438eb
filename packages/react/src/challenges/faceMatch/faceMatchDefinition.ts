'use client';

import { faceMatchDefinition as core } from '@gatehouse-auth/core/internal/challenges/faceMatch/faceMatchDefinition';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';
import { FACE_SCAN_CAPABILITY } from './faceScanContext';

/**
 * FACE_MATCH: a video selfie (a recovery route). Offered only under `<FaceScanProvider>`, which
 * brings the host's face-scan SDK: the SDK is not bundled.
 */
export const faceMatchDefinition = defineChallenge({
  ...core,
  component: lazy(() => import('./FaceMatchChallenge')),
  available: (host) => host[FACE_SCAN_CAPABILITY] === true,
});
