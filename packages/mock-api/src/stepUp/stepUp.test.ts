import {
  approvalResult,
  createClient,
  createStepUpFetch,
  getOneTimeTokenStatus,
  isStepUpError,
  stepUpHeaders,
  triggerOtp,
  verifyCode,
  type StepUpUi,
} from '@gatehouse-auth/core';
import { readCoolOff } from '@gatehouse-auth/core/internal';
import { describe, expect, it, vi } from 'vitest';
import { useMockApi } from '../../test/useMockApi';
import { MOCK_CODE } from '../kit/fixtures';
import { stepUpTestData } from './stepUp';

const origin = 'http://localhost';
// Node has no page whose origin may ask for approval: the API's is listed.
const apiOrigin = { approvalOrigins: [origin] };
useMockApi();
const client = createClient({ apiBaseUrl: origin });

const transfer = { amount: 25, currency: 'GBP', recipient: 'Ada Lovelace' };
const exposed = 'X-2FA-APPROVAL, X-2FA-APPROVAL-RESULT, x-cool-off';

function call(path: string, body: unknown, approval?: string, method = 'POST') {
  return fetch(`${origin}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(approval === undefined ? {} : { [stepUpHeaders.approval]: approval }),
    },
    body: JSON.stringify(body),
  });
}

/** Passes the token's SMS challenge the way the challenge flow does. */
async function approveBySms(ott: string) {
  await triggerOtp(client, { ott, channel: 'SMS', phoneNumberId: 11 });
  await verifyCode(client, { ott, type: 'SMS', code: MOCK_CODE });
}

/** The modals, played by code: the approval passes the SMS challenge; the cool-off just closes. */
function codeUi() {
  return {
    approve: vi.fn<StepUpUi['approve']>((ott) => approveBySms(ott)),
    coolOff: vi.fn<StepUpUi['coolOff']>(async () => {}),
  };
}

describe('step-up mock: transfers', () => {
  it('demands approval with a fresh token asking for an SMS code (voice alternative)', async () => {
    const demand = await call(stepUpTestData.transfersPath, transfer);
    expect(demand.status).toBe(403);
    expect(await demand.json()).toEqual({
      code: 'approval_required',
      message: 'Approve this transfer to continue.',
    });
    expect(demand.headers.get('Access-Control-Expose-Headers')).toBe(exposed);
    const ott = demand.headers.get(stepUpHeaders.approval) ?? '';
    expect(ott).toMatch(/^ott-/);

    const status = await getOneTimeTokenStatus(client, ott);
    expect(status.actionType).toBe('TRANSFER__CREATE');
    expect(status.challenges?.map((c) => c.primaryChallenge.type)).toEqual(['SMS']);
    expect(status.challenges?.[0]?.alternatives?.map((c) => c.type)).toEqual(['VOICE']);

    const again = await call(stepUpTestData.transfersPath, transfer);
    expect(again.headers.get(stepUpHeaders.approval)).not.toBe(ott);
  });

  it('rejects the token until its challenges pass, then sends the transfer once', async () => {
    const ott = (await call(stepUpTestData.transfersPath, transfer)).headers.get(
      stepUpHeaders.approval,
    )!;

    const early = await call(stepUpTestData.transfersPath, transfer, ott);
    expect(early.status).toBe(403);
    expect(approvalResult(early)).toBe('REJECTED');
    expect(early.headers.get(stepUpHeaders.approval)).toBeNull();
    expect(early.headers.get('Access-Control-Expose-Headers')).toBe(exposed);
    expect(await early.json()).toMatchObject({ code: 'approval_rejected' });

    await approveBySms(ott);
    const sent = await call(stepUpTestData.transfersPath, transfer, ott);
    expect(sent.status).toBe(200);
    expect(approvalResult(sent)).toBe('APPROVED');
    expect(sent.headers.get('Access-Control-Expose-Headers')).toBe(exposed);
    const body = (await sent.json()) as Record<string, unknown>;
    expect(body).toEqual({ id: expect.stringMatching(/^tr-/), status: 'SENT', ...transfer });

    // One-time: the same approval never sends a second transfer.
    expect(approvalResult(await call(stepUpTestData.transfersPath, transfer, ott))).toBe(
      'REJECTED',
    );
  });

  it('rejects an unknown token and a token approved for another action', async () => {
    expect(approvalResult(await call(stepUpTestData.transfersPath, transfer, 'ott-guess'))).toBe(
      'REJECTED',
    );
    const emailOtt = (
      await call(stepUpTestData.profileEmailPath, { email: 'a@b.test' }, undefined, 'PUT')
    ).headers.get(stepUpHeaders.approval)!;
    await approveBySms(emailOtt);
    const response = await call(stepUpTestData.transfersPath, transfer, emailOtt);
    expect(response.status).toBe(403);
    expect(approvalResult(response)).toBe('REJECTED');
  });

  it('checks the body before any approval', async () => {
    for (const body of [
      {},
      { ...transfer, amount: 0 },
      { ...transfer, currency: '' },
      { ...transfer, recipient: 7 },
    ]) {
      const response = await call(stepUpTestData.transfersPath, body);
      expect(response.status).toBe(400);
      expect(response.headers.get(stepUpHeaders.approval)).toBeNull();
      expect(await response.json()).toMatchObject({ code: 'unexpected.error' });
    }
  });

  it('works end to end through createStepUpFetch', async () => {
    const ui = codeUi();
    const stepUpFetch = createStepUpFetch(fetch, ui, apiOrigin);
    const response = await stepUpFetch(`${origin}${stepUpTestData.transfersPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(transfer),
    });
    expect(response.status).toBe(200);
    expect(approvalResult(response)).toBe('APPROVED');
    expect(await response.json()).toMatchObject({ status: 'SENT', ...transfer });
    expect(ui.approve).toHaveBeenCalledTimes(1);
  });
});

describe('step-up mock: email change (the 400 demand)', () => {
  it('demands approval with a 400, then answers the email', async () => {
    const demand = await call(
      stepUpTestData.profileEmailPath,
      { email: 'new@example.test' },
      undefined,
      'PUT',
    );
    expect(demand.status).toBe(400);
    expect(demand.headers.get('Access-Control-Expose-Headers')).toBe(exposed);
    const ott = demand.headers.get(stepUpHeaders.approval)!;
    expect((await getOneTimeTokenStatus(client, ott)).actionType).toBe('PROFILE__UPDATE_EMAIL');

    const ui = codeUi();
    const response = await createStepUpFetch(
      fetch,
      ui,
      apiOrigin,
    )(`${origin}${stepUpTestData.profileEmailPath}`, {
      method: 'PUT',
      body: JSON.stringify({ email: 'new@example.test' }),
    });
    expect(response.status).toBe(200);
    expect(approvalResult(response)).toBe('APPROVED');
    expect(await response.json()).toEqual({ email: 'new@example.test' });
  });

  it('answers 400 without a demand for a body without an email', async () => {
    const response = await call(
      stepUpTestData.profileEmailPath,
      { email: 'nope' },
      undefined,
      'PUT',
    );
    expect(response.status).toBe(400);
    expect(response.headers.get(stepUpHeaders.approval)).toBeNull();
  });
});

describe('step-up mock: cool-off', () => {
  it('answers a new recipient with the cool-off 403 and its texts', async () => {
    const response = await call(stepUpTestData.recipientsPath, { name: 'Grace Hopper' });
    expect(response.status).toBe(403);
    expect(response.headers.get(stepUpHeaders.coolOff)).toBe('true');
    expect(response.headers.get('Access-Control-Expose-Headers')).toBe(exposed);
    expect(await readCoolOff(response)).toEqual(stepUpTestData.coolOff);

    const ui = codeUi();
    const error = await createStepUpFetch(
      fetch,
      ui,
      apiOrigin,
    )(`${origin}${stepUpTestData.recipientsPath}`, { method: 'POST', body: '{}' }).catch(
      (e: unknown) => e,
    );
    expect(isStepUpError(error) && error.code).toBe('COOL_OFF_MODAL_CLOSED');
    expect(ui.coolOff).toHaveBeenCalledWith(stepUpTestData.coolOff, expect.anything());
    expect(ui.approve).not.toHaveBeenCalled();
  });

  it('has a cool-off 403 whose body is not JSON, for the default texts', async () => {
    const response = await call(stepUpTestData.malformedCoolOffPath, {});
    expect(response.status).toBe(403);
    expect(response.headers.get(stepUpHeaders.coolOff)).toBe('true');
    expect(response.headers.get('Access-Control-Expose-Headers')).toBe(exposed);
    expect(await readCoolOff(response)).toBeNull();
    expect(await response.text()).toBe(stepUpTestData.malformedCoolOffBody);

    const ui = codeUi();
    await createStepUpFetch(
      fetch,
      ui,
      apiOrigin,
    )(`${origin}${stepUpTestData.malformedCoolOffPath}`, { method: 'POST' }).catch(() => undefined);
    expect(ui.coolOff).toHaveBeenCalledWith(null, expect.anything());
  });
});
