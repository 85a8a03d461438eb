import { accountPhoneMessages } from './accountPhoneMessages';
import { baseMessages } from './baseMessages';
import { challengeFlowMessages } from './challengeFlowMessages';
import { offlineMessages } from './offlineMessages';
import { passkeyOfferMessages } from './passkeyOfferMessages';
import { passkeyUnsupportedMessages } from './passkeyUnsupportedMessages';
import { signupMessages } from './signupMessages';
import { signupPhoneMessages } from './signupPhoneMessages';
import { stepUpMessages } from './stepUpMessages';

/**
 * Every widget's texts: the base ones and those that load with their screens (the method list
 * and error screen, the passkey-unsupported modal, the passkey offer, the sign-up, sign-up phone,
 * phone settings and step-up, the offline notice). The challenges' texts travel with their
 * definitions; `defaultMessages` joins both.
 */
export const widgetMessages = {
  ...baseMessages,
  ...passkeyUnsupportedMessages,
  ...passkeyOfferMessages,
  ...challengeFlowMessages,
  ...signupMessages,
  ...signupPhoneMessages,
  ...accountPhoneMessages,
  ...stepUpMessages,
  ...offlineMessages,
} as const;

/** The key of a widget's text (the challenges' keys come with their definitions: `MessageKey`). */
export type WidgetMessageKey = keyof typeof widgetMessages;
