'use client';

import { updatePhoneNumberDefinition as core } from '@gatehouse-auth/core/internal/challenges/updatePhoneNumber/updatePhoneNumberDefinition';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/** UPDATE_PHONE_NUMBER: a new phone number for the account. Its screen loads when the server asks for it, with the other phone-number challenge's. */
export const updatePhoneNumberDefinition = defineChallenge({
  ...core,
  component: lazy(() =>
    import('../phoneNumberScreens').then((module) => ({
      default: module.UpdatePhoneNumberChallenge,
    })),
  ),
});
