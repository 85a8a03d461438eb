import type { Client } from './client';
import * as z from './schema';

/**
 * A server challenge type: the key its definition is registered under. Open: a type no
 * definition is registered for is skipped, not fatal.
 */
export type ChallengeType = string;

/** The token's action types that are a login (password or social); some challenges serve only these. */
export const loginActionTypes: readonly string[] = ['IDENTITY__LOGIN', 'IDENTITY__SOCIAL_LOGIN'];

const optionalString = z.optional(z.nullable(z.string()));

/**
 * `viewData.attributes` as sent: every key kept, for the challenge's definition to parse with its
 * own schema. The flow itself reads only the generic keys checked here.
 */
export const challengeAttributesSchema = z.looseObject({
  /** true: a recovery challenge is offered among the alternatives too. */
  showInApproveAnotherWay: z.optional(z.nullable(z.boolean())),
});
export type ChallengeAttributes = z.infer<typeof challengeAttributesSchema>;

export const phoneNumberRefSchema = z.object({
  id: z.union([z.number(), z.string()]),
  type: z.string(),
  phoneNumber: optionalString,
});
export type PhoneNumberRef = z.infer<typeof phoneNumberRefSchema>;

export const challengeSchema = z.object({
  type: z.string(),
  viewData: z.optional(
    z.nullable(z.object({ attributes: z.optional(z.nullable(challengeAttributesSchema)) })),
  ),
  context: z.optional(
    z.nullable(
      z.object({
        version: z.optional(z.nullable(z.number())),
        challengeId: optionalString,
      }),
    ),
  ),
  availablePhoneNumbers: z.optional(z.nullable(z.array(phoneNumberRefSchema))),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const requiredChallengeSchema = z.object({
  required: z.optional(z.boolean()),
  primaryChallenge: challengeSchema,
  alternatives: z.optional(z.nullable(z.array(challengeSchema))),
});
export type RequiredChallenge = z.infer<typeof requiredChallengeSchema>;

export const oneTimeTokenPropertiesSchema = z.object({
  oneTimeToken: z.string(),
  actionType: z.string(),
  challenges: z.optional(z.nullable(z.array(requiredChallengeSchema))),
});
export type OneTimeTokenProperties = z.infer<typeof oneTimeTokenPropertiesSchema>;

export const oneTimeTokenStatusSchema = z.object({
  oneTimeTokenProperties: oneTimeTokenPropertiesSchema,
});

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

/**
 * What a call made with a one-time token takes. A call that makes the server send the user
 * something also takes its action's key (`ApiRequest.idempotencyKey`, API.md §7).
 */
export interface TokenCall {
  ott: string;
  signal?: AbortSignal | undefined;
  idempotencyKey?: string | undefined;
}
