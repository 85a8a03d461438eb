import { goodUrls, hostileUrls, isHarmless, partnerOrigin } from '../../test/hostileUrls';
import { allowedDestination, allowedUrl, isSitePathOrFullAddress } from './navigation';

const page = 'https://bank.example';
const allowed = [partnerOrigin];

describe('allowedUrl (the navigation gate)', () => {
  const hostile = hostileUrls(page);

  it('has a table of at least 30 hostile inputs', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostile.map((entry) => [entry.name, entry] as const))(
    '%s: refused, or a harmless address on the page',
    (_, { input, mayStay }) => {
      const answer = allowedUrl(input, page, allowed);
      expect(isHarmless(answer, page)).toBe(true);
      if (!mayStay) expect(answer).toBeUndefined();
    },
  );

  it.each(goodUrls(page).map((entry) => [entry.name, entry] as const))(
    '%s: the absolute href',
    (_, { input, href }) => {
      expect(allowedUrl(input, page, allowed)).toBe(href);
    },
  );

  it('answers the way a browser writes the address: scheme and host lower case, default port dropped', () => {
    expect(allowedUrl('HTTPS://BANK.EXAMPLE/Upper', page)).toBe('https://bank.example/Upper');
    expect(allowedUrl('https://bank.example:443/port', page)).toBe('https://bank.example/port');
  });

  it('allows another origin only when the host allowed it, whatever form the host wrote it in', () => {
    expect(allowedUrl('https://partner.example.org/x', page)).toBeUndefined();
    expect(
      allowedUrl('https://partner.example.org/x', page, ['https://partner.example.org/']),
    ).toBe('https://partner.example.org/x');
    expect(
      allowedUrl('https://partner.example.org/x', page, [
        'HTTPS://Partner.Example.org:443/some/path',
      ]),
    ).toBe('https://partner.example.org/x');
    expect(allowedUrl('https://other.example.org/x', page, allowed)).toBeUndefined();
  });

  it('never lets a listed "origin" open another scheme or a disguised path', () => {
    const listed = [
      'null',
      'javascript:',
      'data:',
      'blob:https://bank.example',
      '/relative',
      'not a url',
    ];
    expect(allowedUrl('javascript:alert(1)', page, listed)).toBeUndefined();
    expect(allowedUrl('data:text/html,x', page, listed)).toBeUndefined();
    expect(allowedUrl('blob:https://bank.example/5a3f7c1e', page, listed)).toBeUndefined();
    expect(
      allowedUrl('https://partner.example.org//evil.example/x', page, allowed),
    ).toBeUndefined();
    expect(allowedUrl('https://user@partner.example.org/x', page, allowed)).toBeUndefined();
  });

  it('refuses what is not a string even when it would turn into a good one', () => {
    const stringy = { toString: () => '/account' };
    expect(allowedUrl(stringy, page)).toBeUndefined();
    expect(allowedUrl(new URL('https://bank.example/account'), page)).toBeUndefined();
    expect(allowedUrl(new String('/account'), page)).toBeUndefined();
  });

  it('refuses everything on a page without an http(s) origin (file://, a sandboxed frame)', () => {
    for (const origin of ['null', '', 'file://', 'not an origin']) {
      expect(allowedUrl('/home', origin)).toBeUndefined();
      expect(allowedUrl('https://partner.example.org/x', origin, allowed)).toBeUndefined();
    }
  });

  it('works for a page served over http on localhost', () => {
    const local = 'http://localhost:5173';
    expect(allowedUrl('/home', local)).toBe('http://localhost:5173/home');
    expect(allowedUrl('http://localhost:5173/a', local)).toBe('http://localhost:5173/a');
    expect(allowedUrl('http://localhost:6006/a', local)).toBeUndefined();
    expect(allowedUrl('https://localhost:5173/a', local)).toBeUndefined();
  });
});

describe('allowedDestination (what a host is handed)', () => {
  it.each(goodUrls(page).map((entry) => [entry.name, entry] as const))(
    '%s: the gate’s href, and the path on this origin or the href on another',
    (_, { input, href, location }) => {
      expect(allowedDestination(input, page, allowed)).toEqual({ href, location });
    },
  );

  it('hands a path beginning with exactly one slash for this origin, never a bare or absolute one', () => {
    for (const { input } of goodUrls(page)) {
      const { location } = allowedDestination(input, page, allowed)!;
      if (location.startsWith(partnerOrigin)) continue;
      expect(location).toMatch(/^\/(?!\/)/);
      expect(new URL(location, 'https://elsewhere.example').origin).toBe(
        'https://elsewhere.example',
      );
    }
  });

  it.each(hostileUrls(page).map((entry) => [entry.name, entry] as const))(
    '%s: nothing, or a path that stays on the page',
    (_, { input, mayStay }) => {
      const destination = allowedDestination(input, page, allowed);
      if (!mayStay) {
        expect(destination).toBeUndefined();
        return;
      }
      if (destination === undefined) return;
      expect(destination.location).toMatch(/^\/(?!\/)/);
      expect(new URL(destination.location, page).href).toBe(destination.href);
      expect(isHarmless(destination.href, page)).toBe(true);
    },
  );

  it('refuses what the gate refuses, so the caller’s fallback applies', () => {
    expect(allowedDestination('https://evil.example/x', page, allowed)).toBeUndefined();
    expect(allowedDestination(`${page}//evil.example/x`, page, allowed)).toBeUndefined();
    expect(allowedDestination('/home', 'null')).toBeUndefined();
    expect(allowedDestination('https://partner.example.org/x', page)).toBeUndefined();
  });

  it('reads the page’s origin however it is written, and works on http://localhost', () => {
    expect(allowedDestination('/home', 'https://BANK.example:443/some/page')).toEqual({
      href: 'https://bank.example/home',
      location: '/home',
    });
    const local = 'http://localhost:5180';
    expect(allowedDestination(`${local}/home`, local)?.location).toBe('/home');
    expect(
      allowedDestination('http://localhost:5173/home', local, ['http://localhost:5173']),
    ).toEqual({ href: 'http://localhost:5173/home', location: 'http://localhost:5173/home' });
  });
});

describe('isSitePathOrFullAddress', () => {
  it.each([
    ['/gateway/v1/upload', true],
    ['//evil.example/x', true],
    ['https://api.example.com/x', true],
    ['javascript:alert(1)', true],
    ['upload', false],
    ['../upload', false],
    ['START_APPROVE_ANOTHER_WAY', false],
    ['', false],
  ])('%j → %j (the gate still judges every true)', (input, expected) => {
    expect(isSitePathOrFullAddress(input)).toBe(expected);
  });
});
