import {
  smsDefinition as coreSms,
  totpDefinition as coreTotp,
  voiceDefinition as coreVoice,
  whatsappDefinition as coreWhatsapp,
} from '@gatehouse-auth/core/internal/challenges/code/codeDefinitions';
import { defineChallenge } from '../../registry/challengeDefinition';
import CodeChallenge from './CodeChallenge';

// One screen serves the four code types.

/** SMS: a six-digit code by text message. */
export const smsDefinition = defineChallenge({ ...coreSms, component: CodeChallenge });
/** WHATSAPP: a six-digit code on WhatsApp. */
export const whatsappDefinition = defineChallenge({ ...coreWhatsapp, component: CodeChallenge });
/** VOICE: a six-digit code read out in a call. */
export const voiceDefinition = defineChallenge({ ...coreVoice, component: CodeChallenge });
/** TOTP: a six-digit code from an authenticator app. */
export const totpDefinition = defineChallenge({ ...coreTotp, component: CodeChallenge });
