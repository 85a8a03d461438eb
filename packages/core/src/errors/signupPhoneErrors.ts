import type { WidgetMessageKey } from '../messages/widgetMessages';
import { failureMessageKey, splitMessageLink, type AlertAction } from './failureMessage';
import type { GatehouseError } from './gatehouseError';
import { loginLinks } from './loginLinks';

export const signupPhoneErrorCodes = {
  duplicated: 'duplicated_phone_number',
  repeated: 'phone.number.repeated',
  blocked: 'user.phonenumber.blocked',
} as const;

/** Link targets of the phone number screens (SPEC.md §2), relative to the host site. */
export const signupPhoneLinks = {
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  login: '/login',
  forgotPassword: loginLinks.resetPassword,
  contactHelp: loginLinks.contactHelp,
} as const;

/** What a refused phone number shows; `Key`: the texts it may name (a challenge's own, too). */
export interface SignupPhoneAlert<Key extends string = WidgetMessageKey> {
  message: { key: Key } | { text: string };
  actions: AlertAction[];
}

export type SignupPhoneErrorOutcome =
  | { kind: 'duplicate'; maskedDuplicateEmail: string | undefined }
  | { kind: 'alert'; alert: SignupPhoneAlert };

const contactAction: AlertAction = {
  label: { key: 'signupPhone.contactUs' },
  href: signupPhoneLinks.contactHelp,
};

/** SPEC.md §8 for the sign-up phone calls: duplicate screens, the blocked message with its contact link, else a plain alert. */
export function describeSignupPhoneError(error: GatehouseError): SignupPhoneErrorOutcome {
  switch (error.code) {
    case signupPhoneErrorCodes.duplicated:
    case signupPhoneErrorCodes.repeated: {
      const email = error.params.maskedDuplicateEmail;
      return {
        kind: 'duplicate',
        maskedDuplicateEmail:
          typeof email === 'string' && email.trim() !== '' ? email.trim() : undefined,
      };
    }
    case signupPhoneErrorCodes.blocked: {
      // The server's text (markup stripped, a link in it kept as an action), then the contact link.
      const { text, action } = splitMessageLink(error.serverMessage ?? '');
      return {
        kind: 'alert',
        alert: {
          message: text ? { text } : { key: 'signupPhone.blocked' },
          actions:
            action && action.href !== contactAction.href
              ? [action, contactAction]
              : [contactAction],
        },
      };
    }
    default: {
      // A client-side failure has no text for the user; a 4xx with a message (e.g. an invalid number) does.
      const usable =
        error.status >= 400 &&
        error.status < 500 &&
        error.code !== 'unexpected.error' &&
        error.serverMessage;
      return {
        kind: 'alert',
        alert: {
          message: usable
            ? { text: splitMessageLink(usable).text }
            : { key: failureMessageKey(error, 'common.somethingWentWrongRetry') },
          actions: [],
        },
      };
    }
  }
}
