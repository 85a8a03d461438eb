// The login widget's state: the form (with the method whose button spins and the alert under
// it), the deactivated-account screen, the host's info message, the second factor, and the
// redirect once the user is on their way. `createLoginStore` moves between them.
import type { SocialProvider } from '../api/social';
import type { AlertAction } from '../errors/failureMessage';
import type { MessageKey } from '../locales/defaultMessages';

export type LoginVariant = 'login' | 'businessInvite' | 'dataSharing';

/** How the user is logging in: the button that shows the spinner. */
export type LoginMethod = 'password' | 'passkey' | SocialProvider;

export interface LoginAlert {
  message: { key: MessageKey } | { text: string };
  actions: AlertAction[];
}

export type LoginState =
  | {
      view: 'form';
      submitting: boolean;
      method?: LoginMethod | undefined;
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
  /** `location`: where the user is going, as `onSuccess` gets it (`allowedDestination`'s `location`). */
  | { view: 'redirecting'; location: string };
