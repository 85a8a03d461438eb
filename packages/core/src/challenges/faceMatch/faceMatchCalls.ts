import type { Client } from '../../api/client';
import * as z from '../../api/schema';
import { clientError } from '../../errors/gatehouseError';

/** SPEC.md §9: the face-scan SDK version the server expects, sent on every trigger. */
export const FACE_SCAN_SDK_VERSION = '0.1.10';

/** API.md §2: the header that names it. */
export const FACE_SCAN_SDK_VERSION_HEADER = 'X-Face-Scan-Sdk-Version';

const faceMatchPath = '/gateway/v1/one-time-token/facematch';

const key = z.string(z.minLength(1));

/** The trigger's answer (SPEC.md §3): what the face-scan SDK needs to run one session. */
export const faceMatchTriggerResponseSchema = z.object({
  productionKey: key,
  deviceKeyIdentifier: key,
  faceScanPublicKey: key,
  sessionId: key,
});
export type FaceMatchTriggerResponse = z.infer<typeof faceMatchTriggerResponseSchema>;

/** One face-scan session as an SDK adapter receives it: the trigger's keys and the SDK version. */
export interface FaceScanSession extends FaceMatchTriggerResponse {
  sdkVersion: typeof FACE_SCAN_SDK_VERSION;
}

/**
 * The body of POST …/facematch/submit: what a face-scan SDK produced for one session, with
 * one audit-trail image (SPEC.md §9). Images are JPEGs, base64-encoded without a `data:` prefix.
 */
export const faceScanResultSchema = z.object({
  /** The trigger's sessionId this scan belongs to. */
  sessionId: key,
  /** The SDK's encrypted face scan, opaque to Gatehouse. */
  faceScan: key,
  /** The one audit-trail image: a frame of the user's face. */
  auditTrailImage: key,
  /** A smaller copy of it, when the SDK makes one. */
  lowQualityAuditTrailImage: z.optional(key),
});
export type FaceScanResult = z.infer<typeof faceScanResultSchema>;

export const faceMatchStatusResults = [
  'STILL_PROCESSING',
  'ACCEPTED',
  'REJECTED',
  'FAILED',
] as const;
export type FaceMatchStatusResult = (typeof faceMatchStatusResults)[number];

/** GET …/facematch/status (SPEC.md §7): one of the four results. */
export const faceMatchStatusSchema = z.object({ result: z.enum(faceMatchStatusResults) });

/**
 * POST …/facematch/flow and …/flow/rejection: where the flow goes next. Open-ended: results
 * the fallback rules do not know are logged, never a crash.
 */
export const faceMatchFlowResponseSchema = z.object({ result: z.string() });

interface FaceMatchCall {
  ott: string;
  signal?: AbortSignal | undefined;
}

/** POST …/facematch/flow: the intro's check, answering START_FACE_TEC, SUCCESS or a fallback result. */
export async function startFaceMatchFlow(
  client: Client,
  { ott, signal }: FaceMatchCall,
): Promise<string> {
  const { data } = await client.request({
    method: 'POST',
    path: `${faceMatchPath}/flow`,
    ott,
    schema: faceMatchFlowResponseSchema,
    signal,
  });
  // A bodiless 204 names no result: the fallback rules log it.
  return data?.result ?? '';
}

/** GET …/facematch/trigger with the SDK version header: a fresh face-scan session. */
export async function triggerFaceMatch(
  client: Client,
  { ott, signal }: FaceMatchCall,
): Promise<FaceScanSession> {
  const { data } = await client.request({
    method: 'GET',
    path: `${faceMatchPath}/trigger`,
    ott,
    headers: { [FACE_SCAN_SDK_VERSION_HEADER]: FACE_SCAN_SDK_VERSION },
    schema: faceMatchTriggerResponseSchema,
    signal,
  });
  return { ...data, sdkVersion: FACE_SCAN_SDK_VERSION };
}

/** The code of an adapter result that is not what /submit takes (a host adapter's bug). */
export const INVALID_FACE_SCAN_CODE = 'facematch.invalid_scan';

/** POST …/facematch/submit: the adapter's result, checked against the body shape first. */
export async function submitFaceScan(
  client: Client,
  { ott, signal, result }: FaceMatchCall & { result: FaceScanResult },
): Promise<void> {
  const parsed = z.safeParse(faceScanResultSchema, result);
  // Only the shape's problem is kept, never the scan or the images.
  if (!parsed.success) throw clientError(INVALID_FACE_SCAN_CODE);
  await client.request({
    method: 'POST',
    path: `${faceMatchPath}/submit`,
    ott,
    body: parsed.data,
    signal,
  });
}

/** GET …/facematch/status: one poll of the server's verdict. */
export async function getFaceMatchStatus(
  client: Client,
  { ott, signal }: FaceMatchCall,
): Promise<FaceMatchStatusResult> {
  const { data } = await client.request({
    method: 'GET',
    path: `${faceMatchPath}/status`,
    ott,
    schema: faceMatchStatusSchema,
    signal,
  });
  // A bodiless 202 or 204: no verdict yet.
  return data?.result ?? 'STILL_PROCESSING';
}

/** POST …/facematch/flow/rejection: after REJECTED, where the flow goes next. */
export async function startFaceMatchRejectionFlow(
  client: Client,
  { ott, signal }: FaceMatchCall,
): Promise<string> {
  const { data } = await client.request({
    method: 'POST',
    path: `${faceMatchPath}/flow/rejection`,
    ott,
    schema: faceMatchFlowResponseSchema,
    signal,
  });
  return data?.result ?? '';
}
