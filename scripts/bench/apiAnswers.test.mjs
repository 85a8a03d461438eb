import { describe, expect, it } from 'vitest';
import { answerFor, benchLocation, benchToken, challengeOf, isApiCall } from './apiAnswers.mjs';

const origin = 'http://localhost:4000';
const body = (answer) => JSON.parse(answer.body);

describe('the answers of a first use (API.md)', () => {
  it('answers a login with a one-time token', () => {
    const answer = answerFor({}, { method: 'POST', url: `${origin}/login-api/login` });
    expect(answer.status).toBe(200);
    expect(body(answer)).toEqual({
      data: { oneTimeTokenProperties: { oneTimeToken: benchToken } },
    });
  });

  it('answers the token status with the scenario’s challenge, or none', () => {
    const url = `${origin}/gateway/identity/api/v1/one-time-token/status?viewType=FULL`;
    const sms = body(answerFor({ challenge: 'SMS' }, { method: 'GET', url }));
    expect(sms.oneTimeTokenProperties.actionType).toBe('IDENTITY__LOGIN');
    expect(sms.oneTimeTokenProperties.challenges).toEqual([
      { required: true, primaryChallenge: challengeOf('SMS'), alternatives: [] },
    ]);
    expect(challengeOf('SMS').availablePhoneNumbers).toEqual([{ id: 11, type: 'PRIMARY' }]);
    const approved = body(answerFor({ challenge: null }, { method: 'GET', url }));
    expect(approved.oneTimeTokenProperties.challenges).toEqual([]);
    const stepUp = body(
      answerFor({ challenge: 'SMS', actionType: 'TRANSFER__CREATE' }, { method: 'GET', url }),
    );
    expect(stepUp.oneTimeTokenProperties.actionType).toBe('TRANSFER__CREATE');
  });

  it('offers a passkey in the exchange’s answer only when the scenario says so', () => {
    const url = `${origin}/login-api/v2/auth`;
    expect(body(answerFor({ passkeyOffer: true }, { method: 'POST', url }))).toEqual({
      location: benchLocation,
      passkeyOffer: true,
    });
    expect(body(answerFor({}, { method: 'POST', url }))).toEqual({ location: benchLocation });
  });

  it('asks for approval of a logged-in page’s call with X-2FA-APPROVAL', () => {
    const answer = answerFor({}, { method: 'GET', url: `${origin}/api/account` });
    expect(answer.status).toBe(403);
    expect(answer.headers['X-2FA-APPROVAL']).toBe(benchToken);
  });

  it('keeps waiting screens waiting', () => {
    const push = `${origin}/gateway/identity/api/v1/one-time-token/push/status`;
    expect(answerFor({}, { method: 'GET', url: push }).status).toBe(202);
    const trigger = `${origin}/gateway/identity/api/v1/one-time-token/email-checkpoint/trigger`;
    expect(body(answerFor({}, { method: 'POST', url: trigger })).deviceOriginGuard).toBe(
      'bench-guard',
    );
  });

  it('tells the API’s calls from the page’s static files', () => {
    expect(isApiCall(`${origin}/gateway/v1/login/passkey/options`)).toBe(true);
    expect(isApiCall(`${origin}/login-api/login`)).toBe(true);
    expect(isApiCall(`${origin}/api/account`)).toBe(true);
    expect(isApiCall(`${origin}/vite7/login/assets/index.js`)).toBe(false);
    expect(isApiCall(`${origin}/_next/static/chunks/app.js`)).toBe(false);
  });
});
