import {
  smsSpec,
  totpSpec,
  voiceSpec,
  whatsappSpec,
} from '@gatehouse-auth/core/internal/challenges/code/spec';
import { defineChallenge } from '../../registry/challengeDefinition';
import CodeChallenge from './CodeChallenge';

// One screen serves the four code types.

/** SMS: a six-digit code by text message. */
export const smsChallenge = defineChallenge({ ...smsSpec, component: CodeChallenge });
/** WHATSAPP: a six-digit code on WhatsApp. */
export const whatsappChallenge = defineChallenge({ ...whatsappSpec, component: CodeChallenge });
/** VOICE: a six-digit code read out in a call. */
export const voiceChallenge = defineChallenge({ ...voiceSpec, component: CodeChallenge });
/** TOTP: a six-digit code from an authenticator app. */
export const totpChallenge = defineChallenge({ ...totpSpec, component: CodeChallenge });
