import { phoneGuessSpec } from '@gatehouse-auth/core/internal/challenges/phoneGuess/spec';
import { defineChallenge } from '../../registry/challengeDefinition';
import PhoneGuessChallenge from './PhoneGuessChallenge';

/** PHONE_GUESS: type the hidden digits of the account's phone number. Its screen loads with the challenge flow. */
export const phoneGuessChallenge = defineChallenge({
  ...phoneGuessSpec,
  component: PhoneGuessChallenge,
});
