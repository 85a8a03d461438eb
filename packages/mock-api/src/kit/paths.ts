/** Default identity host of API.md §2. */
export const DEFAULT_IDENTITY_HOST = '/gateway';

/**
 * A path from the site root, matched on any origin: msw leaves relative paths unresolved in
 * node, so `/x` would never match `http://localhost/x` there.
 */
export function sitePath(path: string): string {
  return path.startsWith('/') ? `*${path}` : path;
}

/** `{identity}` of API.md: the identity host (a path or an origin) plus `/identity/api/v1`. */
export function identityPath(identityHost: string | undefined, path: string): string {
  const host = (identityHost ?? DEFAULT_IDENTITY_HOST).replace(/\/$/, '');
  return sitePath(`${host}/identity/api/v1${path}`);
}
