// The login widget's state: the form (with the method whose button spins and the alert under
// it), the deactivated-account screen, the host's info message, the second factor, and the
// redirect once the user is on their way. `createLoginStore` moves between them.
import type { SocialProvider } from '../api/social';
import type { AlertAction } from '../errors/failureMessage';
import type { MessageKey } from '../locales/defaultMessages';

export type LoginVariant = 'login' | 'businessInvite' | 'dataSharing';

/** How the user is logging in: the button that shows the spinner. */
export type LoginMethod = 'password' | 'passkey' | SocialProvider;

/** Where the passkey offer is: waiting for the user, creating the passkey, or done. */
export type PasskeyOfferStatus = 'offered' | 'creating' | 'created';

export interface LoginAlert {
  message: { key: MessageKey } | { text: string };
  actions: AlertAction[];
}

export type LoginState =
  | {
      view: 'form';
      submitting: boolean;
      method?: LoginMethod | undefined;
      /** The passkey login began with one press of Log in (immediate mediation): Log in waits. */
      immediate?: boolean | undefined;
      alert: LoginAlert | null;
    }
  | {
      view: 'deactivated';
      title: string | undefined;
      message: string | undefined;
      canAppeal: boolean;
    }
  /** The host's info message, shown between the first and the second factor. */
  | { view: 'info'; oneTimeToken: string }
  | { view: 'secondFactor'; oneTimeToken: string }
  /**
   * After the exchange, before going to `location` (API.md §7): the offer to create a passkey.
   * `status`: `creating` while the ceremony runs, `created` once the server stored it.
   */
  | { view: 'passkeyOffer'; location: string; status: PasskeyOfferStatus }
  /** `location`: where the user is going, as `onSuccess` gets it (`allowedDestination`'s `location`). */
  | { view: 'redirecting'; location: string };
