import { systemClock, type Clock } from '../runtime/clock';
import { browserConnectivity, type Connectivity } from '../runtime/connectivity';
import { browserNavigation, type Navigation } from '../runtime/navigation';
import type { TabLink } from '../runtime/tabs';
import { documentVisibility, type Visibility } from '../runtime/visibility';

/** Options shared by every widget; all optional, with the defaults of SPEC.md §9. */
export interface GatehouseConfig {
  /** Identity host; `{identity}` paths are `${identityHost}/identity/api/v1`. Default `/gateway`. */
  identityHost?: string;
  /** Prefix for every path, for an API on another origin. Default '' (same origin). */
  apiBaseUrl?: string;
  clientId?: string;
  accessToken?: string;
  /** BCP 47 locale sent as Accept-Language. Default `en-GB`. */
  locale?: string;
  guestId?: string;
  profilerContext?: { ggow?: string; mosc?: string };
  fetch?: typeof fetch;
  clock?: Clock;
  navigation?: Navigation;
  /** Tab visibility, for polls that check again when the user comes back. */
  visibility?: Visibility;
  /** How waits coordinate with the origin's other tabs; default BroadcastChannel and Web Locks. */
  tabs?: TabLink;
  /**
   * Whether the browser has a network: calls made or failed while offline wait until it is back
   * and go again unchanged, and polls pause. Default `navigator.onLine` and its events.
   */
  connectivity?: Connectivity;
  /** Origins besides the page's own that server- or URL-given redirects may lead to. */
  allowedRedirectOrigins?: readonly string[];
  /** Token exchange path; default `/login-api/v2/auth`, or `/api/v2/auth` when the page is on localhost. */
  tokenExchangePath?: string;
  /** How long one call may take before it fails with `request.timeout`, in ms. Default 30 000. */
  requestTimeoutMs?: number;
}

export interface ResolvedConfig {
  identityHost: string;
  apiBaseUrl: string;
  clientId: string;
  accessToken: string;
  locale: string;
  /** The language part of the locale, e.g. `en`. */
  language: string;
  guestId: string | undefined;
  profilerContext: { ggow?: string; mosc?: string };
  fetch: typeof fetch;
  clock: Clock;
  navigation: Navigation;
  visibility: Visibility;
  tabs: TabLink | undefined;
  connectivity: Connectivity;
  allowedRedirectOrigins: readonly string[];
  tokenExchangePath: string | undefined;
  requestTimeoutMs: number;
}

/** The web client's id: the default, and the id the phone-change calls always send. */
export const webClientId = 'gatehouse-web';

export const defaults = {
  identityHost: '/gateway',
  clientId: webClientId,
  accessToken: 'gatehouse-web-access',
  locale: 'en-GB',
  country: 'GB',
  homePath: '/home',
  // A slow mobile network's 10 s answer passes with room to spare; a call that hangs still ends within half a minute.
  requestTimeoutMs: 30_000,
} as const;

/** A usable time limit: a positive, finite number of ms; anything else means the default. */
function validTimeout(ms: number | undefined): number | undefined {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

export function resolveConfig(config: GatehouseConfig = {}): ResolvedConfig {
  const locale = config.locale ?? defaults.locale;
  return {
    identityHost: (config.identityHost ?? defaults.identityHost).replace(/\/$/, ''),
    apiBaseUrl: (config.apiBaseUrl ?? '').replace(/\/$/, ''),
    clientId: config.clientId ?? defaults.clientId,
    accessToken: config.accessToken ?? defaults.accessToken,
    locale,
    language: locale.split('-')[0] ?? 'en',
    guestId: config.guestId,
    profilerContext: config.profilerContext ?? {},
    // Bound late: the global fetch may be replaced (msw, tests) after the config is made.
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    clock: config.clock ?? systemClock,
    navigation: config.navigation ?? browserNavigation,
    visibility: config.visibility ?? documentVisibility,
    tabs: config.tabs,
    connectivity: config.connectivity ?? browserConnectivity,
    allowedRedirectOrigins: config.allowedRedirectOrigins ?? [],
    tokenExchangePath: config.tokenExchangePath,
    requestTimeoutMs: validTimeout(config.requestTimeoutMs) ?? defaults.requestTimeoutMs,
  };
}
