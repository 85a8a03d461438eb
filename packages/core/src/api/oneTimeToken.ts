import * as z from 'zod/mini';
import type { Client } from './client';

export const challengeTypes = [
  'PUSH',
  'FACE_MATCH',
  'PASSWORD',
  'MANDATORY_RESET_PASSWORD',
  'EMAIL_VERIFICATION',
  'SMS',
  'WHATSAPP',
  'VOICE',
  'PHONE_GUESS',
  'SELFIE_WITH_ID',
  'TOTP',
  'PROFILER',
  'EMAIL_CHECKPOINT',
  'UPDATE_PHONE_NUMBER',
  'INITIATE_CHANGE_PHONE_NUMBER_FLOW',
  'PASSKEY',
  'BIOMETRIC',
] as const;

/** A known type, or any string the server may add later: unknown types are skipped, not fatal. */
export type ChallengeType = (typeof challengeTypes)[number] | (string & {});

const optionalString = /* @__PURE__ */ (() => z.optional(z.nullable(z.string())))();

export const fallbackActionSchema = /* @__PURE__ */ (() => z.object({ action: z.string(), label: optionalString }))();

export const challengeAttributesSchema = /* @__PURE__ */ (() => z.object({
  header: optionalString,
  message: optionalString,
  subMessage: optionalString,
  maskedPhoneNumber: optionalString,
  unmaskedPhoneNumber: optionalString,
  iso2CountryCode: optionalString,
  newPhoneNumber: optionalString,
  currentPhoneNumber: optionalString,
  showInApproveAnotherWay: z.optional(z.nullable(z.boolean())),
  fallbackAction: z.optional(z.nullable(fallbackActionSchema)),
  firstPhoneNumbers: optionalString,
  lastPhoneNumbers: optionalString,
  hiddenNumbers: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  uploadPath: optionalString,
  title: optionalString,
  /** The (masked) email an email challenge was sent to. */
  email: optionalString,
}))();
export type ChallengeAttributes = z.infer<typeof challengeAttributesSchema>;

export const phoneNumberRefSchema = /* @__PURE__ */ (() => z.object({
  id: z.union([z.number(), z.string()]),
  type: z.string(),
  phoneNumber: optionalString,
}))();
export type PhoneNumberRef = z.infer<typeof phoneNumberRefSchema>;

export const challengeSchema = /* @__PURE__ */ (() => z.object({
  type: z.string(),
  viewData: z.optional(z.nullable(z.object({ attributes: z.optional(z.nullable(challengeAttributesSchema)) }))),
  context: z.optional(
    z.nullable(
      z.object({
        version: z.optional(z.nullable(z.number())),
        challengeId: optionalString,
      }),
    ),
  ),
  availablePhoneNumbers: z.optional(z.nullable(z.array(phoneNumberRefSchema))),
}))();
export type Challenge = z.infer<typeof challengeSchema>;

export const requiredChallengeSchema = /* @__PURE__ */ (() => z.object({
  required: z.optional(z.boolean()),
  primaryChallenge: challengeSchema,
  alternatives: z.optional(z.nullable(z.array(challengeSchema))),
}))();
export type RequiredChallenge = z.infer<typeof requiredChallengeSchema>;

export const oneTimeTokenPropertiesSchema = /* @__PURE__ */ (() => z.object({
  oneTimeToken: z.string(),
  actionType: z.string(),
  challenges: z.optional(z.nullable(z.array(requiredChallengeSchema))),
}))();
export type OneTimeTokenProperties = z.infer<typeof oneTimeTokenPropertiesSchema>;

export const oneTimeTokenStatusSchema = /* @__PURE__ */ z.object({ oneTimeTokenProperties: oneTimeTokenPropertiesSchema });

/** Reads a challenge attribute as text; absent and null read as undefined. */
export function attribute<K extends keyof ChallengeAttributes>(
  challenge: Challenge,
  name: K,
): NonNullable<ChallengeAttributes[K]> | undefined {
  return challenge.viewData?.attributes?.[name] ?? undefined;
}

export async function getOneTimeTokenStatus(
  client: Client,
  ott: string,
  signal?: AbortSignal,
): Promise<OneTimeTokenProperties> {
  const response = await client.request({
    method: 'GET',
    path: client.identityPath('/one-time-token/status?viewType=FULL'),
    ott,
    credentials: 'omit',
    schema: oneTimeTokenStatusSchema,
    signal,
  });
  return response.data.oneTimeTokenProperties;
}
