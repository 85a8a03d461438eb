import * as z from '../../api/schema';
import { optionalText } from '../attributeSchemas';
import type { ChallengeSpec, Translate } from '../challengeSpec';
import { codeMessages, codeMethodMessages } from './codeMessages';

/** What the code challenges read from their attributes. */
export const codeAttributesSchema = z.object({
  /** The number the code goes to, as the user may recognise it. */
  maskedPhoneNumber: optionalText,
});
export type CodeAttributes = z.infer<typeof codeAttributesSchema>;

/** A code sent to the user's phone (SMS, WhatsApp, voice): it reaches them through 'phone'. */
function phoneCodeSpec(label: (t: Translate) => string): ChallengeSpec<CodeAttributes> {
  return {
    attributes: codeAttributesSchema,
    label,
    messages: { ...codeMethodMessages, ...codeMessages },
    channel: 'phone',
    contact: ({ maskedPhoneNumber }, t) =>
      maskedPhoneNumber
        ? t('challenge.chooseMethod.phone', { phone: maskedPhoneNumber })
        : undefined,
  };
}

/** SMS: a six-digit code sent by text message. */
export const smsSpec = phoneCodeSpec((t) => t('challenge.method.SMS'));
/** WHATSAPP: a six-digit code sent on WhatsApp. */
export const whatsappSpec = phoneCodeSpec((t) => t('challenge.method.WHATSAPP'));
/** VOICE: a six-digit code read out in a phone call. */
export const voiceSpec = phoneCodeSpec((t) => t('challenge.method.VOICE'));
/** TOTP: a six-digit code from an authenticator app; nothing is sent. */
export const totpSpec: ChallengeSpec<CodeAttributes> = {
  attributes: codeAttributesSchema,
  label: (t) => t('challenge.method.TOTP'),
  messages: { ...codeMethodMessages, ...codeMessages },
};
