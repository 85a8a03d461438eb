import {
  approvalResult,
  createClient,
  createStepUpFetch,
  getOneTimeTokenStatus,
  stepUpHeaders,
  triggerOtp,
  verifyCode,
  type StepUpUi,
} from '@gatehouse-auth/core';
import { createAccountPhoneStore } from '@gatehouse-auth/core/headless';
import { listPhoneNumbers } from '@gatehouse-auth/core/internal';
import { describe, expect, it, vi } from 'vitest';
import { useMockApi } from '../../test/useMockApi';
import { MOCK_CODE } from '../kit/fixtures';
import { accountPhoneTestData } from './accountPhone';

const origin = 'http://localhost';
useMockApi();
const client = createClient({ apiBaseUrl: origin });
const url = (rest = '') => `${origin}${accountPhoneTestData.path}${rest}`;
const exposed = 'X-2FA-APPROVAL, X-2FA-APPROVAL-RESULT, x-cool-off';

function call(
  method: 'GET' | 'POST' | 'PUT',
  rest: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(url(rest), {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Client-Id': 'gatehouse-web', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const create = (phoneNumber: string, approval?: string) =>
  call(
    'POST',
    '',
    { phoneNumber, type: 'PRIMARY' },
    approval ? { [stepUpHeaders.approval]: approval } : {},
  );
const update = (id: string | number, phoneNumber: string, approval?: string) =>
  call('PUT', `/${id}`, { phoneNumber }, approval ? { [stepUpHeaders.approval]: approval } : {});

/** Passes the token's challenge the way the challenge flow does: SMS, or voice when SMS says not-mobile. */
async function approve(ott: string, channel: 'SMS' | 'VOICE' = 'SMS') {
  await triggerOtp(client, { ott, channel, phoneNumberId: 11 });
  await verifyCode(client, { ott, type: channel, code: MOCK_CODE });
}

async function addApproved(phoneNumber: string) {
  const ott = (await create(phoneNumber)).headers.get(stepUpHeaders.approval)!;
  await approve(ott);
  return (await create(phoneNumber, ott)).json() as Promise<{ id: number }>;
}

describe('account phone mock: list', () => {
  it('starts with no numbers, and needs X-Client-Id', async () => {
    const response = await call('GET', '');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect((await fetch(url())).status).toBe(400);
  });
});

describe('account phone mock: create the PRIMARY number', () => {
  it('demands approval: 403 + a fresh token asking an SMS code to the NEW number, voice as the alternative', async () => {
    const demand = await create('+447700900123');
    expect(demand.status).toBe(403);
    expect(demand.headers.get('Access-Control-Expose-Headers')).toBe(exposed);
    expect(await demand.json()).toMatchObject({ code: 'approval_required' });
    const ott = demand.headers.get(stepUpHeaders.approval)!;
    expect(ott).toMatch(/^ott-/);

    const status = await getOneTimeTokenStatus(client, ott);
    expect(status.actionType).toBe('USER__CREATE_PHONE_NUMBER');
    const [required] = status.challenges ?? [];
    expect(required?.primaryChallenge).toMatchObject({
      type: 'SMS',
      viewData: { attributes: { maskedPhoneNumber: '+44 ••••• ••0123' } },
    });
    expect(required?.alternatives?.map((c) => c.type)).toEqual(['VOICE']);
    expect((await create('+447700900123')).headers.get(stepUpHeaders.approval)).not.toBe(ott);
  });

  it('with the approved token: 200 { id, type, phoneNumber } + APPROVED, once; the list holds it', async () => {
    const ott = (await create('+447700900123')).headers.get(stepUpHeaders.approval)!;
    const early = await create('+447700900123', ott);
    expect(early.status).toBe(403);
    expect(approvalResult(early)).toBe('REJECTED');

    await approve(ott);
    const saved = await create('+447700900123', ott);
    expect(saved.status).toBe(200);
    expect(approvalResult(saved)).toBe('APPROVED');
    expect(saved.headers.get('Access-Control-Expose-Headers')).toBe(exposed);
    expect(await saved.json()).toEqual({ id: 101, type: 'PRIMARY', phoneNumber: '+447700900123' });
    await expect(listPhoneNumbers(client)).resolves.toEqual([
      { id: 101, type: 'PRIMARY', phoneNumber: '+447700900123' },
    ]);

    // Now there is a PRIMARY number: the same create again is refused before any approval.
    expect((await create('+447700900123', ott)).status).toBe(409);
  });

  it('an approval is for one number only: another number, or an unknown token, is rejected', async () => {
    const ott = (await create('+447700900123')).headers.get(stepUpHeaders.approval)!;
    await approve(ott);
    expect(approvalResult(await create('+447700900124', ott))).toBe('REJECTED');
    expect(approvalResult(await create('+447700900123', 'ott-guess'))).toBe('REJECTED');
    expect(approvalResult(await create('+447700900123', ott))).toBe('APPROVED');
  });

  it('refuses a second PRIMARY number', async () => {
    await addApproved('+447700900123');
    const response = await create('+447700900124');
    expect(response.status).toBe(409);
    expect(response.headers.get(stepUpHeaders.approval)).toBeNull();
  });

  it('checks the body before any approval', async () => {
    for (const [body, code] of [
      [{ phoneNumber: '+447700900123' }, 'unexpected.error'],
      [{ type: 'PRIMARY' }, 'unexpected.error'],
      [{ phoneNumber: '07700900123', type: 'PRIMARY' }, 'invalid.phone.number'],
    ] as const) {
      const response = await call('POST', '', body);
      expect(response.status).toBe(400);
      expect(response.headers.get(stepUpHeaders.approval)).toBeNull();
      expect(await response.json()).toMatchObject({ code });
    }
  });
});

describe('account phone mock: refused numbers (any call, before approval)', () => {
  it('…0000: duplicated_phone_number in the errors-list shape with the masked email', async () => {
    const response = await create('+447700900000');
    expect(response.status).toBe(409);
    expect(response.headers.get(stepUpHeaders.approval)).toBeNull();
    expect(await response.json()).toEqual({
      errors: [
        {
          code: 'duplicated_phone_number',
          message: 'This phone number is already in use.',
          params: { maskedDuplicateEmail: 'j•••@example.com' },
        },
      ],
    });
  });

  it('…1111: phone.number.repeated; …2222: user.phonenumber.blocked', async () => {
    const { id } = await addApproved('+447700900123');
    expect(await (await update(id, '+447700901111')).json()).toMatchObject({
      code: 'phone.number.repeated',
    });
    const blocked = await update(id, '+447700902222');
    expect(blocked.status).toBe(400);
    expect(await blocked.json()).toEqual({
      code: 'user.phonenumber.blocked',
      message: "This phone number is blocked. We can't send codes to it.",
    });
  });
});

describe('account phone mock: update', () => {
  it('a landline (…3333): the token’s SMS answers not-mobile, the voice call approves it', async () => {
    const { id } = await addApproved('+447700900123');
    const demand = await update(id, '+442079463333');
    expect(demand.status).toBe(403);
    const ott = demand.headers.get(stepUpHeaders.approval)!;
    expect((await getOneTimeTokenStatus(client, ott)).actionType).toBe('USER__UPDATE_PHONE_NUMBER');
    await expect(
      triggerOtp(client, { ott, channel: 'SMS', phoneNumberId: 11 }),
    ).rejects.toMatchObject({
      code: 'user.phonenumber.is.not.mobile.number',
    });
    await approve(ott, 'VOICE');
    const saved = await update(id, '+442079463333', ott);
    expect(approvalResult(saved)).toBe('APPROVED');
    expect(await saved.json()).toEqual({ id, type: 'PRIMARY', phoneNumber: '+442079463333' });
    await expect(listPhoneNumbers(client)).resolves.toEqual([
      { id, type: 'PRIMARY', phoneNumber: '+442079463333' },
    ]);
  });

  it('a token approved for another number id or for the create is rejected', async () => {
    const { id } = await addApproved('+447700900123');
    const createOtt = (await create('+447700900555')).headers.get(stepUpHeaders.approval);
    // A PRIMARY exists: no demand for a create; use an update demand for the check instead.
    expect(createOtt).toBeNull();
    const ott = (await update(id, '+447700900555')).headers.get(stepUpHeaders.approval)!;
    await approve(ott);
    expect((await update(999, '+447700900555', ott)).status).toBe(404);
    expect(approvalResult(await update(id, '+447700900556', ott))).toBe('REJECTED');
    expect(approvalResult(await update(id, '+447700900555', ott))).toBe('APPROVED');
    // One-time: the same approval never saves twice.
    expect(approvalResult(await update(id, '+447700900555', ott))).toBe('REJECTED');
  });

  it('an unknown number id: 404 phone_number_not_found', async () => {
    const response = await update(7, '+447700900123');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'phone_number_not_found' });
  });
});

describe('account phone mock: with the core store and createStepUpFetch', () => {
  it('adds, then changes, each through one approval', async () => {
    const ui: StepUpUi = { approve: vi.fn((ott: string) => approve(ott)), coolOff: async () => {} };
    const store = createAccountPhoneStore({
      client: createClient({
        apiBaseUrl: origin,
        fetch: createStepUpFetch(fetch, ui, { approvalOrigins: [origin] }),
      }),
    });
    store.start();
    await vi.waitFor(() => expect(store.getState()).toEqual({ status: 'LIST', numbers: [] }));
    store.add();
    store.submit({ country: 'GB', nationalNumber: '07700 900123' });
    await vi.waitFor(() => expect(store.getState().status).toBe('SAVED'));
    expect(store.getState()).toMatchObject({
      saved: { id: 101, phoneNumber: '+447700900123' },
      approvalResult: 'APPROVED',
    });
    store.done();
    store.change(101);
    store.submit({ country: 'GB', nationalNumber: '07700 900456' });
    await vi.waitFor(() => expect(store.getState().status).toBe('SAVED'));
    expect(store.getState()).toMatchObject({
      numbers: [{ id: 101, type: 'PRIMARY', phoneNumber: '+447700900456' }],
    });
    expect(ui.approve).toHaveBeenCalledTimes(2);
  });
});
