import { captchaMessages } from './captchaMessages';
import { coreMessages } from './coreMessages';
import { loginOptionsMessages } from './loginOptionsMessages';
import { passkeyMessages } from './passkeyMessages';

/**
 * The texts the provider always has, in SPEC.md's English: the login form, the challenge flow's
 * shared screens, the captcha's and the passkey button's. `{name}` marks a value filled in at run
 * time. Everything else travels with what shows it: the sign-up's texts with the sign-up widgets
 * (`withMessages`), a challenge's with its definition, step-up's with its modals, phone
 * settings' with their widget, the method list's and error screen's and the passkey-unsupported
 * modal's with them.
 */
export const baseMessages = {
  ...coreMessages,
  ...captchaMessages,
  ...loginOptionsMessages,
  ...passkeyMessages,
} as const;

/**
 * `t(key, values)`: the host's text for a key, or the English default. `Key` is the keys the
 * caller may read: `MessageKey` in the widgets, a challenge's own and the widgets' in its definition.
 */
export type Translate<Key extends string> = (
  key: Key,
  values?: Record<string, string | number>,
) => string;
