import {
  createClient,
  getOneTimeTokenStatus,
  login,
  type FaceScanResult,
  type FaceScanSession,
} from '@gatehouse-auth/core';
import {
  getFaceMatchStatus,
  startFaceMatchFlow,
  startFaceMatchRejectionFlow,
  submitFaceScan,
  triggerFaceMatch,
} from '@gatehouse-auth/core/internal';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/coreClient';
import { useMockApi } from '../../../test/useMockApi';
import { MOCK_PASSWORD } from '../../kit/fixtures';
import { findScenario } from '../../scenarios';
import { faceMatchKeys } from './faceMatch';

useMockApi();

const base = 'http://localhost/gateway/v1/one-time-token/facematch';
const client = createClient({ apiBaseUrl: 'http://localhost' });
const signIn = (email: string) => login(client, { email, password: MOCK_PASSWORD });
const remaining = async (ott: string) =>
  ((await getOneTimeTokenStatus(client, ott)).challenges ?? []).map((c) => c.primaryChallenge.type);
const scanOf = (session: FaceScanSession): FaceScanResult => ({
  sessionId: session.sessionId,
  faceScan: 'c2Nhbg==',
  auditTrailImage: '/9j/4AAQSkZJRg==',
});

async function scanAndPoll(ott: string, polls: number) {
  const session = await triggerFaceMatch(client, { ott });
  await submitFaceScan(client, { ott, result: scanOf(session) });
  const results = [];
  for (let i = 0; i < polls; i += 1) results.push(await getFaceMatchStatus(client, { ott }));
  return results;
}

/** A raw request with the headers the client sends, for the checks the client itself never fails. */
function raw(
  ott: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  return fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'X-Client-Id': 'gatehouse-web',
      'One-Time-Token': ott,
      'Content-Type': 'application/json',
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

describe('face-match scenarios', () => {
  it('face-match@: the intro proceeds, the trigger answers the keys, STILL_PROCESSING twice, then ACCEPTED', async () => {
    expect(
      findScenario('face-match@gatehouse.test')?.challenges?.[0]?.alternatives?.map((c) => c.type),
    ).toEqual(['SMS']);
    const ott = await signIn('face-match@gatehouse.test');
    expect(await remaining(ott)).toEqual(['FACE_MATCH']);
    expect(await startFaceMatchFlow(client, { ott })).toBe('START_FACE_TEC');
    const session = await triggerFaceMatch(client, { ott });
    expect(session).toMatchObject({ ...faceMatchKeys, sdkVersion: '0.1.10' });
    expect(session.sessionId).toMatch(/^fs-/);
    await submitFaceScan(client, { ott, result: scanOf(session) });
    expect(await getFaceMatchStatus(client, { ott })).toBe('STILL_PROCESSING');
    expect(await getFaceMatchStatus(client, { ott })).toBe('STILL_PROCESSING');
    expect(await getFaceMatchStatus(client, { ott })).toBe('ACCEPTED');
    expect(await remaining(ott)).toEqual([]);
  });

  it('face-match-rejected@: REJECTED after 1 poll; the rejection flow answers OTHER_METHODS_SELECTED', async () => {
    const ott = await signIn('face-match-rejected@gatehouse.test');
    expect(await scanAndPoll(ott, 2)).toEqual(['STILL_PROCESSING', 'REJECTED']);
    expect(await startFaceMatchRejectionFlow(client, { ott })).toBe('OTHER_METHODS_SELECTED');
    expect(await remaining(ott)).toEqual(['FACE_MATCH']);
  });

  it('face-match-failed@: FAILED, then ACCEPTED after a new trigger and scan', async () => {
    const ott = await signIn('face-match-failed@gatehouse.test');
    expect(await scanAndPoll(ott, 2)).toEqual(['STILL_PROCESSING', 'FAILED']);
    expect(await remaining(ott)).toEqual(['FACE_MATCH']);
    expect(await scanAndPoll(ott, 2)).toEqual(['STILL_PROCESSING', 'ACCEPTED']);
    expect(await remaining(ott)).toEqual([]);
  });

  it('face-match-timeout@: STILL_PROCESSING for good', async () => {
    const ott = await signIn('face-match-timeout@gatehouse.test');
    const results = await scanAndPoll(ott, 31);
    expect(new Set(results)).toEqual(new Set(['STILL_PROCESSING']));
  });

  it('face-match-intro-fallback@: the intro answers START_PHONE_NUMBER_CHANGE', async () => {
    const ott = await signIn('face-match-intro-fallback@gatehouse.test');
    expect(await startFaceMatchFlow(client, { ott })).toBe('START_PHONE_NUMBER_CHANGE');
  });
});

describe('face-match request checks', () => {
  it.each([undefined, '0.1.9', '0.1.100'])(
    'a trigger with X-Face-Scan-Sdk-Version %j answers 400',
    async (version) => {
      const ott = await signIn('face-match@gatehouse.test');
      const response = await raw(ott, '/trigger', {
        headers: version === undefined ? {} : { 'X-Face-Scan-Sdk-Version': version },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'facematch_sdk_version_unsupported' });
    },
  );

  it('a submit before a trigger, and a status before a submit, answer 400', async () => {
    const ott = await signIn('face-match@gatehouse.test');
    expect(
      (
        await failure(
          submitFaceScan(client, {
            ott,
            result: scanOf({ ...faceMatchKeys, sessionId: 'fs-x', sdkVersion: '0.1.10' }),
          }),
        )
      ).code,
    ).toBe('facematch_not_triggered');
    await triggerFaceMatch(client, { ott });
    expect((await failure(getFaceMatchStatus(client, { ott }))).code).toBe(
      'facematch_not_submitted',
    );
  });

  it.each([
    [
      'a missing faceScan',
      (s: string) => ({ sessionId: s, auditTrailImage: '/9j/4AAQ' }),
      'unexpected.error',
    ],
    [
      'a missing auditTrailImage',
      (s: string) => ({ sessionId: s, faceScan: 'c2Nhbg==' }),
      'unexpected.error',
    ],
    [
      'an unknown field',
      (s: string) => ({
        sessionId: s,
        faceScan: 'c2Nhbg==',
        auditTrailImage: '/9j/4AAQ',
        auditTrail: ['/9j/'],
      }),
      'unexpected.error',
    ],
    [
      'another session',
      () => ({ sessionId: 'fs-other', faceScan: 'c2Nhbg==', auditTrailImage: '/9j/4AAQ' }),
      'facematch_session_mismatch',
    ],
    [
      'a data: URL image',
      (s: string) => ({
        sessionId: s,
        faceScan: 'c2Nhbg==',
        auditTrailImage: 'data:image/jpeg;base64,/9j/4AAQ',
      }),
      'facematch_invalid_image',
    ],
    [
      'a PNG image',
      (s: string) => ({ sessionId: s, faceScan: 'c2Nhbg==', auditTrailImage: 'iVBORw0KGgo=' }),
      'facematch_invalid_image',
    ],
  ])('a submit with %s answers 400 %s', async (_name, body, code) => {
    const ott = await signIn('face-match@gatehouse.test');
    const session = await triggerFaceMatch(client, { ott });
    const response = await raw(ott, '/submit', { method: 'POST', body: body(session.sessionId) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code });
    expect((await failure(getFaceMatchStatus(client, { ott }))).code).toBe(
      'facematch_not_submitted',
    );
  });

  it('a scan of an earlier session is refused after a new trigger', async () => {
    const ott = await signIn('face-match@gatehouse.test');
    const first = await triggerFaceMatch(client, { ott });
    await triggerFaceMatch(client, { ott });
    expect((await failure(submitFaceScan(client, { ott, result: scanOf(first) }))).code).toBe(
      'facematch_session_mismatch',
    );
  });

  it('every face-match route answers 400 challenge_not_required to a token without FACE_MATCH', async () => {
    const ott = await signIn('totp@gatehouse.test');
    expect((await failure(startFaceMatchFlow(client, { ott }))).code).toBe(
      'challenge_not_required',
    );
    expect((await failure(triggerFaceMatch(client, { ott }))).code).toBe('challenge_not_required');
    expect((await failure(startFaceMatchRejectionFlow(client, { ott }))).code).toBe(
      'challenge_not_required',
    );
  });

  it('an unknown token answers 404 ott_not_found', async () => {
    expect((await failure(triggerFaceMatch(client, { ott: 'ott-nobody' }))).code).toBe(
      'ott_not_found',
    );
  });
});
