'use client';

import { changePhoneNumberDefinition as core } from '@gatehouse-auth/core/internal/challenges/changePhoneNumber/changePhoneNumberDefinition';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/** INITIATE_CHANGE_PHONE_NUMBER_FLOW: leave for the phone-number change page (a recovery route). Its screen loads when the server asks for it, with the other phone-number challenge's. */
export const changePhoneNumberDefinition = defineChallenge({
  ...core,
  component: lazy(() =>
    import('../phoneNumberScreens').then((module) => ({
      default: module.ChangePhoneNumberChallenge,
    })),
  ),
});
