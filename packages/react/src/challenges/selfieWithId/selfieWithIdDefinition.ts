'use client';

import { selfieWithIdDefinition as core } from '@gatehouse-auth/core/internal/challenges/selfieWithId/selfieWithIdDefinition';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/** SELFIE_WITH_ID: upload a selfie holding an identity document. Its screen loads when the server asks for it. */
export const selfieWithIdDefinition = defineChallenge({
  ...core,
  component: lazy(() => import('./SelfieWithIdChallenge')),
});
