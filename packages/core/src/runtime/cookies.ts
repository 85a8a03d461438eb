/** How a cookie is scoped. Names and values are the caller's; this only writes them. */
export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

/** Cookies behind an interface, so tests and server renders never touch `document.cookie`. */
export interface CookieWriter {
  set(name: string, value: string, options?: CookieOptions): void;
}

/** The `Set-Cookie`-style string `document.cookie` takes; the value is URI-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name))
    throw new TypeError(`Invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAgeSeconds !== undefined)
    parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  if (options.secure) parts.push('Secure');
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  parts.push(`Path=${options.path ?? '/'}`);
  return parts.join('; ');
}

/** Writes `document.cookie`; does nothing where there is no document (server, worker). */
export const documentCookies: CookieWriter = {
  set: (name, value, options) => {
    if (typeof document === 'undefined') return;
    document.cookie = serializeCookie(name, value, options);
  },
};
