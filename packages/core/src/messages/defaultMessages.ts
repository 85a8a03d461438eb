import { coreMessages } from './coreMessages';
import { captchaMessages } from './captchaMessages';
import { profilerMessages } from '../challenges/profiler/profilerMessages';
import { pushMessages } from '../challenges/push/pushMessages';
import { emailMessages } from '../challenges/emailVerification/emailVerificationMessages';
import { knowledgeMessages } from '../challenges/password/passwordMessages';
import { signupMessages } from './signupMessages';
import { signupPhoneMessages } from './signupPhoneMessages';
import { loginOptionsMessages } from './loginOptionsMessages';
import { passkeyMessages } from './passkeyMessages';

import type { accountPhoneMessages } from './accountPhoneMessages';
import type { faceMatchMessages } from '../challenges/faceMatch/faceMatchMessages';
import type { phoneChangeMessages } from '../challenges/changePhoneNumber/phoneChangeMessages';
import type { selfieMessages } from '../challenges/selfieWithId/selfieMessages';
import type { stepUpMessages } from './stepUpMessages';

/**
 * The texts every widget may show from its first paint, in SPEC.md's English: the forms, the
 * shared challenge screens and the challenges a login meets most. `{name}` marks a value filled
 * in at run time. The texts of screens that load on demand (face match, selfie, phone change,
 * phone settings, step-up) travel with those screens instead: `useMessages(theirCatalogue)`.
 * `defaultMessages` (from `@gatehouse/core`) is all of them together.
 */
export const baseMessages = /* @__PURE__ */ (() =>
  ({
    ...coreMessages,
    // Each challenge with texts of its own adds its module here, one line each.
    ...profilerMessages,
    ...pushMessages,
    ...emailMessages,
    ...knowledgeMessages,
    ...captchaMessages,
    ...signupMessages,
    ...signupPhoneMessages,
    ...loginOptionsMessages,
    ...passkeyMessages,
  }) as const)();

/** The catalogues of the screens that load on demand. */
type OnDemandMessages = typeof faceMatchMessages &
  typeof stepUpMessages &
  typeof accountPhoneMessages &
  typeof phoneChangeMessages &
  typeof selfieMessages;

/** Every text's key. A host overrides any of them through `<GatehouseProvider messages>`. */
export type MessageKey = keyof typeof baseMessages | keyof OnDemandMessages;
export type Messages = Record<MessageKey, string>;

/** Fills `{name}` placeholders. Values are plain text; the UI renders the result as text. */
export function formatMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
