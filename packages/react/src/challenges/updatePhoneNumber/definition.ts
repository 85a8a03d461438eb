'use client';

import { updatePhoneNumberSpec } from '@gatehouse-auth/core/internal/challenges/updatePhoneNumber/spec';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/** UPDATE_PHONE_NUMBER: a new phone number for the account. Its screen loads when the server asks for it, with the other phone-number challenge's. */
export const updatePhoneNumberChallenge = defineChallenge({
  ...updatePhoneNumberSpec,
  component: lazy(() =>
    import('../phoneNumberScreens').then((module) => ({
      default: module.UpdatePhoneNumberChallenge,
    })),
  ),
});
