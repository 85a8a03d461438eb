import * as z from '../../api/schema';
import { optionalText } from '../attributeSchemas';
import type { ChallengeDefinition } from '../challengeDefinition';
import { codeMessages, codeMethodMessages } from './codeMessages';

/** What the code challenges read from their attributes. */
export const codeAttributesSchema = z.object({
  /** The number the code goes to, as the user may recognise it. */
  maskedPhoneNumber: optionalText,
});
export type CodeAttributes = z.infer<typeof codeAttributesSchema>;

/** The code challenges' definition: their attributes, read with their texts. */
type CodeDefinition = ChallengeDefinition<
  CodeAttributes,
  typeof codeMethodMessages & typeof codeMessages
>;

/** A code sent to the user's phone (SMS, WhatsApp, voice): it reaches them through 'phone'. */
function phoneCodeDefinition(label: CodeDefinition['label']): CodeDefinition {
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
export const smsDefinition = phoneCodeDefinition((t) => t('challenge.method.SMS'));
/** WHATSAPP: a six-digit code sent on WhatsApp. */
export const whatsappDefinition = phoneCodeDefinition((t) => t('challenge.method.WHATSAPP'));
/** VOICE: a six-digit code read out in a phone call. */
export const voiceDefinition = phoneCodeDefinition((t) => t('challenge.method.VOICE'));
/** TOTP: a six-digit code from an authenticator app; nothing is sent. */
export const totpDefinition: CodeDefinition = {
  attributes: codeAttributesSchema,
  label: (t) => t('challenge.method.TOTP'),
  messages: { ...codeMethodMessages, ...codeMessages },
};
