/**
 * Ties a social sign-in's return to the tab that started it (login CSRF). Before the browser
 * leaves for the provider, a random state is kept in this tab's sessionStorage and added to
 * `loginStateUrl`; the provider sends the browser back there with the social-login token in the
 * fragment (`#ott=…`), and the token is used only when the state it brings back is the kept one.
 * A link someone else made (their token, no state or theirs) is refused before any token call.
 */

/** Where the tab keeps the state: sessionStorage in a browser, a stand-in in tests. */
export type SocialStateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The query parameter of `loginStateUrl` that carries the state through the provider and back. */
export const SOCIAL_STATE_PARAM = 'socialState';

/** The fragment parameter the provider returns the social-login token in. */
export const SOCIAL_TOKEN_PARAM = 'ott';

// Only the state is kept: the token itself never goes into storage.
export const STORAGE_KEY = 'gatehouse.socialState';

export type SocialReturn =
  /** The address brings no social sign-in back: nothing to do. */
  | { kind: 'none' }
  /** The token came back to the tab that asked for it. `address`: the page's address without it. */
  | { kind: 'resume'; oneTimeToken: string; address: string }
  /** A token (or a state) this tab did not ask for, or no longer waits for: never used. */
  | { kind: 'refused'; address: string };

/** This tab's sessionStorage; undefined on a server, or where the browser blocks storage. */
export function tabStorage(): SocialStateStorage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    // Storage turned off, or a sandboxed frame: reading the property itself throws.
    return undefined;
  }
}

/**
 * Back on the page: reads a social sign-in's return from the page's address `href`. Answers
 * `resume` only when the returned state is the one this tab kept; anything else that looks
 * like a return is `refused`. The kept state is cleared either way, so a return works once.
 * Replace the address bar with `address` (history.replaceState) so the token does not linger.
 */
export function takeSocialReturn(
  href: string,
  storage: SocialStateStorage | undefined = tabStorage(),
): SocialReturn {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { kind: 'none' };
  }
  const fragment = new URLSearchParams(url.hash.slice(1));
  const token = fragment.get(SOCIAL_TOKEN_PARAM);
  const returnedState = url.searchParams.get(SOCIAL_STATE_PARAM);
  if (token === null && returnedState === null) return { kind: 'none' };

  let keptState: string | null = null;
  try {
    keptState = storage?.getItem(STORAGE_KEY) ?? null;
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept, so nothing can match.
  }

  url.searchParams.delete(SOCIAL_STATE_PARAM);
  fragment.delete(SOCIAL_TOKEN_PARAM);
  // Whatever else the fragment held stays; an empty one goes, '#' and all.
  url.hash = fragment.toString();
  const address = `${url.pathname}${url.search}${url.hash}`;

  const matches = keptState !== null && keptState !== '' && returnedState === keptState;
  return matches && token
    ? { kind: 'resume', oneTimeToken: token, address }
    : { kind: 'refused', address };
}
