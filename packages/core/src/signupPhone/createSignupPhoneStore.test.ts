import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../api/client';
import { createSignupPhoneStore, type SignupPhoneStoreOptions } from './createSignupPhoneStore';

type Route = (url: string, init: RequestInit) => Response | Promise<Response>;
interface Call {
  method: string;
  url: string;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const noContent = () => new Response(null, { status: 204 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const base = '/gateway/identity/api/v1/sign-up/su-1';

/** The happy server: 204 for the number, a token for the start, 204 for the finish. */
const happy: Route = (url) =>
  url.endsWith('/phone-verification')
    ? json(200, { oneTimeTokenProperties: { oneTimeToken: 'ott-1' } })
    : noContent();

function setup(route: Route = happy, options: Partial<SignupPhoneStoreOptions> = {}) {
  const calls: Call[] = [];
  const client = createClient({
    fetch: async (input, init = {}) => {
      calls.push({
        method: String(init.method),
        url: String(input),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return route(String(input), init);
    },
  });
  const onSuccess = vi.fn();
  const onFailure = vi.fn();
  const reportError = vi.fn();
  const store = createSignupPhoneStore({
    client,
    signupId: 'su-1',
    signupToken: 'st-1',
    onSuccess,
    onFailure,
    reportError,
    ...options,
  });
  return { store, calls, onSuccess, onFailure, reportError };
}

const gb = { country: 'GB', nationalNumber: '07700 900123' };

describe('createSignupPhoneStore', () => {
  it('saves the number in E.164, starts the verification and shows the code step with its token', async () => {
    const { store, calls } = setup();
    store.submit(gb);
    expect(store.getState()).toEqual({
      status: 'PHONE_NUMBER',
      phone: gb,
      submitting: true,
      alert: null,
    });
    await settle();
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: `${base}/phone-number`,
        body: { signup: { phoneNumber: '+447700900123' }, signupToken: 'st-1' },
      },
      { method: 'POST', url: `${base}/phone-verification`, body: { signupToken: 'st-1' } },
    ]);
    expect(store.getState()).toEqual({
      status: 'VERIFY_CODE',
      phone: gb,
      oneTimeToken: 'ott-1',
      phase: 'challenge',
      alert: null,
    });
  });

  it('finishes the verification once the challenge passes, then calls onSuccess', async () => {
    const { store, calls, onSuccess } = setup();
    store.submit(gb);
    await settle();
    store.verificationPassed();
    expect(store.getState()).toMatchObject({ status: 'VERIFY_CODE', phase: 'completing' });
    await settle();
    expect(calls[2]).toEqual({
      method: 'POST',
      url: `${base}/phone-verification/complete`,
      body: { ott: 'ott-1', signupToken: 'st-1' },
    });
    expect(store.getState()).toEqual({ status: 'VERIFIED', phone: gb });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('escapes the sign-up id in the path', async () => {
    const { store, calls } = setup(happy, { signupId: 'su/../x' });
    store.submit(gb);
    await settle();
    expect(calls[0]?.url).toBe('/gateway/identity/api/v1/sign-up/su%2F..%2Fx/phone-number');
  });

  it('sends one PUT for a double submit', async () => {
    const { store, calls } = setup();
    store.submit(gb);
    store.submit(gb);
    store.submit({ country: 'US', nationalNumber: '2015550123' });
    await settle();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(calls.filter((c) => c.url.endsWith('/phone-verification'))).toHaveLength(1);
  });

  it('sends one finish call for a double pass', async () => {
    const { store, calls, onSuccess } = setup();
    store.submit(gb);
    await settle();
    store.verificationPassed();
    store.verificationPassed();
    await settle();
    expect(calls.filter((c) => c.url.endsWith('/complete'))).toHaveLength(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it.each(['duplicated_phone_number', 'phone.number.repeated'])(
    '%s → DUPLICATE_PHONE_NUMBER with the masked email',
    async (code) => {
      const { store, onFailure } = setup(() =>
        json(409, {
          errors: [
            { code, message: 'Taken.', params: { maskedDuplicateEmail: 'j•••@example.com' } },
          ],
        }),
      );
      store.submit(gb);
      await settle();
      expect(store.getState()).toEqual({
        status: 'DUPLICATE_PHONE_NUMBER',
        phone: gb,
        step: 'recognise',
        maskedDuplicateEmail: 'j•••@example.com',
      });
      expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code }));
      store.notRecognised();
      expect(store.getState()).toMatchObject({ step: 'access' });
      store.changeNumber();
      expect(store.getState()).toEqual({
        status: 'PHONE_NUMBER',
        phone: gb,
        submitting: false,
        alert: null,
      });
    },
  );

  it('user.phonenumber.blocked → the server message and the contact link, and the number can be changed', async () => {
    const { store, calls, reportError } = setup((url) =>
      url.endsWith('/phone-number')
        ? json(400, { code: 'user.phonenumber.blocked', message: 'This number is blocked.' })
        : happy(url, {}),
    );
    store.submit(gb);
    await settle();
    expect(store.getState()).toEqual({
      status: 'PHONE_NUMBER',
      phone: gb,
      submitting: false,
      alert: {
        message: { text: 'This number is blocked.' },
        actions: [
          {
            label: { key: 'signupPhone.contactUs' },
            href: '/help/contact/channels?issue=general-logged-out-login&topic=general-logged-out',
          },
        ],
      },
    });
    expect(calls).toHaveLength(1);
    expect(reportError).not.toHaveBeenCalled();
    store.submit({ country: 'GB', nationalNumber: '07700 900999' });
    expect(store.getState()).toMatchObject({ submitting: true, alert: null });
  });

  it('a failed start (server error) shows the generic alert and reports the error', async () => {
    const { store, reportError } = setup((url) =>
      url.endsWith('/phone-verification') ? new Response('<html>', { status: 500 }) : noContent(),
    );
    store.submit(gb);
    await settle();
    expect(store.getState()).toMatchObject({
      status: 'PHONE_NUMBER',
      submitting: false,
      alert: { message: { key: 'common.somethingWentWrongRetry' } },
    });
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ code: 'unexpected.error' }));
  });

  it('a start answer without a token is an error, never a crash', async () => {
    const { store } = setup((url) =>
      url.endsWith('/phone-verification') ? json(200, { oneTimeTokenProperties: {} }) : noContent(),
    );
    store.submit(gb);
    await settle();
    expect(store.getState()).toMatchObject({
      status: 'PHONE_NUMBER',
      alert: { message: { key: 'common.somethingWentWrongRetry' } },
    });
  });

  it('a failed finish offers Retry, which sends it again', async () => {
    let finishes = 0;
    const { store, onSuccess } = setup((url, init) => {
      if (url.endsWith('/complete')) return ++finishes === 1 ? json(503, {}) : noContent();
      return happy(url, init);
    });
    store.submit(gb);
    await settle();
    store.verificationPassed();
    await settle();
    expect(store.getState()).toMatchObject({
      status: 'VERIFY_CODE',
      phase: 'completeFailed',
      alert: { message: { key: 'common.somethingWentWrongRetry' } },
    });
    expect(onSuccess).not.toHaveBeenCalled();
    store.retryCompletion();
    await settle();
    expect(store.getState()).toEqual({ status: 'VERIFIED', phone: gb });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('never sends a number with no digits', async () => {
    const { store, calls } = setup();
    store.submit({ country: 'GB', nationalNumber: ' - ' });
    await settle();
    expect(calls).toEqual([]);
    expect(store.getState()).toMatchObject({
      status: 'PHONE_NUMBER',
      submitting: false,
      alert: { message: { key: 'common.somethingWentWrongRetry' } },
    });
  });

  it('does nothing after dispose: a late answer changes no state and calls nothing', async () => {
    let release: (response: Response) => void = () => {};
    const { store, calls, onFailure, onSuccess } = setup(
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    store.submit(gb);
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispose();
    expect(store.getState()).toEqual({
      status: 'PHONE_NUMBER',
      phone: gb,
      submitting: false,
      alert: null,
    });
    listener.mockClear();
    release(json(409, { code: 'duplicated_phone_number' }));
    await settle();
    await settle();
    expect(listener).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(onFailure).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('a finish cut off by dispose is sent again when the challenge passes again (a remount)', async () => {
    let hold = true;
    let release: () => void = () => {};
    const { store, calls, onSuccess } = setup((url, init) =>
      url.endsWith('/complete') && hold
        ? new Promise<Response>((resolve) => (release = () => resolve(noContent())))
        : happy(url, init),
    );
    store.submit(gb);
    await settle();
    store.verificationPassed();
    store.dispose();
    expect(store.getState()).toMatchObject({ status: 'VERIFY_CODE', phase: 'challenge' });
    release();
    await settle();
    expect(onSuccess).not.toHaveBeenCalled();
    hold = false;
    store.verificationPassed();
    await settle();
    expect(calls.filter((c) => c.url.endsWith('/complete'))).toHaveLength(2);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});

describe('createSignupPhoneStore: events (analytics)', () => {
  it('flowCompleted once the number is verified, before onSuccess; not for a failed finish', async () => {
    let finishes = 0;
    const order: string[] = [];
    const onEvent = vi.fn((event: { type: string }) => order.push(event.type));
    const { store, onSuccess } = setup(
      (url, init) => {
        if (url.endsWith('/complete')) return ++finishes === 1 ? json(503, {}) : noContent();
        return happy(url, init);
      },
      { onEvent },
    );
    onSuccess.mockImplementation(() => order.push('onSuccess'));
    store.submit(gb);
    await settle();
    store.verificationPassed();
    await settle();
    expect(onEvent).not.toHaveBeenCalled();
    store.retryCompletion();
    await settle();
    expect(order).toEqual(['flowCompleted', 'onSuccess']);
    expect(onEvent).toHaveBeenCalledExactlyOnceWith({ type: 'flowCompleted', flow: 'signupPhone' });
  });
});
