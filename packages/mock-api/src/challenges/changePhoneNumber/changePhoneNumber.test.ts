import {
  builtInChallengeDefinitions,
  createClient,
  getOneTimeTokenStatus,
  login,
  selectChallenges,
  triggerOtp,
  verifyCode,
} from '@gatehouse-auth/core';
import { requestChangePhoneNumberToken, verifyNewPhoneNumber } from '@gatehouse-auth/core/internal';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/coreClient';
import { useMockApi } from '../../../test/useMockApi';
import { MOCK_CODE, MOCK_PASSWORD } from '../../kit/fixtures';
import { changePhoneNumberTestData } from './changePhoneNumber';

const origin = 'http://localhost';
const server = useMockApi();
const client = createClient({ apiBaseUrl: origin });

const signIn = (email: string) => login(client, { email, password: MOCK_PASSWORD });
const remaining = async (ott: string) =>
  ((await getOneTimeTokenStatus(client, ott)).challenges ?? []).map((c) => c.primaryChallenge.type);

describe('phone-number change mock', () => {
  it('change-phone@: an SMS login whose selection offers the phone change behind "I don\'t have any of these"', async () => {
    const properties = await getOneTimeTokenStatus(
      client,
      await signIn('change-phone@gatehouse.test'),
    );
    const selection = selectChallenges(properties, builtInChallengeDefinitions);
    expect(selection.current?.type).toBe('SMS');
    expect(selection.alternatives.map((c) => c.type)).toEqual(['VOICE']);
    expect(selection.recovery.map((c) => c.type)).toEqual(['INITIATE_CHANGE_PHONE_NUMBER_FLOW']);
  });

  it('trades the login token for a phone-change token asking for the new number, then approved', async () => {
    const login = await signIn('change-phone@gatehouse.test');
    const changeToken = await requestChangePhoneNumberToken(client, { ott: login });
    expect(changeToken).toMatch(/^ott-phone-change-/);
    const status = await getOneTimeTokenStatus(client, changeToken);
    expect(status.actionType).toBe(changePhoneNumberTestData.actionType);
    expect(status.challenges?.[0]?.primaryChallenge).toMatchObject({
      type: 'UPDATE_PHONE_NUMBER',
      viewData: { attributes: { iso2CountryCode: 'GB' } },
    });
    // A phone-change token is not a login: no change-phone recovery is appended to it.
    expect(selectChallenges(status, builtInChallengeDefinitions).recovery).toEqual([]);

    await verifyNewPhoneNumber(client, { ott: changeToken, newPhoneNumber: '+447700900123' });
    expect(await remaining(changeToken)).toEqual([]);
    // The login token is untouched by the change.
    expect(await remaining(login)).toEqual(['SMS']);
  });

  it('refuses a duplicated number (409 errors list) and an invalid one (400), and the token still asks', async () => {
    const changeToken = await requestChangePhoneNumberToken(client, {
      ott: await signIn('change-phone@gatehouse.test'),
    });
    const duplicate = await failure(
      verifyNewPhoneNumber(client, { ott: changeToken, newPhoneNumber: '+447700900000' }),
    );
    expect(duplicate).toMatchObject({
      status: 409,
      code: 'duplicated_phone_number',
      serverMessage: changePhoneNumberTestData.duplicatedMessage,
    });
    for (const newPhoneNumber of ['447700900123', '+0123456789', '+44 7700 900123', '+4412']) {
      const invalid = await failure(
        verifyNewPhoneNumber(client, { ott: changeToken, newPhoneNumber }),
      );
      expect(invalid, newPhoneNumber).toMatchObject({
        status: 400,
        code: 'invalid.phone.number',
        serverMessage: changePhoneNumberTestData.invalidMessage,
      });
    }
    expect(await remaining(changeToken)).toEqual(['UPDATE_PHONE_NUMBER']);
  });

  it('needs a newPhoneNumber in the body, and a token that asks for one', async () => {
    const login = await signIn('change-phone@gatehouse.test');
    const changeToken = await requestChangePhoneNumberToken(client, { ott: login });
    const missing = await fetch(`${origin}${changePhoneNumberTestData.verifyPath}`, {
      method: 'POST',
      headers: {
        'X-Client-Id': 'gatehouse-web',
        'One-Time-Token': changeToken,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ phoneNumber: '+447700900123' }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'unexpected.error' });
    expect(
      await failure(verifyNewPhoneNumber(client, { ott: login, newPhoneNumber: '+447700900123' })),
    ).toMatchObject({
      code: 'challenge_not_required',
    });
    expect(
      await failure(
        verifyNewPhoneNumber(client, { ott: 'ott-unknown', newPhoneNumber: '+447700900123' }),
      ),
    ).toMatchObject({
      status: 404,
      code: 'ott_not_found',
    });
  });

  it('change-phone-down@: the ott call answers 500 with no body', async () => {
    const error = await failure(
      requestChangePhoneNumberToken(client, {
        ott: await signIn('change-phone-down@gatehouse.test'),
      }),
    );
    expect(error).toMatchObject({ status: 500, code: 'unexpected.error' });
  });

  it('starts a change only from a login still in progress', async () => {
    const login = await signIn('change-phone@gatehouse.test');
    await triggerOtp(client, { ott: login, channel: 'SMS', phoneNumberId: 11 });
    await verifyCode(client, { ott: login, type: 'SMS', code: MOCK_CODE });
    expect(await failure(requestChangePhoneNumberToken(client, { ott: login }))).toMatchObject({
      status: 400,
      code: 'phone_change_not_allowed',
    });

    const changeToken = await requestChangePhoneNumberToken(client, {
      ott: await signIn('change-phone@gatehouse.test'),
    });
    // A phone-change token cannot buy another one.
    expect(
      await failure(requestChangePhoneNumberToken(client, { ott: changeToken })),
    ).toMatchObject({
      code: 'phone_change_not_allowed',
    });
    expect(
      await failure(requestChangePhoneNumberToken(client, { ott: 'ott-unknown' })),
    ).toMatchObject({
      code: 'ott_not_found',
    });
  });

  it('change-phone-offered@: a server-sent change step with its own texts, shown among the methods', async () => {
    const properties = await getOneTimeTokenStatus(
      client,
      await signIn('change-phone-offered@gatehouse.test'),
    );
    const selection = selectChallenges(properties, builtInChallengeDefinitions);
    expect(selection.current?.type).toBe('TOTP');
    const [offered] = selection.alternatives;
    expect(offered?.type).toBe('INITIATE_CHANGE_PHONE_NUMBER_FLOW');
    expect(offered?.viewData?.attributes).toMatchObject({
      header: 'Lost your phone?',
      fallbackAction: {
        action: '/help/contact/flows/logged-out/trouble-logging-in',
        label: 'Contact us instead',
      },
    });
    expect(selection.recovery).toEqual([]);
  });

  it('takes a phone-change token it never issued on first use (the change page is a new page load)', async () => {
    const adopted = 'ott-phone-change-0123456789abcdef0123456789abcdef';
    expect(await remaining(adopted)).toEqual(['UPDATE_PHONE_NUMBER']);
    await verifyNewPhoneNumber(client, { ott: adopted, newPhoneNumber: '+33612345678' });
    expect(await remaining(adopted)).toEqual([]);

    // The verify route adopts too, and anything not shaped like a phone-change token stays unknown.
    await verifyNewPhoneNumber(client, {
      ott: 'ott-phone-change-fedcba98-7654-3210-fedc-ba9876543210',
      newPhoneNumber: '+33612345678',
    });
    expect(await failure(getOneTimeTokenStatus(client, 'ott-phone-change-nope'))).toMatchObject({
      code: 'ott_not_found',
    });
  });

  it('checks the client id like every route', async () => {
    const answer = await fetch(`${origin}${changePhoneNumberTestData.ottPath}`, {
      method: 'POST',
      headers: { 'One-Time-Token': 'x' },
    });
    expect(answer.status).toBe(400);
    // A story override still wins over the route.
    server.use(
      http.post(
        `*${changePhoneNumberTestData.ottPath}`,
        () => new HttpResponse(null, { status: 503 }),
      ),
    );
    expect(
      await failure(
        requestChangePhoneNumberToken(client, { ott: await signIn('change-phone@gatehouse.test') }),
      ),
    ).toMatchObject({ status: 503 });
  });
});
