import { MOCK_CODE, MOCK_PASSWORD, resetMockState } from '@gatehouse-auth/mock-api';
import { createMockServer } from '@gatehouse-auth/mock-api/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  SECURITY_QUESTION,
  securityQuestionMock,
  securityQuestionTestData,
} from './securityQuestion.mock';

const origin = 'http://localhost';
const identity = `${origin}/gateway/identity/api/v1`;
const clientId = { 'X-Client-Id': 'acme-web' };

const server = createMockServer({ challenges: [securityQuestionMock] });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { ...clientId, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function logIn(email: string = securityQuestionTestData.email): Promise<string> {
  const response = await post(`${origin}/login-api/login`, { email, password: MOCK_PASSWORD });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { oneTimeTokenProperties: { oneTimeToken: string } } })
    .data.oneTimeTokenProperties.oneTimeToken;
}

interface Requirement {
  primaryChallenge: { type: string };
  alternatives?: Array<{ type: string }>;
}

/** The requirements the token status lists as still to pass. */
async function remaining(ott: string): Promise<Requirement[]> {
  const response = await fetch(`${identity}/one-time-token/status?viewType=FULL`, {
    headers: { ...clientId, 'One-Time-Token': ott },
  });
  return ((await response.json()) as { oneTimeTokenProperties: { challenges: Requirement[] } })
    .oneTimeTokenProperties.challenges;
}

const answer = (ott: string, value: unknown) =>
  post(
    `${identity}${securityQuestionTestData.verifyPath}`,
    { answer: value },
    { 'One-Time-Token': ott },
  );

describe('the security question mock', () => {
  it('logs security-question@example.com in; the login demands SECURITY_QUESTION with SMS as the alternative', async () => {
    const ott = await logIn();
    const [requirement, ...others] = await remaining(ott);
    expect(others).toEqual([]);
    expect(requirement?.primaryChallenge.type).toBe(SECURITY_QUESTION);
    expect(requirement?.alternatives?.map((challenge) => challenge.type)).toEqual(['SMS']);
  });

  it('asks its question in the challenge attributes', () => {
    const [requirement] = securityQuestionMock.scenarios?.[0]?.challenges ?? [];
    expect(requirement?.primaryChallenge.viewData?.attributes).toEqual({
      question: 'What was the name of your first school?',
    });
  });

  it('passes Hillside, trimmed and in any case, with 204; the token is then approved', async () => {
    const ott = await logIn();
    const response = await answer(ott, '  hILLSIDE ');
    expect(response.status).toBe(204);
    expect(await remaining(ott)).toEqual([]);
    const exchange = await post(`${origin}/login-api/v2/auth`, { oneTimeToken: ott });
    expect(await exchange.json()).toEqual({ location: '/home' });
  });

  it('answers a wrong answer with 400 invalid_answer and its message, and keeps the challenge', async () => {
    const ott = await logIn();
    const response = await answer(ott, 'Riverside');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'invalid_answer',
      message: 'That answer is not right. Please try again.',
    });
    expect((await remaining(ott))[0]?.primaryChallenge.type).toBe(SECURITY_QUESTION);
  });

  it('after 3 wrong answers answers 429 attempt_limit_reached, even to the right one', async () => {
    const ott = await logIn();
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await answer(ott, 'Riverside')).status).toBe(400);
    const locked = await answer(ott, 'Hillside');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: 'attempt_limit_reached' });
    expect((await remaining(ott))[0]?.primaryChallenge.type).toBe(SECURITY_QUESTION);
  });

  it('passes through the SMS alternative with the built-in code routes', async () => {
    const ott = await logIn();
    expect(
      (
        await post(
          `${identity}/one-time-token/sms/trigger`,
          { phoneNumberId: 11 },
          { 'One-Time-Token': ott },
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await post(
          `${identity}/one-time-token/sms/verify`,
          { otpCode: MOCK_CODE },
          { 'One-Time-Token': ott },
        )
      ).status,
    ).toBe(204);
    expect(await remaining(ott)).toEqual([]);
  });

  it('checks its requests like the built-in routes', async () => {
    const ott = await logIn();
    expect(await (await answer(ott, 42)).json()).toMatchObject({ code: 'unexpected.error' });
    expect(
      (await post(`${identity}${securityQuestionTestData.verifyPath}`, { answer: 'Hillside' }))
        .status,
    ).toBe(401);
    expect(await (await answer('ott-unknown', 'Hillside')).json()).toEqual({
      code: 'ott_not_found',
    });
    const other = await logIn('totp@gatehouse.test');
    expect(await (await answer(other, 'Hillside')).json()).toMatchObject({
      code: 'challenge_not_required',
    });
  });
});
