import { documentCookies, serializeCookie } from './cookies';

describe('serializeCookie', () => {
  it('writes the attributes in a fixed order, Path=/ by default', () => {
    expect(
      serializeCookie('deviceOriginGuard', 'dog-1', {
        maxAgeSeconds: 7200,
        secure: true,
        sameSite: 'Strict',
      }),
    ).toBe('deviceOriginGuard=dog-1; Max-Age=7200; Secure; SameSite=Strict; Path=/');
    expect(serializeCookie('a', 'b')).toBe('a=b; Path=/');
    expect(serializeCookie('a', 'b', { path: '/app' })).toBe('a=b; Path=/app');
  });

  it('encodes the value, so it cannot add attributes of its own', () => {
    expect(serializeCookie('a', 'x; Domain=evil.example')).toBe(
      'a=x%3B%20Domain%3Devil.example; Path=/',
    );
  });

  it('refuses a name that is not a cookie token', () => {
    expect(() => serializeCookie('a=b', 'c')).toThrow(TypeError);
    expect(() => serializeCookie('', 'c')).toThrow(TypeError);
  });
});

describe('documentCookies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('assigns document.cookie', () => {
    const written: string[] = [];
    vi.stubGlobal('document', {
      set cookie(value: string) {
        written.push(value);
      },
    });
    documentCookies.set('deviceOriginGuard', 'dog-1', {
      maxAgeSeconds: 7200,
      secure: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect(written).toEqual([
      'deviceOriginGuard=dog-1; Max-Age=7200; Secure; SameSite=Strict; Path=/',
    ]);
  });

  it('does nothing without a document (server rendering)', () => {
    expect(typeof document).toBe('undefined');
    expect(() => documentCookies.set('a', 'b')).not.toThrow();
  });
});
