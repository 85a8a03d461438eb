import { createClient, getOneTimeTokenStatus, triggerOtp, verifyCode } from '@gatehouse-auth/core';
import {
  completeSignupPhoneVerification,
  startSignupPhoneVerification,
  updateSignupPhoneNumber,
} from '@gatehouse-auth/core/internal';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../test/coreClient';
import { MOCK_CODE } from '../kit/fixtures';
import { resetMockState } from '../kit/state';
import { createMockServer } from '../node';
import { MASKED_DUPLICATE_EMAIL } from './signupPhone';

const origin = 'http://localhost';
const server = createMockServer();
const client = createClient({ apiBaseUrl: origin });
const session = { signupId: 'su-test', signupToken: 'st-test' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  resetMockState();
});
afterAll(() => server.close());

async function start(phoneNumber: string) {
  await updateSignupPhoneNumber(client, { ...session, phoneNumber });
  return startSignupPhoneVerification(client, session);
}

describe('sign-up phone mock', () => {
  it('verifies a mobile number by SMS (voice offered), then finishes', async () => {
    const ott = await start('+447700900123');
    const status = await getOneTimeTokenStatus(client, ott);
    expect(status.actionType).toBe('IDENTITY__SIGNUP');
    const requirement = status.challenges?.[0];
    expect(requirement?.primaryChallenge.type).toBe('SMS');
    expect(requirement?.primaryChallenge.viewData?.attributes?.maskedPhoneNumber).toBe(
      '+44 ••••• ••0123',
    );
    expect(requirement?.alternatives?.map((c) => c.type)).toEqual(['VOICE']);

    expect(
      await failure(completeSignupPhoneVerification(client, { ...session, ott })),
    ).toMatchObject({ status: 403, code: 'ott_not_approved' });
    await triggerOtp(client, { ott, channel: 'SMS', phoneNumberId: 11 });
    await verifyCode(client, { ott, type: 'SMS', code: MOCK_CODE });
    await completeSignupPhoneVerification(client, { ...session, ott });
  });

  it('a landline: SMS answers not-mobile, voice works', async () => {
    const ott = await start('+442079463333');
    expect(
      await failure(triggerOtp(client, { ott, channel: 'SMS', phoneNumberId: 11 })),
    ).toMatchObject({
      code: 'user.phonenumber.is.not.mobile.number',
    });
    await triggerOtp(client, { ott, channel: 'VOICE', phoneNumberId: 11 });
    await verifyCode(client, { ott, type: 'VOICE', code: MOCK_CODE });
    await completeSignupPhoneVerification(client, { ...session, ott });
  });

  it.each([
    ['+447700900000', 409, 'duplicated_phone_number'],
    ['+447700901111', 409, 'phone.number.repeated'],
  ])('%s → %i %s with params.maskedDuplicateEmail', async (phoneNumber, status, code) => {
    const error = await failure(updateSignupPhoneNumber(client, { ...session, phoneNumber }));
    expect(error).toMatchObject({
      status,
      code,
      params: { maskedDuplicateEmail: MASKED_DUPLICATE_EMAIL },
    });
  });

  it('a number ending 2222 is blocked, with a message', async () => {
    const error = await failure(
      updateSignupPhoneNumber(client, { ...session, phoneNumber: '+447700902222' }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'user.phonenumber.blocked',
      serverMessage: expect.stringContaining('blocked'),
    });
  });

  it('refuses a number that is not E.164, and a start before any number', async () => {
    expect(
      await failure(updateSignupPhoneNumber(client, { ...session, phoneNumber: '07700 900123' })),
    ).toMatchObject({
      status: 400,
      code: 'invalid.phone.number',
    });
    expect(await failure(startSignupPhoneVerification(client, session))).toMatchObject({
      code: 'phone_number_missing',
    });
  });

  it('refuses an unknown sign-up id or token', async () => {
    for (const bad of [
      { signupId: 'x-1', signupToken: 'st-1' },
      { signupId: 'su-1', signupToken: 'nope' },
      { signupId: 'su-1', signupToken: 'st-' },
    ]) {
      expect(
        await failure(updateSignupPhoneNumber(client, { ...bad, phoneNumber: '+447700900123' })),
      ).toMatchObject({
        status: 403,
        code: 'signup_token_invalid',
      });
    }
  });

  it("refuses to finish with another sign-up's token or an unknown one", async () => {
    const ott = await start('+447700900123');
    await triggerOtp(client, { ott, channel: 'SMS', phoneNumberId: 11 });
    await verifyCode(client, { ott, type: 'SMS', code: MOCK_CODE });
    expect(
      await failure(
        completeSignupPhoneVerification(client, {
          signupId: 'su-other',
          signupToken: 'st-test',
          ott,
        }),
      ),
    ).toMatchObject({
      status: 403,
    });
    expect(
      await failure(completeSignupPhoneVerification(client, { ...session, ott: 'ott-unknown' })),
    ).toMatchObject({
      status: 404,
      code: 'ott_not_found',
    });
  });
});
