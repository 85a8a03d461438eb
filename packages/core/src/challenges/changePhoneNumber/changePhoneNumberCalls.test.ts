import { describe, expect, it, vi } from 'vitest';
import { json, origin, recordingClient } from '../../../test/recordingClient';
import { createClient } from '../../api/client';
import { GatehouseError } from '../../errors/gatehouseError';
import {
  CHANGE_PHONE_NUMBER_PAGE_PATH,
  changePhoneNumberFallbackHref,
  changePhoneNumberLink,
  readChangePhoneNumberLink,
  requestChangePhoneNumberToken,
  startChangePhoneNumber,
} from './changePhoneNumberCalls';

describe('phone-change token (POST /gateway/identity/api/v1/phone-change/ott)', () => {
  it('sends the current token and the web client id, and reads the new token', async () => {
    const { client, seen } = recordingClient(
      () => json(200, { oneTimeTokenProperties: { oneTimeToken: 'ott-change-1' } }),
      {
        clientId: 'acme-ios',
      },
    );
    await expect(requestChangePhoneNumberToken(client, { ott: 'ott-login' })).resolves.toBe(
      'ott-change-1',
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      url: '/gateway/identity/api/v1/phone-change/ott',
      method: 'POST',
      body: undefined,
    });
    expect(seen[0]?.headers.get('One-Time-Token')).toBe('ott-login');
    // SPEC.md §9: a fixed web client identifier, not the host's configured one.
    expect(seen[0]?.headers.get('X-Client-Id')).toBe('gatehouse-web');
    expect(seen[0]?.headers.get('X-Access-Token')).toBe('gatehouse-web-access');
  });

  it('keeps its fixed path when the identity host is elsewhere', async () => {
    const seen: string[] = [];
    const client = createClient({
      identityHost: 'https://id.example.test',
      fetch: async (input) => {
        seen.push(String(input));
        return json(200, { oneTimeTokenProperties: { oneTimeToken: 'ott-change-1' } });
      },
    });
    await requestChangePhoneNumberToken(client, { ott: 'ott-login' });
    expect(seen).toEqual(['/gateway/identity/api/v1/phone-change/ott']);
  });

  it.each([
    ['no token', { oneTimeTokenProperties: {} }],
    ['an empty token', { oneTimeTokenProperties: { oneTimeToken: '' } }],
    ['a number', { oneTimeTokenProperties: { oneTimeToken: 42 } }],
    ['another shape', { oneTimeToken: 'ott-change-1' }],
  ])('refuses an answer with %s', async (_name, body) => {
    const { client } = recordingClient(() => json(200, body));
    await expect(requestChangePhoneNumberToken(client, { ott: 'ott-login' })).rejects.toMatchObject(
      {
        code: 'unexpected.error',
      },
    );
  });
});

describe('the change page link', () => {
  it('puts the token in the fragment and skips the intro', () => {
    expect(changePhoneNumberLink('ott-change-1')).toBe(
      '/login/change-phone-number#/?code=ott-change-1&skipIntro=true',
    );
    expect(changePhoneNumberLink('a b&c')).toBe(
      '/login/change-phone-number#/?code=a%20b%26c&skipIntro=true',
    );
  });

  it('is the bare page (the fallback) without a token', () => {
    expect(changePhoneNumberLink()).toBe(CHANGE_PHONE_NUMBER_PAGE_PATH);
    expect(changePhoneNumberLink('')).toBe('/login/change-phone-number');
  });

  it('reads back what it wrote', () => {
    expect(readChangePhoneNumberLink('#/?code=a%20b%26c&skipIntro=true')).toEqual({
      code: 'a b&c',
      skipIntro: true,
    });
    expect(
      readChangePhoneNumberLink(new URL(`${origin}${changePhoneNumberLink('ott-change-1')}`).hash),
    ).toEqual({
      code: 'ott-change-1',
      skipIntro: true,
    });
  });

  it.each([
    ['', { code: undefined, skipIntro: false }],
    ['#', { code: undefined, skipIntro: false }],
    ['#/?code=&skipIntro=true', { code: undefined, skipIntro: true }],
    ['#/?code=ott-1', { code: 'ott-1', skipIntro: false }],
    ['#/?code=ott-1&skipIntro=false', { code: 'ott-1', skipIntro: false }],
    ['#/?skipIntro=TRUE&code=ott-1', { code: 'ott-1', skipIntro: false }],
  ])('reads %j', (hash, expected) => {
    expect(readChangePhoneNumberLink(hash)).toEqual(expected);
  });
});

describe('startChangePhoneNumber (Continue on "Change your phone number")', () => {
  it('goes to the change page with the new token', async () => {
    const { client, navigation } = recordingClient(() =>
      json(200, { oneTimeTokenProperties: { oneTimeToken: 'ott-change-1' } }),
    );
    const reportError = vi.fn();
    const href = `${origin}/login/change-phone-number#/?code=ott-change-1&skipIntro=true`;
    await expect(startChangePhoneNumber(client, { ott: 'ott-login', reportError })).resolves.toBe(
      href,
    );
    expect(navigation.assign).toHaveBeenCalledTimes(1);
    expect(navigation.assign).toHaveBeenCalledWith(href);
    expect(reportError).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500 without a body', () => new Response(null, { status: 500 })],
    [
      'a 400 with a message',
      () => json(400, { code: 'phone_change_not_allowed', message: 'Not now.' }),
    ],
    ['an answer without a token', () => json(200, { oneTimeTokenProperties: {} })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('goes to the bare change page after %s, and reports it', async (_name, answer) => {
    const { client, navigation } = recordingClient(answer);
    const reportError = vi.fn();
    await expect(startChangePhoneNumber(client, { ott: 'ott-login', reportError })).resolves.toBe(
      `${origin}/login/change-phone-number`,
    );
    expect(navigation.assign).toHaveBeenCalledExactlyOnceWith(
      `${origin}/login/change-phone-number`,
    );
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0]?.[0]).toBeInstanceOf(GatehouseError);
  });

  it('navigates nowhere once aborted (the user left the screen)', async () => {
    const controller = new AbortController();
    let release: (() => void) | undefined;
    const { client, navigation, seen } = recordingClient(
      () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(json(200, { oneTimeTokenProperties: { oneTimeToken: 'ott-change-1' } }));
        }),
    );
    const started = startChangePhoneNumber(client, { ott: 'ott-login', signal: controller.signal });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    release?.();
    await expect(started).resolves.toBeUndefined();
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('navigates nowhere when the call itself is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, navigation } = recordingClient(() => json(200, {}));
    const reportError = vi.fn();
    await expect(
      startChangePhoneNumber(client, { ott: 'ott-login', signal: controller.signal, reportError }),
    ).resolves.toBeUndefined();
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('the intro fallback link', () => {
  it.each([
    [
      '/help/contact/flows/logged-out/trouble-logging-in',
      `${origin}/help/contact/flows/logged-out/trouble-logging-in`,
    ],
    [`${origin}/help?x=1#y`, `${origin}/help?x=1#y`],
    ['https://help.example.test/phone', undefined],
    ['//evil.example/phone', undefined],
    [`${origin}//evil.example/phone`, undefined],
    ['/.//evil.example/phone', undefined],
    ['/x/..//evil.example/phone', undefined],
    ['/\\evil.example/phone', undefined],
    ['/\t/evil.example/phone', undefined],
    ['javascript:alert(1)', undefined],
    ['START_APPROVE_ANOTHER_WAY', undefined],
    ['', undefined],
    [undefined, undefined],
    [42, undefined],
  ])('%j → %j', (action, href) => {
    expect(changePhoneNumberFallbackHref(action, origin)).toBe(href);
  });

  it('follows an origin the host allowed', () => {
    expect(
      changePhoneNumberFallbackHref('https://help.example.test/phone', origin, [
        'https://help.example.test',
      ]),
    ).toBe('https://help.example.test/phone');
  });
});
