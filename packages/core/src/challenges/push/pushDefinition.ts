import * as z from '../../api/schema';
import { optionalAttribute } from '../attributeSchemas';
import type { ChallengeDefinition } from '../challengeDefinition';
import { pushMessages, pushMethodMessages } from './pushMessages';

/**
 * What PUSH reads from `viewData.attributes`: `numberToMatch`, the number the phone app asks the
 * user to pick (number matching, against push fatigue). A string of 1 to 6 digits or a whole
 * number; anything else is ignored and the screen is the plain approval one.
 */
export const pushAttributesSchema = z.object({
  numberToMatch: optionalAttribute(z.union([z.number(), z.string()])),
});
export type PushAttributes = z.infer<typeof pushAttributesSchema>;

/** The number to show, as the phone shows it (leading zeros kept); undefined without a usable one. */
export function numberToMatch(attributes: PushAttributes | undefined): string | undefined {
  const value = attributes?.numberToMatch;
  const text = typeof value === 'number' ? String(value) : value?.trim();
  return text !== undefined && /^\d{1,6}$/.test(text) ? text : undefined;
}

/** PUSH: approve a notification in the phone app. Its version is in the context; its number to match in the attributes. */
export const pushDefinition = {
  attributes: pushAttributesSchema,
  label: (t) => t('challenge.method.PUSH'),
  messages: { ...pushMethodMessages, ...pushMessages },
} satisfies ChallengeDefinition<PushAttributes>;
