import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../api/client';
import { StepUpError } from '../stepUp/stepUpError';
import { createStepUpFetch, type StepUpUi } from '../stepUp/stepUpFetch';
import { createAccountPhoneStore, type AccountPhoneStoreOptions } from './createAccountPhoneStore';

type Route = (request: Request) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const origin = 'https://bank.example';
const path = '/gateway/v1/user/phone-numbers';
const primary = { id: 101, type: 'PRIMARY', phoneNumber: '+447700900123' };
const gb = { country: 'GB', nationalNumber: '07700 900555' };

/**
 * A phone-number API behind step-up: the list as given; a create or update without an approval
 * header answers 403 + X-2FA-APPROVAL, with it the saved number and APPROVED.
 */
function api(numbers: unknown[] = [primary]): Route {
  return async (request) => {
    if (request.method === 'GET') return json(200, numbers);
    if (!request.headers.get('X-2FA-APPROVAL')) {
      return json(403, { code: 'approval_required' }, { 'X-2FA-APPROVAL': 'ott-approve' });
    }
    const body = (await request.json()) as { phoneNumber: string };
    const id =
      request.method === 'PUT' ? Number(new URL(request.url).pathname.split('/').pop()) : 201;
    return json(
      200,
      { id, type: 'PRIMARY', phoneNumber: body.phoneNumber },
      { 'X-2FA-APPROVAL-RESULT': 'APPROVED' },
    );
  };
}

function setup(
  route: Route = api(),
  options: Partial<AccountPhoneStoreOptions> & { approve?: StepUpUi['approve'] } = {},
) {
  const requests: Request[] = [];
  const send = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return route(request);
  });
  const approve = vi.fn<StepUpUi['approve']>(options.approve ?? (async () => {}));
  const ui: StepUpUi = { approve, coolOff: async () => {} };
  const client = createClient({
    apiBaseUrl: origin,
    fetch: createStepUpFetch(send, ui, { approvalOrigins: [origin] }),
  });
  const onSuccess = vi.fn();
  const onFailure = vi.fn();
  const reportError = vi.fn();
  const store = createAccountPhoneStore({ client, onSuccess, onFailure, reportError, ...options });
  return { store, requests, approve, onSuccess, onFailure, reportError };
}

async function loaded(s: ReturnType<typeof setup>) {
  s.store.start();
  await settle();
  return s;
}

describe('createAccountPhoneStore: the list', () => {
  it('loads the list on start, once', async () => {
    const s = setup();
    expect(s.store.getState()).toEqual({ status: 'LOADING' });
    s.store.start();
    s.store.start();
    await settle();
    expect(s.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${origin}${path}`]);
    expect(s.store.getState()).toEqual({ status: 'LIST', numbers: [primary] });
  });

  it('a failed load shows its alert; Retry loads again and shows the list', async () => {
    let fail = true;
    const s = setup((request) => (fail ? new Response('<html>', { status: 503 }) : api()(request)));
    await loaded(s);
    expect(s.store.getState()).toEqual({
      status: 'LOAD_FAILED',
      alert: { message: { key: 'accountPhone.loadFailed' }, actions: [] },
      retrying: false,
    });
    expect(s.onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ status: 503, code: 'unexpected.error' }),
    );
    expect(s.reportError).toHaveBeenCalledTimes(1);
    fail = false;
    s.store.retryLoad();
    expect(s.store.getState()).toMatchObject({ status: 'LOAD_FAILED', retrying: true });
    s.store.retryLoad();
    await settle();
    expect(s.requests).toHaveLength(2);
    expect(s.store.getState()).toEqual({ status: 'LIST', numbers: [primary] });
  });

  it('restarts after dispose (StrictMode): the first answer is dropped, the second shown', async () => {
    const s = setup();
    s.store.start();
    s.store.dispose();
    s.store.start();
    await settle();
    expect(s.requests).toHaveLength(2);
    expect(s.requests[0]!.signal.aborted).toBe(true);
    expect(s.store.getState()).toEqual({ status: 'LIST', numbers: [primary] });
  });
});

describe('createAccountPhoneStore: saving through step-up', () => {
  it('changes a number: PUT in E.164, the approval modal, the retry with X-2FA-APPROVAL, then SAVED', async () => {
    const s = await loaded(setup());
    s.store.change(101);
    s.store.submit(gb);
    expect(s.store.getState()).toMatchObject({
      status: 'PHONE_NUMBER',
      submitting: true,
      phone: gb,
    });
    await vi.waitFor(() => expect(s.store.getState().status).toBe('SAVED'));
    const saved = { id: 101, type: 'PRIMARY', phoneNumber: '+447700900555' };
    expect(s.store.getState()).toEqual({
      status: 'SAVED',
      numbers: [saved],
      saved,
      approvalResult: 'APPROVED',
    });
    expect(s.approve).toHaveBeenCalledTimes(1);
    expect(s.approve.mock.calls[0]![0]).toBe('ott-approve');
    const puts = s.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => [r.url, r.headers.get('X-2FA-APPROVAL')])).toEqual([
      [`${origin}${path}/101`, null],
      [`${origin}${path}/101`, 'ott-approve'],
    ]);
    expect(await puts[1]!.json()).toEqual({ phoneNumber: '+447700900555' });
    expect(s.onSuccess).toHaveBeenCalledWith({ phoneNumber: saved, approvalResult: 'APPROVED' });
    s.store.done();
    expect(s.store.getState()).toEqual({ status: 'LIST', numbers: [saved] });
  });

  it('adds the PRIMARY number when there is none: POST { phoneNumber, type: PRIMARY }', async () => {
    const s = await loaded(setup(api([])));
    expect(s.store.getState()).toEqual({ status: 'LIST', numbers: [] });
    s.store.add();
    s.store.submit(gb);
    await vi.waitFor(() => expect(s.store.getState().status).toBe('SAVED'));
    const posts = s.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(await posts[1]!.json()).toEqual({ phoneNumber: '+447700900555', type: 'PRIMARY' });
    expect(s.store.getState()).toMatchObject({
      numbers: [{ id: 201, type: 'PRIMARY', phoneNumber: '+447700900555' }],
    });
  });

  it('a closed approval modal goes back to the entry, calmly: no failure, nothing reported', async () => {
    const s = await loaded(
      setup(api(), { approve: async () => Promise.reject(new StepUpError('SCA_MODAL_CLOSED')) }),
    );
    s.store.change(101);
    s.store.submit(gb);
    await vi.waitFor(() => expect(s.store.getState()).toMatchObject({ submitting: false }));
    expect(s.store.getState()).toEqual({
      status: 'PHONE_NUMBER',
      numbers: [primary],
      target: primary,
      phone: gb,
      submitting: false,
      alert: null,
      approvalClosed: true,
    });
    expect(s.onFailure).not.toHaveBeenCalled();
    expect(s.reportError).not.toHaveBeenCalled();
    expect(s.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('a duplicate number: the duplicate screens, onFailure with the error', async () => {
    const s = await loaded(
      setup((request) =>
        request.method === 'GET'
          ? api()(request)
          : json(409, {
              errors: [
                {
                  code: 'duplicated_phone_number',
                  message: 'In use.',
                  params: { maskedDuplicateEmail: 'j•••@example.com' },
                },
              ],
            }),
      ),
    );
    s.store.change(101);
    s.store.submit(gb);
    await settle();
    expect(s.store.getState()).toMatchObject({
      status: 'DUPLICATE_PHONE_NUMBER',
      step: 'recognise',
      maskedDuplicateEmail: 'j•••@example.com',
    });
    expect(s.onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'duplicated_phone_number' }),
    );
    expect(s.approve).not.toHaveBeenCalled();
    s.store.notRecognised();
    expect(s.store.getState()).toMatchObject({ step: 'access' });
    s.store.changeNumber();
    expect(s.store.getState()).toMatchObject({
      status: 'PHONE_NUMBER',
      phone: gb,
      submitting: false,
    });
  });

  it('a blocked number: the alert with the help article and the contact link', async () => {
    const s = await loaded(
      setup((request) =>
        request.method === 'GET'
          ? api()(request)
          : json(400, { code: 'user.phonenumber.blocked', message: 'Blocked.' }),
      ),
    );
    s.store.change(101);
    s.store.submit(gb);
    await settle();
    expect(s.store.getState()).toMatchObject({
      status: 'PHONE_NUMBER',
      submitting: false,
      alert: {
        message: { text: 'Blocked.' },
        actions: [
          { href: '/help/articles/blocked-phone-number' },
          { label: { key: 'signupPhone.contactUs' } },
        ],
      },
    });
    expect(s.reportError).not.toHaveBeenCalled();
  });

  it('a network failure: the generic alert, reported', async () => {
    const s = await loaded(
      setup((request) =>
        request.method === 'GET'
          ? api()(request)
          : Promise.reject(new TypeError('Failed to fetch')),
      ),
    );
    s.store.change(101);
    s.store.submit(gb);
    await settle();
    expect(s.store.getState()).toMatchObject({
      alert: { message: { key: 'common.somethingWentWrongRetry' } },
    });
    expect(s.reportError).toHaveBeenCalledWith(expect.objectContaining({ code: 'network.error' }));
  });

  it('sends one save for a double submit, and nothing for an unusable number', async () => {
    const s = await loaded(setup());
    s.store.change(101);
    s.store.submit(gb);
    s.store.submit(gb);
    await vi.waitFor(() => expect(s.store.getState().status).toBe('SAVED'));
    expect(s.requests.filter((r) => r.method === 'PUT')).toHaveLength(2);
    expect(s.approve).toHaveBeenCalledTimes(1);

    const t = await loaded(setup());
    t.store.change(101);
    t.store.submit({ country: 'GB', nationalNumber: ' - ' });
    expect(t.store.getState()).toMatchObject({
      status: 'PHONE_NUMBER',
      submitting: false,
      alert: { message: { key: 'common.somethingWentWrongRetry' } },
    });
    expect(t.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('dispose mid-save: the approval is abandoned and nothing is called', async () => {
    let approvalSignal: AbortSignal | undefined;
    const s = await loaded(
      setup(api(), {
        approve: (_ott, { signal }) =>
          new Promise((_resolve, reject) => {
            approvalSignal = signal;
            signal.addEventListener('abort', () => reject(new DOMException('gone', 'AbortError')));
          }),
      }),
    );
    s.store.change(101);
    s.store.submit(gb);
    await vi.waitFor(() => expect(approvalSignal).toBeDefined());
    s.store.dispose();
    await settle();
    expect(approvalSignal!.aborted).toBe(true);
    expect(s.store.getState()).toMatchObject({
      status: 'PHONE_NUMBER',
      submitting: false,
      approvalClosed: false,
    });
    expect(s.onFailure).not.toHaveBeenCalled();
    expect(s.onSuccess).not.toHaveBeenCalled();
    expect(s.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });
});

describe('createAccountPhoneStore: events (analytics)', () => {
  it('flowCompleted for every number saved, before onSuccess; not for a closed approval', async () => {
    const onEvent = vi.fn();
    const closed = await loaded(
      setup(api(), {
        onEvent,
        approve: async () => Promise.reject(new StepUpError('SCA_MODAL_CLOSED')),
      }),
    );
    closed.store.change(101);
    closed.store.submit(gb);
    await vi.waitFor(() => expect(closed.store.getState()).toMatchObject({ submitting: false }));
    expect(onEvent).not.toHaveBeenCalled();

    const order: string[] = [];
    onEvent.mockImplementation((event: { type: string }) => order.push(event.type));
    const s = await loaded(setup(api(), { onEvent }));
    s.onSuccess.mockImplementation(() => order.push('onSuccess'));
    s.store.change(101);
    s.store.submit(gb);
    await vi.waitFor(() => expect(s.store.getState().status).toBe('SAVED'));
    s.store.done();
    s.store.change(101);
    s.store.submit(gb);
    await vi.waitFor(() => expect(s.store.getState().status).toBe('SAVED'));
    expect(order).toEqual(['flowCompleted', 'onSuccess', 'flowCompleted', 'onSuccess']);
    expect(onEvent.mock.calls).toEqual([
      [{ type: 'flowCompleted', flow: 'accountPhone' }],
      [{ type: 'flowCompleted', flow: 'accountPhone' }],
    ]);
  });
});
