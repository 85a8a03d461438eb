// The navigation gate's tables, shared by the unit test (Node's URL parser) and the Chromium test
// (the browser's own parser): every input a server, a page address or a host could send.

export interface UrlCase {
  name: string;
  input: unknown;
  /**
   * true: the input may resolve to a harmless address on the page's own origin (an encoded slash
   * stays a path; `https:x` is relative on an https page). Every other hostile input is refused.
   */
  mayStay?: true;
}

/** An origin the host allows besides the page's own, in both tests. */
export const partnerOrigin = 'https://partner.example.org';

/** Hostile inputs for a page on `pageOrigin` (e.g. `https://bank.example` or `http://localhost:5173`). */
export function hostileUrls(pageOrigin: string): UrlCase[] {
  const own = new URL(pageOrigin);
  const otherPort = own.port === '444' ? '445' : '444';
  return [
    // Protocol-relative, and every way to spell it.
    { name: 'protocol-relative', input: '//evil.example/x' },
    { name: 'slash backslash', input: '/\\evil.example/x' },
    { name: 'backslash slash', input: '\\/evil.example/x' },
    { name: 'slash backslash slash', input: '/\\/evil.example/x' },
    { name: 'two backslashes', input: '\\\\evil.example/x' },
    { name: 'a tab inside //', input: '/\t/evil.example/x' },
    { name: 'a newline inside //', input: '/\n/evil.example/x' },
    { name: 'a carriage return inside //', input: '/\r/evil.example/x' },
    { name: 'a dot segment before //', input: '/.//evil.example/x' },
    { name: 'a parent segment before //', input: '/x/..//evil.example/x' },
    { name: 'an encoded dot segment before //', input: '/%2e//evil.example/x' },
    { name: 'an encoded parent segment before //', input: '/%2E%2E//evil.example/x' },
    { name: 'encoded slashes, site-rooted', input: '/%2f%2fevil.example/x', mayStay: true },
    { name: 'encoded slashes, page-relative', input: '%2f%2fevil.example/x', mayStay: true },
    { name: 'the page origin then //', input: `${pageOrigin}//evil.example/x` },
    { name: 'the page origin then /.//', input: `${pageOrigin}/.//evil.example/x` },
    { name: 'the page origin then a backslash', input: `${pageOrigin}/\\evil.example/x` },
    {
      name: 'an encoded slash in the host',
      input: `${own.protocol}//${own.host}%2f%2fevil.example/x`,
    },
    // White space and control characters, which the URL parser drops.
    { name: 'a leading space', input: ' //evil.example/x' },
    { name: 'a leading no-break space', input: '\u00a0//evil.example/x' },
    { name: 'a leading NUL', input: '\u0000//evil.example/x' },
    { name: 'a leading unit separator', input: '\u001f/evil.example/x' },
    { name: 'a trailing newline', input: '/home\n' },
    { name: 'a C1 control inside', input: '/\u0085/evil.example/x' },
    { name: 'a line separator inside //', input: '/\u2028/evil.example/x', mayStay: true },
    // Schemes and scheme tricks.
    { name: 'https without slashes', input: 'https:evil.example/x', mayStay: true },
    { name: 'https with one slash', input: 'https:/evil.example/x', mayStay: true },
    { name: 'another scheme-relative host', input: 'http:\\\\evil.example/x' },
    { name: 'javascript:', input: 'javascript:alert(document.domain)' },
    { name: 'JaVaScRiPt: in mixed case', input: 'JaVaScRiPt:alert(1)' },
    { name: 'javascript: with a tab inside', input: 'java\tscript:alert(1)' },
    { name: 'JaVaScRiPt: with tabs and a newline', input: 'Ja\tVa\nScRiPt:alert(1)' },
    { name: 'javascript: after a tab', input: '\tjavascript:alert(1)' },
    { name: 'javascript: with an encoded colon', input: 'javascript%3Aalert(1)', mayStay: true },
    { name: 'data:', input: 'data:text/html,<script>alert(1)</script>' },
    {
      name: 'blob: on the page origin',
      input: `blob:${pageOrigin}/5a3f7c1e-0000-4000-8000-000000000000`,
    },
    { name: 'vbscript:', input: 'vbscript:msgbox(1)' },
    { name: 'file:', input: 'file:///etc/passwd' },
    { name: 'ftp:', input: `ftp://${own.hostname}/x` },
    // Credentials that disguise the host.
    { name: 'user@ another host', input: 'http://user@evil.example/x' },
    { name: 'the page host as the user name', input: `https://${own.host}@evil.example/x` },
    {
      name: 'protocol-relative with the page host as the user name',
      input: `//${own.host}@evil.example/x`,
    },
    {
      name: 'user:password@ on the page origin',
      input: `${own.protocol}//user:secret@${own.host}/x`,
    },
    // Other origins, and lookalikes of the page's.
    { name: 'another origin', input: 'https://evil.example/x' },
    {
      name: 'a lookalike subdomain of another site',
      input: `${own.protocol}//${own.hostname}.evil.example/x`,
    },
    {
      name: 'the page host on another port',
      input: `${own.protocol}//${own.hostname}:${otherPort}/x`,
    },
    {
      name: 'the page host over the other scheme',
      input: `${own.protocol === 'https:' ? 'http:' : 'https:'}//${own.host}/x`,
    },
    { name: 'an allowed origin over http', input: partnerOrigin.replace('https:', 'http:') + '/x' },
    { name: 'an allowed origin’s lookalike', input: `${partnerOrigin}.evil.example/x` },
    // Not a string, or nothing in it.
    { name: 'an empty string', input: '' },
    { name: 'white space only', input: '   ' },
    { name: 'a tab and a newline only', input: '\t\n' },
    { name: 'a number', input: 42 },
    { name: 'zero', input: 0 },
    { name: 'true', input: true },
    { name: 'an object with an href', input: { href: '//evil.example/x' } },
    { name: 'an array', input: ['//evil.example/x'] },
    { name: 'null', input: null },
    { name: 'undefined', input: undefined },
  ];
}

export interface GoodUrlCase {
  name: string;
  input: string;
  /** The gate's answer: always absolute. */
  href: string;
  /** What a host is handed (`allowedDestination`): the path on the page's origin, else `href`. */
  location: string;
}

/**
 * Inputs the gate lets through on a page at `pageOrigin`, the absolute href it answers and the
 * location a host is handed (the path on the page's origin, the href on another).
 */
export function goodUrls(pageOrigin: string): GoodUrlCase[] {
  return [
    { name: 'a site path', input: '/account', href: `${pageOrigin}/account`, location: '/account' },
    {
      name: 'a path with a query and a hash',
      input: '/send?amount=10#review',
      href: `${pageOrigin}/send?amount=10#review`,
      location: '/send?amount=10#review',
    },
    {
      name: 'a page-relative path (from the origin)',
      input: 'account/settings',
      href: `${pageOrigin}/account/settings`,
      location: '/account/settings',
    },
    {
      name: 'a query only',
      input: '?tab=limits',
      href: `${pageOrigin}/?tab=limits`,
      location: '/?tab=limits',
    },
    { name: 'a hash only', input: '#top', href: `${pageOrigin}/#top`, location: '/#top' },
    {
      name: 'a double slash later in the path',
      input: '/a//b',
      href: `${pageOrigin}/a//b`,
      location: '/a//b',
    },
    {
      name: 'a dot segment that stays on the page',
      input: '/a/../home',
      href: `${pageOrigin}/home`,
      location: '/home',
    },
    {
      name: 'the page origin in full',
      input: `${pageOrigin}/profile?x=1`,
      href: `${pageOrigin}/profile?x=1`,
      location: '/profile?x=1',
    },
    { name: 'the page origin alone', input: pageOrigin, href: `${pageOrigin}/`, location: '/' },
    {
      name: 'the page origin in capitals, on its default port',
      input: `${pageOrigin.toUpperCase()}/Upper`,
      href: `${pageOrigin}/Upper`,
      location: '/Upper',
    },
    {
      name: 'an allowed origin',
      input: `${partnerOrigin}/welcome?a=1`,
      href: `${partnerOrigin}/welcome?a=1`,
      location: `${partnerOrigin}/welcome?a=1`,
    },
    {
      name: 'an allowed origin alone',
      input: partnerOrigin,
      href: `${partnerOrigin}/`,
      location: `${partnerOrigin}/`,
    },
    // A protocol-relative address takes the page's scheme: it reaches the https partner only from an https page.
    ...(pageOrigin.startsWith('https:')
      ? [
          {
            name: 'an allowed origin, protocol-relative',
            input: '//partner.example.org/x',
            href: `${partnerOrigin}/x`,
            location: `${partnerOrigin}/x`,
          },
        ]
      : []),
  ];
}

/**
 * What any hostile input may come to: nothing, or an absolute href on the page's own origin
 * whose path cannot be read as protocol-relative and which carries no credentials.
 */
export function isHarmless(answer: unknown, pageOrigin: string): boolean {
  if (answer === undefined) return true;
  if (typeof answer !== 'string') return false;
  const url = new URL(answer);
  return (
    url.href === answer &&
    url.origin === pageOrigin &&
    !url.pathname.startsWith('//') &&
    url.username === '' &&
    url.password === ''
  );
}
