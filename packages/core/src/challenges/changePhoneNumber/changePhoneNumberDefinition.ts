import { loginActionTypes, type Challenge } from '../../api/oneTimeToken';
import * as z from '../../api/schema';
import { optionalAttribute, optionalText } from '../attributeSchemas';
import type { ChallengeDefinition } from '../challengeDefinition';
import {
  changePhoneNumberMessages,
  changePhoneNumberMethodMessages,
} from './changePhoneNumberMessages';

/** What INITIATE_CHANGE_PHONE_NUMBER_FLOW reads from its attributes: the intro's texts and fallback link. */
export const changePhoneNumberAttributesSchema = z.object({
  header: optionalText,
  message: optionalText,
  /** The intro's fallback link: where it goes (a site path) and its text. */
  fallbackAction: optionalAttribute(z.object({ action: z.string(), label: optionalText })),
});
export type ChangePhoneNumberAttributes = z.infer<typeof changePhoneNumberAttributesSchema>;

/**
 * INITIATE_CHANGE_PHONE_NUMBER_FLOW: leave for the phone-number change page. A recovery route,
 * and SPEC.md §4's way out for a lost phone: on a login whose step sends a code to the phone, it
 * is offered even where the token does not list it.
 */
export const changePhoneNumberDefinition = {
  attributes: changePhoneNumberAttributesSchema,
  label: (t) => t('challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW'),
  messages: {
    ...changePhoneNumberMethodMessages,
    ...changePhoneNumberMessages,
  },
  recovery: true,
  recoversChannel: { channel: 'phone', actionTypes: loginActionTypes },
} satisfies ChallengeDefinition<ChangePhoneNumberAttributes>;

/** The phone-number change as a challenge a screen can switch to (face match's "check manually"). */
export const changePhoneNumberChallenge: Challenge = { type: 'INITIATE_CHANGE_PHONE_NUMBER_FLOW' };
