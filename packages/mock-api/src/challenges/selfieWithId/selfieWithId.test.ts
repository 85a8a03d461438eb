import { createClient, getOneTimeTokenStatus, login, readAttributes } from '@gatehouse-auth/core';
import { selfieWithIdDefinition, uploadSelfie } from '@gatehouse-auth/core/internal';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/coreClient';
import { useMockApi } from '../../../test/useMockApi';
import { MOCK_PASSWORD } from '../../kit/fixtures';
import { SELFIE_UPLOAD_PATH, selfieCurrentPhoneNumber, selfieNewPhoneNumber } from './selfieWithId';

const origin = 'http://localhost';
useMockApi();
const navigation = { origin: () => origin, hostname: () => 'localhost', assign: () => {} };
const client = createClient({ apiBaseUrl: origin, navigation });

const signIn = (email: string) => login(client, { email, password: MOCK_PASSWORD });
const remaining = async (ott: string) =>
  (await getOneTimeTokenStatus(client, ott)).challenges ?? [];
const photo = (bytes = 2048, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes).fill(1)], 'selfie.jpg', { type });

async function challengeFor(ott: string) {
  const [first] = await remaining(ott);
  return first?.primaryChallenge;
}

/** A hand-made upload, to send what the client never would. */
function rawUpload(
  ott: string | null,
  fields: Record<string, string | File>,
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return fetch(`${origin}${SELFIE_UPLOAD_PATH}`, {
    method: 'POST',
    headers: {
      'X-Client-Id': 'gatehouse-web',
      ...(ott ? { 'One-Time-Token': ott } : {}),
      ...headers,
    },
    body,
  });
}

const goodFields = () => ({ file: photo(), purpose: 'SELFIE_WITH_ID', sourceOfUpload: 'WEB' });

describe('selfie@', () => {
  it('asks for SELFIE_WITH_ID with the upload path and both phone numbers', async () => {
    const ott = await signIn('selfie@gatehouse.test');
    const status = await getOneTimeTokenStatus(client, ott);
    expect(status.actionType).toBe('IDENTITY__LOGIN');
    expect(status.challenges?.[0]?.primaryChallenge).toEqual({
      type: 'SELFIE_WITH_ID',
      viewData: {
        attributes: {
          uploadPath: SELFIE_UPLOAD_PATH,
          currentPhoneNumber: selfieCurrentPhoneNumber,
          newPhoneNumber: selfieNewPhoneNumber,
        },
      },
    });
  });

  it('takes the photo as multipart and approves the token', async () => {
    const ott = await signIn('selfie@gatehouse.test');
    const { uploadPath } = readAttributes(selfieWithIdDefinition, (await challengeFor(ott))!);
    await uploadSelfie(client, { ott, uploadPath, file: photo(10_485_760) });
    expect(await remaining(ott)).toEqual([]);
  });

  it.each([
    ['without a file', { purpose: 'SELFIE_WITH_ID', sourceOfUpload: 'WEB' }],
    ['with an empty file', { file: photo(0), purpose: 'SELFIE_WITH_ID', sourceOfUpload: 'WEB' }],
    ['with the file as text', { file: 'selfie', purpose: 'SELFIE_WITH_ID', sourceOfUpload: 'WEB' }],
    ['without a purpose', { file: photo(), sourceOfUpload: 'WEB' }],
    ['with another purpose', { file: photo(), purpose: 'PROOF_OF_ADDRESS', sourceOfUpload: 'WEB' }],
    ['without sourceOfUpload', { file: photo(), purpose: 'SELFIE_WITH_ID' }],
    ['from another source', { file: photo(), purpose: 'SELFIE_WITH_ID', sourceOfUpload: 'APP' }],
  ])('refuses an upload %s with 400, and the requirement stays', async (_, fields) => {
    const ott = await signIn('selfie@gatehouse.test');
    const response = await rawUpload(ott, fields);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'unexpected.error' });
    expect(await remaining(ott)).toHaveLength(1);
  });

  it('refuses a JSON body', async () => {
    const ott = await signIn('selfie@gatehouse.test');
    const response = await fetch(`${origin}${SELFIE_UPLOAD_PATH}`, {
      method: 'POST',
      headers: {
        'X-Client-Id': 'gatehouse-web',
        'One-Time-Token': ott,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ purpose: 'SELFIE_WITH_ID', sourceOfUpload: 'WEB' }),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a file over 10485760 bytes (413) and a file that is not an image (415)', async () => {
    const ott = await signIn('selfie@gatehouse.test');
    const big = await rawUpload(ott, { ...goodFields(), file: photo(10_485_761) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      code: 'selfie_too_large',
      message: 'Please provide a file smaller than 10MB',
    });
    const pdf = await rawUpload(ott, { ...goodFields(), file: photo(100, 'application/pdf') });
    expect(pdf.status).toBe(415);
    expect(await remaining(ott)).toHaveLength(1);
  });

  it('needs the token and X-Client-Id like every token call', async () => {
    expect((await rawUpload(null, goodFields())).status).toBe(401);
    expect((await rawUpload('ott-unknown', goodFields())).status).toBe(404);
    const ott = await signIn('selfie@gatehouse.test');
    const noClient = new FormData();
    for (const [name, value] of Object.entries(goodFields())) noClient.append(name, value);
    const response = await fetch(`${origin}${SELFIE_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { 'One-Time-Token': ott },
      body: noClient,
    });
    expect(response.status).toBe(400);
  });

  it('refuses an upload for a token that does not ask for a selfie', async () => {
    const ott = await signIn('sms@gatehouse.test');
    expect(
      await failure(uploadSelfie(client, { ott, uploadPath: SELFIE_UPLOAD_PATH, file: photo() })),
    ).toMatchObject({
      status: 400,
      code: 'challenge_not_required',
    });
  });
});

describe('selfie-no-phone@', () => {
  it('asks for SELFIE_WITH_ID without phone numbers; the upload passes', async () => {
    const ott = await signIn('selfie-no-phone@gatehouse.test');
    const challenge = await challengeFor(ott);
    expect(challenge?.viewData?.attributes).toEqual({ uploadPath: SELFIE_UPLOAD_PATH });
    await uploadSelfie(client, { ott, uploadPath: SELFIE_UPLOAD_PATH, file: photo() });
    expect(await remaining(ott)).toEqual([]);
  });
});

describe('selfie-refused@', () => {
  it('refuses the first upload with its message, then takes the next', async () => {
    const ott = await signIn('selfie-refused@gatehouse.test');
    expect(
      await failure(uploadSelfie(client, { ott, uploadPath: SELFIE_UPLOAD_PATH, file: photo() })),
    ).toMatchObject({
      status: 400,
      code: 'selfie_unreadable',
      serverMessage: 'We could not read your ID. Please try a clearer photo.',
    });
    expect(await remaining(ott)).toHaveLength(1);
    await uploadSelfie(client, { ott, uploadPath: SELFIE_UPLOAD_PATH, file: photo() });
    expect(await remaining(ott)).toEqual([]);
  });
});

describe('selfie-down@', () => {
  it('answers every upload with an empty 500', async () => {
    const ott = await signIn('selfie-down@gatehouse.test');
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const error = await failure(
        uploadSelfie(client, { ott, uploadPath: SELFIE_UPLOAD_PATH, file: photo() }),
      );
      expect(error).toMatchObject({ status: 500, code: 'unexpected.error' });
      expect(error.serverMessage).toBeUndefined();
    }
    expect(await remaining(ott)).toHaveLength(1);
  });
});

describe('selfie-no-path@', () => {
  it('has no upload path: the client sends nothing', async () => {
    const ott = await signIn('selfie-no-path@gatehouse.test');
    const challenge = await challengeFor(ott);
    expect(challenge?.type).toBe('SELFIE_WITH_ID');
    expect(challenge?.viewData?.attributes?.uploadPath).toBeUndefined();
    expect(challenge?.viewData?.attributes?.newPhoneNumber).toBe(selfieNewPhoneNumber);
    expect(
      await failure(
        uploadSelfie(client, {
          ott,
          uploadPath: readAttributes(selfieWithIdDefinition, challenge!).uploadPath,
          file: photo(),
        }),
      ),
    ).toMatchObject({ status: 0, code: 'selfie.upload_path_missing' });
  });
});
