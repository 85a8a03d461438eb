/** Where the browser goes. Injectable so tests and single-page hosts can route themselves. */
export interface Navigation {
  /** The page's own origin, e.g. `https://example.com`. */
  origin(): string;
  hostname(): string;
  assign(url: string): void;
}

export const browserNavigation: Navigation = {
  origin: () => window.location.origin,
  hostname: () => window.location.hostname,
  assign: (url) => window.location.assign(url),
};

/**
 * Returns `target` resolved against the page when its origin is the page's own or one the
 * host allowed; otherwise `fallback`. Only http(s) targets are ever followed.
 */
export function safeNavigationTarget(
  target: string | null | undefined,
  fallback: string,
  navigation: Pick<Navigation, 'origin'>,
  allowedOrigins: readonly string[] = [],
): string {
  if (!target) return fallback;
  let url: URL;
  try {
    url = new URL(target, navigation.origin());
  } catch {
    return fallback;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fallback;
  const own = navigation.origin();
  if (url.origin === own) return `${url.pathname}${url.search}${url.hash}`;
  return allowedOrigins.includes(url.origin) ? url.href : fallback;
}
