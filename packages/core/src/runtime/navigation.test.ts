import { safeNavigationTarget, type Navigation } from './navigation';

const page: Pick<Navigation, 'origin'> = { origin: () => 'https://app.example.com' };
const fallback = '/home';

describe('safeNavigationTarget', () => {
  it.each([
    ['/account', '/account'],
    ['/send?amount=10#review', '/send?amount=10#review'],
    ['account/settings', '/account/settings'],
    ['https://app.example.com/profile?x=1', '/profile?x=1'],
    ['HTTPS://APP.EXAMPLE.COM/upper', '/upper'],
    ['https://app.example.com:443/port', '/port'],
  ])('keeps the same-origin target %j as the path %j', (target, expected) => {
    expect(safeNavigationTarget(target, fallback, page)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example.net/steal'],
    ['a subdomain', 'https://evil.app.example.com/'],
    ['another port', 'https://app.example.com:8443/'],
    ['plain http of the same host', 'http://app.example.com/'],
    ['protocol-relative', '//evil.com/path'],
    ['backslash protocol-relative', '/\\evil.com/path'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['JavaScript: in mixed case', 'JavaScript:alert(1)'],
    ['javascript: after spaces', '  javascript:alert(1)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://app.example.com/'],
    ['a URL that cannot be parsed', 'https://exa mple.com:99999/'],
    ['an empty target', ''],
    ['null', null],
    ['undefined', undefined],
  ])('falls back for %s', (_, target) => {
    expect(safeNavigationTarget(target, fallback, page)).toBe(fallback);
  });

  it('follows another origin only when the host allowed it, as a full URL', () => {
    const allowed = ['https://partner.example.org'];
    expect(safeNavigationTarget('https://partner.example.org/welcome?a=1', fallback, page, allowed)).toBe('https://partner.example.org/welcome?a=1');
    expect(safeNavigationTarget('https://other.example.org/welcome', fallback, page, allowed)).toBe(fallback);
    expect(safeNavigationTarget('//partner.example.org/x', fallback, page, allowed)).toBe('https://partner.example.org/x');
  });

  it('never follows javascript: or data: even when such an "origin" is listed', () => {
    const allowed = ['null', 'javascript:', 'data:'];
    expect(safeNavigationTarget('javascript:alert(1)', fallback, page, allowed)).toBe(fallback);
    expect(safeNavigationTarget('data:text/html,x', fallback, page, allowed)).toBe(fallback);
  });

  it('works for a page served over http on localhost', () => {
    const local = { origin: () => 'http://localhost:5173' };
    expect(safeNavigationTarget('/home', '/x', local)).toBe('/home');
    expect(safeNavigationTarget('http://localhost:5173/a', '/x', local)).toBe('/a');
    expect(safeNavigationTarget('http://localhost:6006/a', '/x', local)).toBe('/x');
  });
});
