import { createClient, getOneTimeTokenStatus, login } from '@gatehouse-auth/core';
import { verifyPhoneGuess } from '@gatehouse-auth/core/internal';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/coreClient';
import { useMockApi } from '../../../test/useMockApi';
import { MOCK_PASSWORD } from '../../kit/fixtures';
import { findScenario } from '../../scenarios';
import { MOCK_MISSING_NUMBERS } from './phoneGuess';

const origin = 'http://localhost';
useMockApi();
const client = createClient({ apiBaseUrl: origin });

const signIn = (email: string) => login(client, { email, password: MOCK_PASSWORD });
const remaining = async (ott: string) =>
  (await getOneTimeTokenStatus(client, ott)).challenges ?? [];

describe('phone-guess@', () => {
  it('offers PHONE_GUESS with the first and last digits and the hidden count', async () => {
    const ott = await signIn('phone-guess@gatehouse.test');
    const status = await getOneTimeTokenStatus(client, ott);
    expect(status.actionType).toBe('IDENTITY__LOGIN');
    const challenge = status.challenges?.[0]?.primaryChallenge;
    expect(challenge?.type).toBe('PHONE_GUESS');
    expect(challenge?.viewData?.attributes).toMatchObject({
      header: expect.any(String),
      message: expect.any(String),
      firstPhoneNumbers: '+44 77',
      lastPhoneNumbers: '89',
      hiddenNumbers: 6,
    });
  });

  it('a wrong guess answers 400 with a message; 009001 (leading zero) passes', async () => {
    expect(MOCK_MISSING_NUMBERS).toBe('009001');
    const ott = await signIn('phone-guess@gatehouse.test');
    // Without its leading zero the guess is wrong: the digits are text.
    expect(await failure(verifyPhoneGuess(client, { ott, missingNumbers: '9001' }))).toMatchObject({
      status: 400,
      code: 'phone_guess_incorrect',
      serverMessage: "Those digits don't match your phone number. Please try again.",
    });
    await verifyPhoneGuess(client, { ott, missingNumbers: '009001' });
    expect(await remaining(ott)).toEqual([]);
  });

  it('refuses missingNumbers sent as a number', async () => {
    const ott = await signIn('phone-guess@gatehouse.test');
    const response = await fetch(
      `${origin}/gateway/identity/api/v1/one-time-token/phone-guess/verify`,
      {
        method: 'POST',
        headers: {
          'X-Client-Id': 'gatehouse-web',
          'One-Time-Token': ott,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ missingNumbers: 9001 }),
      },
    );
    expect(response.status).toBe(400);
  });

  it('refuses a guess for a token that does not ask for one', async () => {
    const ott = await signIn('password@gatehouse.test');
    expect(
      await failure(verifyPhoneGuess(client, { ott, missingNumbers: '009001' })),
    ).toMatchObject({ code: 'challenge_not_required' });
  });
});

describe('phone-guess-locked@', () => {
  it('two wrong guesses, then attempt_limit_reached, even for the right digits', async () => {
    expect(findScenario('phone-guess-locked@gatehouse.test')?.actionType).toBe('IDENTITY__LOGIN');
    const ott = await signIn('phone-guess-locked@gatehouse.test');
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(
        (await failure(verifyPhoneGuess(client, { ott, missingNumbers: '111111' }))).code,
      ).toBe('phone_guess_incorrect');
    }
    expect(
      await failure(verifyPhoneGuess(client, { ott, missingNumbers: '009001' })),
    ).toMatchObject({
      status: 429,
      code: 'attempt_limit_reached',
    });
    expect(await remaining(ott)).toHaveLength(1);
  });
});
