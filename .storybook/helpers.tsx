/**
 * What every story shares: the mock API in a service worker, the provider's options, a login
 * done before a story renders, recorded server states, and the steps a play function repeats.
 */
import {
  createClient,
  login,
  type LocalePack,
  type Challenge,
  type ChallengeType,
  type Navigation,
  type RequiredChallenge,
} from '@gatehouse-auth/core';
import {
  createManualClock,
  MOCK_CODE,
  MOCK_PASSWORD,
  resetMockState,
  scenarioHandlers,
  type ManualClock,
} from '@gatehouse-auth/mock-api';
import { startMockWorker } from '@gatehouse-auth/mock-api/browser';
import {
  defaultChallenges,
  Screen,
  type ChallengeDefinition,
  type ChallengeProps,
  type GatehouseProviderProps,
} from '@gatehouse-auth/react';
import type { Decorator, Loader, Parameters } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { action } from 'storybook/actions';
import { expect, fn, userEvent, within, type Mock } from 'storybook/test';
import type { StoryText } from './locales';

export type { ManualClock };

// ---------------------------------------------------------------------------------------------
// The mock API

/** `parameters.msw.handlers`: a story's own answers, ahead of the mock API's defaults. */
export interface MswParameters {
  handlers?: HttpHandler[];
}

let worker: Promise<SetupWorker> | undefined;

/** The msw worker, started once per preview (relative URL: the build may live in a sub-folder). */
export function mockWorker(): Promise<SetupWorker> {
  // startMockWorker waits until the worker controls the page, so no request slips past it.
  // The static Storybook is a production build that runs on the mock by design: it opts in.
  worker ??= startMockWorker({
    quiet: true,
    serviceWorkerUrl: 'mockServiceWorker.js',
    allowInProduction: true,
  });
  return worker;
}

/** The preview's navigation stub: records where the widget wanted to go, never leaves the iframe. */
export type StoryNavigation = Navigation & { assign: Mock<(url: string) => void> };

function storyNavigation(): StoryNavigation {
  return {
    origin: () => window.location.origin,
    hostname: () => window.location.hostname,
    assign: fn<(url: string) => void>().mockName('navigation.assign'),
  };
}

/**
 * `parameters.clock`: `'manual'` runs the story's widgets on a fresh `ManualClock`, handed to
 * its play function as `loaded.clock` (read it with `storyClock`). Polls, countdowns and time
 * limits then move only when the play function moves time, so the story reaches each state in
 * a known number of steps however fast the machine is. Without it the widgets use real time.
 */
export type StoryClockParameter = 'manual' | undefined;

/** What the global loader hands every story's render and play function. */
export interface StoryLoaded {
  navigation?: StoryNavigation;
  clock?: ManualClock;
}

/**
 * Global loader: runs before every story's own loaders. Back to the default handlers and an
 * empty token store, then the story's overrides; a fresh navigation stub (and, if the story
 * asks for one, a fresh manual clock) for this render.
 */
export const prepareMockApi: Loader = async ({ parameters }) => {
  const started = await mockWorker();
  started.resetHandlers();
  started.use(...((parameters.msw as MswParameters | undefined)?.handlers ?? []));
  resetMockState();
  const loaded: StoryLoaded = { navigation: storyNavigation() };
  if ((parameters.clock as StoryClockParameter) === 'manual') loaded.clock = createManualClock();
  return loaded;
};

/** The story's manual clock (`parameters.clock: 'manual'`); throws if it asked for none. */
export function storyClock(loaded: Record<string, unknown>): ManualClock {
  const { clock } = loaded as StoryLoaded;
  if (!clock) throw new Error("This story runs on real time: set parameters.clock to 'manual'.");
  return clock;
}

let fallbackNavigation: StoryNavigation | undefined;
const providerPropsCache = new WeakMap<StoryNavigation, GatehouseProviderProps>();

/** Every analytics event of every story, in the actions panel. */
const logEvent = action('gatehouse event');

/**
 * `<GatehouseProvider>` props for one render: `parameters.gatehouse` with the navigation stub
 * and the manual clock, if any (a story's own `config.navigation` or `config.clock` wins), and
 * `onEvent` showing each event in the actions panel (then a story's own `onEvent`). Cached, so
 * re-renders keep one client. `locale` is the toolbar's language (none: the built-in English).
 */
export function providerProps(
  parameters: Parameters,
  loaded: StoryLoaded,
  locale?: LocalePack,
): GatehouseProviderProps {
  // Loaders always run before a story renders; the fallback only guards a render without them.
  const navigation = loaded.navigation ?? (fallbackNavigation ??= storyNavigation());
  let props = providerPropsCache.get(navigation);
  if (!props) {
    const options = (parameters.gatehouse ?? {}) as GatehouseProviderProps;
    const clock = loaded.clock ? { clock: loaded.clock } : {};
    props = {
      ...options,
      config: { navigation, ...clock, ...options.config },
      onEvent: (event) => {
        logEvent(event);
        options.onEvent?.(event);
      },
    };
    providerPropsCache.set(navigation, props);
  }
  // A story's own locale wins over the toolbar's.
  return locale && !props.locale ? { ...props, locale } : props;
}

// ---------------------------------------------------------------------------------------------
// Server states

/** Paths from the site root, for `scenarioHandlers.pending` and `failing`. */
export const paths = {
  login: '/login-api/login',
  tokenStatus: '/gateway/identity/api/v1/one-time-token/status',
  verify: (type: ChallengeType) =>
    `/gateway/identity/api/v1/one-time-token/${type.toLowerCase()}/verify`,
} as const;

/** Calls to `path` never answer: the loading state stays on screen. */
export const pending = (path: string): HttpHandler => scenarioHandlers.pending(path);

const maskedPhoneNumber = '+44 ••••• •••789';

/** A code challenge as the scenario accounts send it (phone number id 11, the masked number). */
export function codeChallenge(
  type: 'SMS' | 'WHATSAPP' | 'VOICE' | 'TOTP',
  options: { masked?: boolean } = {},
): Challenge {
  if (type === 'TOTP') return { type, viewData: { attributes: {} } };
  return {
    type,
    viewData: { attributes: options.masked === false ? {} : { maskedPhoneNumber } },
    availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
  };
}

/**
 * The token status answers one required challenge for any token. Pair it with `loginAs` for
 * an account whose token offers these types, so the code trigger and verify still work.
 */
export function tokenStatus(
  primaryChallenge: Challenge,
  alternatives: Challenge[] = [],
): HttpHandler {
  const challenge: RequiredChallenge = { required: true, primaryChallenge, alternatives };
  return scenarioHandlers.tokenStatus({
    oneTimeToken: 'ott-story',
    actionType: 'IDENTITY__LOGIN',
    challenges: [challenge],
  });
}

/** Story loader: logs a scenario account in and hands its one-time token on as `loaded.ott`. */
export function loginAs(email: string): Loader {
  return async () => ({ ott: await login(createClient(), { email, password: MOCK_PASSWORD }) });
}

/** Primitives always live inside a widget, whose `.gh-root` carries the theme's custom properties. */
export const inWidgetRoot: Decorator = (Story) => (
  <div className="gh-root">
    <Story />
  </div>
);

/** A host-registered recovery route, behind "I don't have any of these". */
export function RecoveryChallenge({ challenge }: ChallengeProps) {
  return (
    <Screen title={recoveryTexts.title}>
      <p className="gh-text">
        {recoveryTexts.text} {challenge.type}.
      </p>
    </Screen>
  );
}

// The host's own texts, not the catalogue's: the pseudo-locale check leaves them in English.
const recoveryTexts = {
  title: 'Change your phone number',
  text: 'The host page registered its own component for',
};

/** The built-in phone-number change with `RecoveryChallenge` as its screen: `challenges: { INITIATE_CHANGE_PHONE_NUMBER_FLOW: recoveryChallenge }`. */
export const recoveryChallenge: ChallengeDefinition = {
  ...defaultChallenges.INITIATE_CHANGE_PHONE_NUMBER_FLOW,
  component: RecoveryChallenge,
};

/** The parameters of a story whose flow registers `recoveryChallenge`. */
export const withRecoveryChallenge = {
  gatehouse: { challenges: { INITIATE_CHANGE_PHONE_NUMBER_FLOW: recoveryChallenge } },
  pseudoLocale: { hostTexts: Object.values(recoveryTexts) },
};

// ---------------------------------------------------------------------------------------------
// Play steps

/** Fills in the login form and submits it. */
export async function logIn(
  canvasElement: HTMLElement,
  email: string,
  password: string = MOCK_PASSWORD,
) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
}

/**
 * Waits for a code screen to be ready for entry: its heading, then the field (once the code is
 * sent). In English, or with `text` in the story's language (`storyText`).
 */
export async function expectCodeScreen(
  canvasElement: HTMLElement,
  type: keyof typeof codeScreenTitles,
  text?: StoryText,
) {
  await expectScreen(canvasElement, text ? text(`otp.title.${type}`) : codeScreenTitles[type]);
  await within(canvasElement).findByLabelText(
    text ? text('otp.codeLabel') : '6-digit code',
    undefined,
    { timeout: 5000 },
  );
}

/** Titles of the code screens, by challenge type. */
export const codeScreenTitles = {
  SMS: 'Enter the code we texted you',
  WHATSAPP: 'Enter the code we sent on WhatsApp',
  VOICE: 'Enter the code we read out to you',
  TOTP: 'Enter the code from your authenticator app',
} as const;

/** Waits for a code screen and types `code` into it (six digits submit on their own). */
export async function enterCode(canvasElement: HTMLElement, code: string = MOCK_CODE) {
  const field = await within(canvasElement).findByLabelText('6-digit code', undefined, {
    timeout: 5000,
  });
  await userEvent.clear(field);
  await userEvent.type(field, code);
}

/** Waits for the heading of the screen that should be showing. */
export async function expectScreen(canvasElement: HTMLElement, title: string) {
  await expect(
    await within(canvasElement).findByRole('heading', { name: title }, { timeout: 5000 }),
  ).toBeVisible();
}
