import { coreMessages } from './coreMessages';
import { captchaMessages } from './captchaMessages';
import { profilerMessages } from './profilerMessages';
import { pushMessages } from './pushMessages';
import { emailMessages } from './emailMessages';
import { knowledgeMessages } from './knowledgeMessages';
import { signupMessages } from './signupMessages';
import { signupPhoneMessages } from './signupPhoneMessages';
import { loginOptionsMessages } from './loginOptionsMessages';
import { passkeyMessages } from './passkeyMessages';
import { stepUpMessages } from './stepUpMessages';

/**
 * Every text Gatehouse shows, in SPEC.md's English. Keys are typed: a host overrides any of
 * them through `<GatehouseProvider messages>`. `{name}` marks a value filled in at run time.
 */
export const defaultMessages = {
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
  ...stepUpMessages,
} as const;

export type MessageKey = keyof typeof defaultMessages;
export type Messages = Record<MessageKey, string>;

/** Fills `{name}` placeholders. Values are plain text; the UI renders the result as text. */
export function formatMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
