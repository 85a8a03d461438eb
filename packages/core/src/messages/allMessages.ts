import { accountPhoneMessages } from './accountPhoneMessages';
import { baseMessages, type Messages } from './defaultMessages';
import { faceMatchMessages } from '../challenges/faceMatch/faceMatchMessages';
import { phoneChangeMessages } from '../challenges/changePhoneNumber/phoneChangeMessages';
import { selfieMessages } from '../challenges/selfieWithId/selfieMessages';
import { stepUpMessages } from './stepUpMessages';

export { accountPhoneMessages, faceMatchMessages, phoneChangeMessages, selfieMessages, stepUpMessages };

/**
 * Every text Gatehouse shows, in SPEC.md's English, by key: the first-paint texts and those of
 * every screen that loads on demand. For hosts (a translation starts from it) and checks.
 */
export const defaultMessages: Messages = /* @__PURE__ */ (() => ({
  ...baseMessages,
  ...faceMatchMessages,
  ...stepUpMessages,
  ...accountPhoneMessages,
  ...phoneChangeMessages,
  ...selfieMessages,
}))();
