'use client';

import { selfieWithIdSpec } from '@gatehouse-auth/core/internal/challenges/selfieWithId/spec';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/** SELFIE_WITH_ID: upload a selfie holding an identity document. Its screen loads when the server asks for it. */
export const selfieWithIdChallenge = defineChallenge({
  ...selfieWithIdSpec,
  component: lazy(() => import('./SelfieWithIdChallenge')),
});
