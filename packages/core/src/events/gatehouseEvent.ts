import type { CaptchaType } from '../api/login';
import type { SocialProvider } from '../api/social';
import type { CaptchaErrorKind } from '../captcha/captchaErrors';

// Every event is a flat object of strings and booleans: a screen's id, a challenge's server
// type, an error's code. Never a token, a code, a password, an email, a phone number, a name or
// an id the server gave, and never a server's message text (it may echo what the user typed).
//
// The events are a contract with the host, so they spell out the screens, variants and methods
// they carry instead of importing them from the widgets above (ARCHITECTURE.md, "Layers"). Each
// widget sends its own state's ids, which the compiler checks against these lists where the
// event is sent; gatehouseEvent.test.ts checks that the lists are the widgets' own, no more.

/**
 * The widget or flow an event comes from: `login` (`<LoginFlow>`, its second factor included),
 * `signup` (`<SignupForm>`), `signupPhone` (`<SignupPhoneVerification>`, its code step included),
 * `challenge` (`<ChallengeFlow>` on its own), `stepUp` (the approval and cool-off modals of
 * `withStepUp`, the challenges in them included), `accountPhone` (`<PhoneNumberSettings>`).
 */
export type GatehouseEventFlow =
  'login' | 'signup' | 'signupPhone' | 'challenge' | 'stepUp' | 'accountPhone';

/** What `<SignupForm>` shows: the form (either variant), the register error screen, "Check your email", or the spinner while it goes on. */
export type SignupScreen = 'form' | 'registerError' | 'checkEmail' | 'continuing';

/**
 * A screen's stable id: the state id its flow already has, never its (translated) title.
 * `login`: `form`, `deactivated`, `info`, `secondFactor`, `passkeyOffer`, `redirecting` (the login store's
 * views); `signup`: {@link SignupScreen}; `challenge`, and the challenge flow inside `login`,
 * `signupPhone` and `stepUp`: `LOADING`, `SHOW_CHALLENGE`, `RESET`, `SHOW_ALTERNATE_CHALLENGES`,
 * `ERROR`, `COMPLETE` (the flow's statuses); `signupPhone`: `PHONE_NUMBER`, `VERIFY_CODE`,
 * `DUPLICATE_PHONE_NUMBER`, `VERIFIED`; `accountPhone`: `LOADING`, `LOAD_FAILED`, `LIST`,
 * `PHONE_NUMBER`, `DUPLICATE_PHONE_NUMBER`, `SAVED`.
 */
export type GatehouseScreen =
  // login: the login store's views (`LoginState['view']`)
  | 'form'
  | 'deactivated'
  | 'info'
  | 'secondFactor'
  | 'passkeyOffer'
  | 'redirecting'
  | SignupScreen
  // challenge: the flow's statuses (`FlowStatus`)
  | 'LOADING'
  | 'SHOW_CHALLENGE'
  | 'RESET'
  | 'SHOW_ALTERNATE_CHALLENGES'
  | 'ERROR'
  | 'COMPLETE'
  // signupPhone: `SignupPhoneStatus`
  | 'PHONE_NUMBER'
  | 'VERIFY_CODE'
  | 'DUPLICATE_PHONE_NUMBER'
  | 'VERIFIED'
  // accountPhone: `AccountPhoneStatus` (`LOADING`, `PHONE_NUMBER` and `DUPLICATE_PHONE_NUMBER` above)
  | 'LOAD_FAILED'
  | 'LIST'
  | 'SAVED';

/** Which of the step-up modals: the approval (a challenge flow) or the cool-off notice. */
export type StepUpModalKind = 'approval' | 'coolOff';

/**
 * A screen came into view: once each time the widget's screen changes (a remount of the same
 * screen, as React's StrictMode does, is not a new one). Fires after the screen is on the page,
 * never during server rendering.
 */
export interface ScreenShownEvent {
  type: 'screenShown';
  flow: GatehouseEventFlow;
  screen: GatehouseScreen;
  /** `SHOW_CHALLENGE` only: the server type of the challenge on screen (`SMS`, `TOTP`, …). */
  challenge?: string;
}

/**
 * A challenge was put in front of the user: the flow shows it for the first time since the
 * token was read or the user (or the challenge itself) switched to it. Going back to it from
 * "Choose a 2-step verification method" does not start it again.
 */
export interface ChallengeStartedEvent {
  type: 'challengeStarted';
  flow: GatehouseEventFlow;
  /** The challenge's server type: `SMS`, `VOICE`, `WHATSAPP`, `TOTP`, `PUSH`, `PASSWORD`, …. */
  challenge: string;
}

/** The challenge on screen passed: once per started challenge, before the flow reads what is left. */
export interface ChallengeCompletedEvent {
  type: 'challengePassed';
  flow: GatehouseEventFlow;
  challenge: string;
}

/**
 * The challenge on screen failed. `final: false`: the server refused an answer (a wrong code,
 * password or digits) and the user may try again, as many times as they try. `final: true`:
 * the challenge cannot go on here (the flow's error screen, the host's `onFailure`, or the
 * attempt limit that logs the user out).
 */
export interface ChallengeFailedEvent {
  type: 'challengeFailed';
  flow: GatehouseEventFlow;
  challenge: string;
  /** The failure's `GatehouseError` code (`invalid_code`, `attempt_limit_reached`, `network.error`, …), never its message. */
  reason: string;
  final: boolean;
}

/**
 * Another challenge replaced the one on screen. `chosenBy: 'user'`: picked on "Choose a 2-step
 * verification method"; `'challenge'`: the challenge switched by itself (an SMS to a landline
 * becomes a voice call).
 */
export interface MethodSwitchedEvent {
  type: 'methodSwitched';
  flow: GatehouseEventFlow;
  /** The server type of the challenge that replaces it. */
  challenge: string;
  /** The server type of the challenge that was on screen. */
  from: string;
  chosenBy: 'user' | 'challenge';
}

/** The user asked for a new code and the server sent it (the first code of a challenge is not a resend). */
export interface CodeResentEvent {
  type: 'codeResent';
  flow: GatehouseEventFlow;
  /** The channel: the server type of the challenge that sent it, `SMS`, `VOICE` or `WHATSAPP` for the built-in codes. */
  challenge: string;
}

/** The invisible captcha gave no token, so the form did not go out (login's or sign-up's). */
export interface CaptchaFailedEvent {
  type: 'captchaFailed';
  flow: GatehouseEventFlow;
  vendor: CaptchaType;
  /** `failedToLoad`, `timedOut`, `notInitialised`, or `vendor` (the vendor's widget reported an error). */
  reason: CaptchaErrorKind;
}

/**
 * A step-up modal opened: the approval modal (after its token was checked) or the cool-off
 * notice. With your own `ui`, when `withStepUp` hands the demand to it.
 */
export interface StepUpOpenedEvent {
  type: 'stepUpOpened';
  flow: 'stepUp';
  modal: StepUpModalKind;
}

/** The approval modal's challenges passed: the call goes out again with the approved token. */
export interface StepUpApprovedEvent {
  type: 'stepUpApproved';
  flow: 'stepUp';
}

/**
 * The user closed a step-up modal: the approval modal before it was approved (the call fails
 * with `SCA_MODAL_CLOSED`), or the cool-off notice (`COOL_OFF_MODAL_CLOSED`). A modal that goes
 * away by itself (no call waits for it any more, or its provider unmounted) fires nothing.
 */
export interface StepUpClosedEvent {
  type: 'stepUpClosed';
  flow: 'stepUp';
  modal: StepUpModalKind;
}

/**
 * The widget's flow reached its goal, once, just before its `onSuccess` (or its navigation):
 * `login` the token was exchanged and the user is on their way; `signup` the sign-up was
 * created; `signupPhone` the number is verified; `challenge` no challenge is left;
 * `accountPhone` a number was saved (once per save). A challenge flow inside another widget
 * leaves this to that widget; step-up says `stepUpApproved`.
 */
export interface FlowCompletedEvent {
  type: 'flowCompleted';
  flow: GatehouseEventFlow;
  /** `login` and `signup` only: the widget's `variant` (`LoginVariant`, `SignupVariant`). */
  variant?:
    'login' | 'businessInvite' | 'dataSharing' | 'email' | 'register' | 'businessInviteRegister';
  /** `login` only, when this page started it: the first factor (`password`, `passkey`, or the social provider; `LoginMethod`). */
  method?: 'password' | 'passkey' | SocialProvider;
}

/** `login`: the passkey offer after a phishable login (API.md §7) came into view. */
export interface PasskeyOfferShownEvent {
  type: 'passkeyOfferShown';
  flow: 'login';
}

/**
 * `login`: a passkey was created and the server stored it. `automatic: true`: the automatic
 * upgrade (the password manager agreed, no screen); `false`: from the offer's "Create a passkey".
 */
export interface PasskeyCreatedEvent {
  type: 'passkeyCreated';
  flow: 'login';
  automatic: boolean;
}

/**
 * `login`: the offer ended with no passkey, and the user goes on. `notNow`: the user said "Not
 * now"; `cancelled`: the user closed the browser's prompt; `failed`: the ceremony or a call
 * failed; `alreadyRegistered`: the server already holds that credential (409).
 */
export interface PasskeyOfferDeclinedEvent {
  type: 'passkeyOfferDeclined';
  flow: 'login';
  reason: 'notNow' | 'cancelled' | 'failed' | 'alreadyRegistered';
}

/**
 * Everything `onEvent` receives, on `type`: the steps a product team charts as a funnel. Every
 * member is a flat object of strings and booleans that identifies no one.
 */
export type GatehouseEvent =
  | ScreenShownEvent
  | ChallengeStartedEvent
  | ChallengeCompletedEvent
  | ChallengeFailedEvent
  | MethodSwitchedEvent
  | CodeResentEvent
  | CaptchaFailedEvent
  | StepUpOpenedEvent
  | StepUpApprovedEvent
  | StepUpClosedEvent
  | PasskeyOfferShownEvent
  | PasskeyCreatedEvent
  | PasskeyOfferDeclinedEvent
  | FlowCompletedEvent;

/** The `type` of every event. */
export type GatehouseEventType = GatehouseEvent['type'];

/** A host's `onEvent`. */
export type GatehouseEventListener = (event: GatehouseEvent) => void;

/**
 * What a challenge tells its flow besides passing or failing, for the flow's events; the flow
 * adds the flow and the challenge: `challengeFailed` the server refused an answer (`reason`: the
 * error's code; `final`: no further attempt is possible here), `codeResent` a new code went out
 * at the user's request.
 */
export type ChallengeReport =
  Omit<ChallengeFailedEvent, 'flow' | 'challenge'> | Omit<CodeResentEvent, 'flow' | 'challenge'>;
