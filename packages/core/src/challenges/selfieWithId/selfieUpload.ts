import type { Client } from '../../api/client';
import type { ResolvedConfig } from '../../api/config';
import { parseErrorBody } from '../../api/parseErrorBody';
import * as z from '../../api/schema';
import { clientError, clientErrorCodes, GatehouseError } from '../../errors/gatehouseError';
import { allowedUrl, isSitePathOrFullAddress } from '../../runtime/navigation';

/** SPEC.md §5 and §9: the largest selfie the upload takes, 10 MB. */
export const SELFIE_MAX_BYTES = 10_485_760;

/** The upload's time limit: 10 MB over a slow mobile uplink (about 0.5 Mbit/s) takes close to three minutes. */
export const SELFIE_UPLOAD_TIMEOUT_MS = 300_000;

/** The fixed fields of the upload form (SPEC.md §3: file, purpose, sourceOfUpload). */
export const selfieUploadFields = {
  purpose: 'SELFIE_WITH_ID',
  sourceOfUpload: 'WEB',
} as const;

/** Codes for an upload that never left the browser; the flow's failure handler gets them. */
export const selfieUploadErrorCodes = {
  /** The challenge data has no `uploadPath`. */
  missingUploadPath: 'selfie.upload_path_missing',
  /** The `uploadPath` leads off the page's origin, the API's origin and the allowed origins. */
  uploadPathRefused: 'selfie.upload_path_refused',
} as const;

/**
 * A 4xx body of the upload: API.md §3's shapes, or a bare `{ message }` (SPEC.md §7: "reads
 * message and code from JSON"), so a code is not required here.
 */
export const selfieUploadErrorSchema = z.object({
  code: z.optional(z.nullable(z.string())),
  message: z.optional(z.nullable(z.string())),
});

/**
 * Where the selfie goes. The path comes from the server, and the request carries the one-time
 * token, so it goes through the navigation gate: only to the page's own origin, the API's
 * (`apiBaseUrl`, when absolute) or one of `allowedRedirectOrigins`. A site-rooted path takes
 * `apiBaseUrl` like every other call; any other input must be a full address. Anything else
 * (another origin, `//host` in any disguise, a relative path, another scheme) gives undefined.
 */
export function selfieUploadUrl(
  uploadPath: unknown,
  config: Pick<ResolvedConfig, 'apiBaseUrl' | 'navigation' | 'allowedRedirectOrigins'>,
): string | undefined {
  // A path relative to the page has no place in the contract: it would skip the API base.
  if (typeof uploadPath !== 'string' || !isSitePathOrFullAddress(uploadPath)) return undefined;
  const target = uploadPath.startsWith('/') ? `${config.apiBaseUrl}${uploadPath}` : uploadPath;
  return allowedUrl(target, config.navigation.origin(), [
    config.apiBaseUrl,
    ...config.allowedRedirectOrigins,
  ]);
}

/** A failed upload's body as one GatehouseError: the contract's shapes first, then a bare `{ message }`. */
export function selfieUploadError(status: number, text: string): GatehouseError {
  const error = parseErrorBody(status, text);
  if (error.code !== clientErrorCodes.unexpected || error.serverMessage !== undefined) return error;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return error;
  }
  const body = z.safeParse(selfieUploadErrorSchema, json);
  if (!body.success || (!body.data.message && !body.data.code)) return error;
  return new GatehouseError({
    status,
    code: body.data.code ?? clientErrorCodes.unexpected,
    message: body.data.message ?? undefined,
  });
}

export interface SelfieUploadInput {
  ott: string;
  /** `viewData.attributes.uploadPath` of the SELFIE_WITH_ID challenge. */
  uploadPath: string | null | undefined;
  file: File;
  signal?: AbortSignal | undefined;
}

/**
 * POST {uploadPath} (SPEC.md §7): multipart `file`, `purpose`, `sourceOfUpload`, with the
 * one-time token. Any 2xx passes (its body is not read as data). A missing or refused path is
 * a GatehouseError with status 0, before anything is sent; a non-2xx answer is parsed like any
 * error body; aborts are re-thrown as they are.
 */
export async function uploadSelfie(
  client: Client,
  { ott, uploadPath, file, signal }: SelfieUploadInput,
): Promise<void> {
  const { config } = client;
  if (!uploadPath) throw clientError(selfieUploadErrorCodes.missingUploadPath);
  const url = selfieUploadUrl(uploadPath, config);
  if (!url) throw clientError(selfieUploadErrorCodes.uploadPathRefused);

  const form = new FormData();
  // A File carries its own name (no third argument: it would only copy the file).
  form.append('file', file);
  form.append('purpose', selfieUploadFields.purpose);
  form.append('sourceOfUpload', selfieUploadFields.sourceOfUpload);

  // Any 2xx passes: no schema, so its body is not read as data.
  await client.request({
    method: 'POST',
    path: url,
    ott,
    body: form,
    signal,
    errorFrom: selfieUploadError,
    timeoutMs: Math.max(config.requestTimeoutMs, SELFIE_UPLOAD_TIMEOUT_MS),
  });
}
