import type { Client } from '../../api/client';
import { webClientId } from '../../api/config';
import * as z from '../../api/schema';
import {
  asGatehouseError,
  clientError,
  clientErrorCodes,
  type GatehouseError,
  isAbortError,
} from '../../errors/gatehouseError';
import { allowedUrl, isSitePathOrFullAddress } from '../../runtime/navigation';

/** SPEC.md §7: the phone-change token is asked for on this fixed path, whatever the identity host. */
export const CHANGE_PHONE_NUMBER_OTT_PATH = '/gateway/identity/api/v1/phone-change/ott';

/** SPEC.md §2: the host's phone-number change page; without parameters it is the fallback. */
export const CHANGE_PHONE_NUMBER_PAGE_PATH = '/login/change-phone-number';

/**
 * SPEC.md §9: the phone-change calls identify as the web client whatever client id the host
 * configured (the server only runs this flow for the web client).
 */
export const CHANGE_PHONE_NUMBER_CLIENT_ID = webClientId;

export const changePhoneNumberOttResponseSchema = z.object({
  oneTimeTokenProperties: z.object({ oneTimeToken: z.string(z.minLength(1)) }),
});
export type ChangePhoneNumberOttResponse = z.infer<typeof changePhoneNumberOttResponseSchema>;

/** POST /gateway/identity/api/v1/phone-change/ott: trades the login's token for a phone-change token. */
export async function requestChangePhoneNumberToken(
  client: Client,
  { ott, signal }: { ott: string; signal?: AbortSignal | undefined },
): Promise<string> {
  const { data } = await client.request({
    method: 'POST',
    path: CHANGE_PHONE_NUMBER_OTT_PATH,
    ott,
    headers: { 'X-Client-Id': CHANGE_PHONE_NUMBER_CLIENT_ID },
    schema: changePhoneNumberOttResponseSchema,
    signal,
  });
  return data.oneTimeTokenProperties.oneTimeToken;
}

/**
 * The change page's address: `/login/change-phone-number#/?code={token}&skipIntro=true`, the
 * one place SPEC.md puts a token in a URL (in the fragment, which never reaches a server).
 * Without a token: the bare page, the fallback.
 */
export function changePhoneNumberLink(token?: string | undefined): string {
  if (!token) return CHANGE_PHONE_NUMBER_PAGE_PATH;
  return `${CHANGE_PHONE_NUMBER_PAGE_PATH}#/?code=${encodeURIComponent(token)}&skipIntro=true`;
}

/**
 * The intro's fallback link (viewData.attributes.fallbackAction.action), through the navigation
 * gate: the absolute href of a site path or of an address on the page's origin or one the host
 * allowed. Anything else (an action name such as `CONTACT_US`, `javascript:`, `//host`) gives
 * no link (undefined): a bare word is a name, never a path relative to the page.
 */
export function changePhoneNumberFallbackHref(
  action: unknown,
  pageOrigin: string,
  allowedOrigins: readonly string[] = [],
): string | undefined {
  if (typeof action !== 'string' || !isSitePathOrFullAddress(action)) return undefined;
  return allowedUrl(action, pageOrigin, allowedOrigins);
}

/** What the change page reads from its fragment (`#/?code=…&skipIntro=true`). */
export interface ChangePhoneNumberLink {
  /** The phone-change token, if the page was given one. */
  code: string | undefined;
  /** true: the user has seen the intro already, go straight to the token's challenges. */
  skipIntro: boolean;
}

/** Reads the change page's fragment; a missing or empty code reads as the fallback page. */
export function readChangePhoneNumberLink(hash: string): ChangePhoneNumberLink {
  const query = hash.indexOf('?');
  const params = new URLSearchParams(query === -1 ? '' : hash.slice(query + 1));
  const code = params.get('code')?.trim();
  return { code: code ? code : undefined, skipIntro: params.get('skipIntro') === 'true' };
}

export interface StartChangePhoneNumberOptions {
  /** The current (login) one-time token. */
  ott: string;
  signal?: AbortSignal | undefined;
  /** The host's error monitoring, told about a failed call before the fallback page opens. */
  reportError?: ((error: GatehouseError) => void) | undefined;
}

/**
 * INITIATE_CHANGE_PHONE_NUMBER_FLOW's Continue (SPEC.md §2, §7): asks for the phone-change
 * token, then sends the browser to the change page with it (skipping the intro the user has
 * just read). Any failure opens the bare change page instead. Only ever navigates within the
 * page's own origin. Answers the absolute href it went to; an abort navigates nowhere (undefined).
 */
export async function startChangePhoneNumber(
  client: Client,
  { ott, signal, reportError }: StartChangePhoneNumberOptions,
): Promise<string | undefined> {
  const { navigation } = client.config;
  let target: string;
  try {
    target = changePhoneNumberLink(await requestChangePhoneNumberToken(client, { ott, signal }));
  } catch (cause) {
    if (signal?.aborted || isAbortError(cause)) return undefined;
    reportError?.(asGatehouseError(cause));
    target = CHANGE_PHONE_NUMBER_PAGE_PATH;
  }
  if (signal?.aborted) return undefined;
  const location =
    allowedUrl(target, navigation.origin()) ??
    allowedUrl(CHANGE_PHONE_NUMBER_PAGE_PATH, navigation.origin());
  if (!location) {
    reportError?.(clientError(clientErrorCodes.navigationRefused));
    return undefined;
  }
  navigation.assign(location);
  return location;
}
