import { createClient } from '../../api/client';
import {
  FACE_SCAN_SDK_VERSION,
  getFaceMatchStatus,
  INVALID_FACE_SCAN_CODE,
  startFaceMatchFlow,
  startFaceMatchRejectionFlow,
  submitFaceScan,
  triggerFaceMatch,
  type FaceScanResult,
} from './faceMatchCalls';

const base = '/gateway/v1/one-time-token/facematch';
const keys = {
  productionKey: 'pk',
  deviceKeyIdentifier: 'dk',
  faceScanPublicKey: 'pub',
  sessionId: 'fs-1',
};
const scan: FaceScanResult = {
  sessionId: 'fs-1',
  faceScan: 'c2Nhbg==',
  auditTrailImage: '/9j/4AAQ',
};

function recording(answer: () => Response) {
  const requests: Array<{ method: string; path: string; headers: Headers; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({
      method: init.method ?? 'GET',
      path: String(input),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer();
  });
  return {
    client: createClient({ fetch: fetch as unknown as typeof globalThis.fetch }),
    requests,
    fetch,
  };
}

describe('face-match calls', () => {
  it('trigger: GET …/trigger with the token and X-Face-Scan-Sdk-Version 0.1.10; answers the keys and the SDK version', async () => {
    const { client, requests } = recording(() => Response.json(keys));
    expect(FACE_SCAN_SDK_VERSION).toBe('0.1.10');
    expect(await triggerFaceMatch(client, { ott: 'ott-fm' })).toEqual({
      ...keys,
      sdkVersion: '0.1.10',
    });
    expect(requests[0]).toMatchObject({ method: 'GET', path: `${base}/trigger` });
    expect(requests[0]!.headers.get('X-Face-Scan-Sdk-Version')).toBe('0.1.10');
    expect(requests[0]!.headers.get('One-Time-Token')).toBe('ott-fm');
  });

  it.each([{ ...keys, sessionId: '' }, { productionKey: 'pk' }, {}])(
    'trigger: an answer without every key (%j) is unexpected.error',
    async (body) => {
      const { client } = recording(() => Response.json(body));
      await expect(triggerFaceMatch(client, { ott: 'o' })).rejects.toMatchObject({
        code: 'unexpected.error',
      });
    },
  );

  it('submit: POST …/submit with exactly the adapter result', async () => {
    const { client, requests } = recording(() => new Response(null, { status: 204 }));
    await submitFaceScan(client, {
      ott: 'o',
      result: { ...scan, lowQualityAuditTrailImage: '/9j/small' },
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: `${base}/submit`,
      body: { ...scan, lowQualityAuditTrailImage: '/9j/small' },
    });
  });

  it('submit: a result that is not the /submit shape is refused before any request', async () => {
    const { client, fetch } = recording(() => new Response(null, { status: 204 }));
    const broken = { sessionId: 'fs-1', faceScan: '' } as unknown as FaceScanResult;
    const error = await submitFaceScan(client, { ott: 'o', result: broken }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: INVALID_FACE_SCAN_CODE, status: 0 });
    expect(JSON.stringify(error)).not.toContain('fs-1');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(['STILL_PROCESSING', 'ACCEPTED', 'REJECTED', 'FAILED'])(
    'status: GET …/status reads %s',
    async (result) => {
      const { client, requests } = recording(() => Response.json({ result }));
      expect(await getFaceMatchStatus(client, { ott: 'o' })).toBe(result);
      expect(requests[0]).toMatchObject({ method: 'GET', path: `${base}/status` });
    },
  );

  it('status: a bodiless 202 is still processing; an unknown result is unexpected.error', async () => {
    expect(
      await getFaceMatchStatus(recording(() => new Response(null, { status: 202 })).client, {
        ott: 'o',
      }),
    ).toBe('STILL_PROCESSING');
    await expect(
      getFaceMatchStatus(recording(() => Response.json({ result: 'MAYBE' })).client, { ott: 'o' }),
    ).rejects.toMatchObject({
      code: 'unexpected.error',
    });
  });

  it('flow and rejection flow: POST …/flow and …/flow/rejection answer their result as is', async () => {
    const { client, requests } = recording(() => Response.json({ result: 'SOMETHING_NEW' }));
    expect(await startFaceMatchFlow(client, { ott: 'o' })).toBe('SOMETHING_NEW');
    expect(await startFaceMatchRejectionFlow(client, { ott: 'o' })).toBe('SOMETHING_NEW');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${base}/flow`,
      `POST ${base}/flow/rejection`,
    ]);
  });

  it('flow: a bodiless answer names no result', async () => {
    expect(
      await startFaceMatchFlow(recording(() => new Response(null, { status: 204 })).client, {
        ott: 'o',
      }),
    ).toBe('');
  });
});
