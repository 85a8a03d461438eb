import { phoneGuessDefinition as core } from '@gatehouse-auth/core/internal/challenges/phoneGuess/phoneGuessDefinition';
import { defineChallenge } from '../../registry/challengeDefinition';
import PhoneGuessChallenge from './PhoneGuessChallenge';

/** PHONE_GUESS: type the hidden digits of the account's phone number. Its screen loads with the challenge flow. */
export const phoneGuessDefinition = defineChallenge({
  ...core,
  component: PhoneGuessChallenge,
});
