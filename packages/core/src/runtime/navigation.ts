/** Where the browser goes. Injectable so tests and single-page hosts can route themselves. */
export interface Navigation {
  /** The page's own origin, e.g. `https://example.com`. */
  origin(): string;
  hostname(): string;
  /** Goes to `url`; the library only ever passes an absolute href that `allowedUrl` answered. */
  assign(url: string): void;
}

export const browserNavigation: Navigation = {
  origin: () => window.location.origin,
  hostname: () => window.location.hostname,
  assign: (url) => window.location.assign(url),
};

/** http: and https:, the only schemes a navigation may take (`URL.protocol` is lower case). */
const WEB_SCHEME = /^https?:$/;

// The URL parser silently drops tabs and newlines and reads `\` as `/`: the disguises of `//host`.
const DISGUISE = /[\p{Cc}\\]/u;

/** The http(s) origin of an absolute address, or undefined (relative, unparsable, another scheme). */
function webOrigin(address: string): string | undefined {
  try {
    const url = new URL(address);
    return WEB_SCHEME.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True for a site-rooted path (`/…`) or a full address (`scheme:…`); false for a bare name or a
 * page-relative path. For inputs that must name a place before the gate judges it (an upload path,
 * a fallback action that may also be an action's name). It decides nothing about safety.
 */
export function isSitePathOrFullAddress(input: string): boolean {
  if (input.startsWith('/')) return true;
  try {
    new URL(input);
    return true;
  } catch {
    return false;
  }
}

/**
 * The navigation gate: the only way a string from the server, the page's address or the host
 * becomes a navigation, a link or an upload target. Answers an ABSOLUTE http(s) href on the page's
 * origin or on one of `allowedOrigins` (each read as the origin of the address given), else
 * undefined. A relative input resolves against the page's origin.
 *
 * Refused, whatever the origin:
 * - anything but a string, an empty string, and leading or trailing white space;
 * - a control character or a backslash anywhere (tab, newline and `\` are how `//host` hides);
 * - credentials (`user:password@`), which also disguise the host (`https://own@evil.example`);
 * - every scheme but http and https (`javascript:`, `data:`, `blob:`, `file:`, …);
 * - a resolved path that begins with `//`, which turns protocol-relative wherever only the path
 *   is kept (`https://own//evil.example/x`, `/.//evil.example`, `/x/..//evil.example`).
 */
export function allowedUrl(
  input: unknown,
  pageOrigin: string,
  allowedOrigins: readonly string[] = [],
): string | undefined {
  return allowedDestination(input, pageOrigin, allowedOrigins)?.href;
}

/** An address the navigation gate allowed, in the two forms the library uses. */
export interface AllowedDestination {
  /** The gate's absolute href (`allowedUrl`'s answer): what `Navigation.assign` gets. */
  href: string;
  /**
   * What a host is handed (`onSuccess`'s `location`): on the page's origin, the path
   * (`pathname + search + hash`, beginning with exactly one `/`, since the gate refuses `//`),
   * which a router (React Router's `navigate`, Next.js's `router.push`) takes as it is; on
   * another allowed origin, the absolute href.
   */
  location: string;
}

/** The navigation gate (see `allowedUrl`): the href to go to and the location to hand a host. */
export function allowedDestination(
  input: unknown,
  pageOrigin: string,
  allowedOrigins: readonly string[] = [],
): AllowedDestination | undefined {
  if (typeof input !== 'string' || input === '' || input !== input.trim() || DISGUISE.test(input))
    return undefined;
  const page = webOrigin(pageOrigin);
  if (!page) return undefined;
  let url: URL;
  try {
    url = new URL(input, page);
  } catch {
    return undefined;
  }
  if (!WEB_SCHEME.test(url.protocol) || url.username || url.password) return undefined;
  if (url.pathname.startsWith('//')) return undefined;
  if (url.origin !== page && !allowedOrigins.some((allowed) => webOrigin(allowed) === url.origin))
    return undefined;
  const { href } = url;
  // Without credentials, the href is the origin, then the path.
  return { href, location: url.origin === page ? href.slice(page.length) : href };
}
