import type { attemptLimitMessages } from '../challenges/attemptLimitMessages';
import type {
  phoneChangeMessages,
  changePhoneNumberMethodMessages,
} from '../challenges/changePhoneNumber/phoneChangeMessages';
import type { codeMessages, codeMethodMessages } from '../challenges/code/codeMessages';
import type {
  emailCheckpointMessages,
  emailCheckpointMethodMessages,
} from '../challenges/emailCheckpoint/emailCheckpointMessages';
import type {
  emailVerificationMessages,
  emailVerificationMethodMessages,
} from '../challenges/emailVerification/emailVerificationMessages';
import type {
  faceMatchMessages,
  faceMatchMethodMessages,
} from '../challenges/faceMatch/faceMatchMessages';
import type { resetPasswordMessages } from '../challenges/mandatoryResetPassword/resetPasswordMessages';
import type {
  passkeyChallengeMessages,
  passkeyMethodMessages,
} from '../challenges/passkey/passkeyChallengeMessages';
import type {
  passwordMessages,
  passwordMethodMessages,
} from '../challenges/password/passwordMessages';
import type {
  phoneGuessMessages,
  phoneGuessMethodMessages,
} from '../challenges/phoneGuess/phoneGuessMessages';
import type { profilerMessages } from '../challenges/profiler/profilerMessages';
import type { pushMessages, pushMethodMessages } from '../challenges/push/pushMessages';
import type {
  selfieMessages,
  selfieMethodMessages,
} from '../challenges/selfieWithId/selfieMessages';
import type { updatePhoneNumberMessages } from '../challenges/updatePhoneNumber/updatePhoneNumberMessages';
import type { accountPhoneMessages } from './accountPhoneMessages';
import { captchaMessages } from './captchaMessages';
import type { challengeFlowMessages } from './challengeFlowMessages';
import { coreMessages } from './coreMessages';
import { loginOptionsMessages } from './loginOptionsMessages';
import { passkeyMessages } from './passkeyMessages';
import type { passkeyUnsupportedMessages } from './passkeyUnsupportedMessages';
import type { signupMessages } from './signupMessages';
import type { signupPhoneMessages } from './signupPhoneMessages';
import type { stepUpMessages } from './stepUpMessages';

/**
 * The texts the provider always has, in SPEC.md's English: the login form, the challenge flow's
 * shared screens, the captcha's and the passkey button's. `{name}` marks a value filled in at run
 * time. Everything else travels with what shows it: the sign-up's texts with the sign-up widgets
 * (`withMessages`), a challenge's with its definition, step-up's with its modals, phone
 * settings' with their widget, the method list's and error screen's and the passkey-unsupported
 * modal's with them. `defaultMessages` (from
 * `@gatehouse-auth/core`) is all of them.
 */
export const baseMessages = {
  ...coreMessages,
  ...captchaMessages,
  ...loginOptionsMessages,
  ...passkeyMessages,
} as const;

/** The catalogues that load on demand: each challenge's screen and method texts, step-up, phone settings. */
type OnDemandMessages = typeof challengeFlowMessages &
  typeof passkeyUnsupportedMessages &
  typeof signupMessages &
  typeof signupPhoneMessages &
  typeof accountPhoneMessages &
  typeof stepUpMessages &
  typeof attemptLimitMessages &
  typeof codeMessages &
  typeof codeMethodMessages &
  typeof passwordMessages &
  typeof passwordMethodMessages &
  typeof resetPasswordMessages &
  typeof phoneGuessMessages &
  typeof phoneGuessMethodMessages &
  typeof emailVerificationMessages &
  typeof emailVerificationMethodMessages &
  typeof emailCheckpointMessages &
  typeof emailCheckpointMethodMessages &
  typeof profilerMessages &
  typeof pushMessages &
  typeof pushMethodMessages &
  typeof passkeyChallengeMessages &
  typeof passkeyMethodMessages &
  typeof faceMatchMessages &
  typeof faceMatchMethodMessages &
  typeof selfieMessages &
  typeof selfieMethodMessages &
  typeof phoneChangeMessages &
  typeof changePhoneNumberMethodMessages &
  typeof updatePhoneNumberMessages;

/** Every text's key. A host overrides any of them through `<GatehouseProvider messages>`. */
export type MessageKey = keyof typeof baseMessages | keyof OnDemandMessages;
export type Messages = Record<MessageKey, string>;

/** A language for every text: its BCP 47 tag, its direction and the whole catalogue in it. */
export interface LocalePack {
  locale: string;
  dir: 'ltr' | 'rtl';
  messages: Messages;
}

/**
 * Fills a template's `{name}` placeholders (a number formatted for `locale`) and nothing else,
 * for texts without plurals (those with plurals use `formatMessage`). `isolate` (right-to-left
 * languages) puts each text value between U+2068 and U+2069, so a code, a phone number or an
 * email keeps its left-to-right order inside the sentence. A placeholder without a value stays
 * as written; values are plain text, never read as templates.
 */
export function fillMessage(
  template: string,
  values: Record<string, string | number> = {},
  locale = 'en-GB',
  isolate?: boolean,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return !Object.hasOwn(values, name)
      ? whole
      : typeof value == 'number'
        ? value.toLocaleString(locale)
        : isolate
          ? `\u2068${value}\u2069`
          : value!;
  });
}
