import * as z from 'zod/mini';
import { clientErrorCodes, GatehouseError } from '../errors/gatehouseError';
import { parseErrorBody } from '../errors/parseErrorBody';
import type { Client } from './client';
import type { ResolvedConfig } from './config';

/** SPEC.md §5 and §9: the largest selfie the upload takes, 10 MB. */
export const SELFIE_MAX_BYTES = 10_485_760;

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

function originOf(url: string, base: string): string | undefined {
  try {
    return new URL(url, base).origin;
  } catch {
    return undefined;
  }
}

/**
 * Where the selfie goes. The path comes from the server, and the request carries the one-time
 * token, so it may only lead to the page's own origin, the API's (`apiBaseUrl`) or one of
 * `allowedRedirectOrigins`. A site-rooted path takes `apiBaseUrl` like every other call.
 * Anything else (another origin, `//host`, a relative path, another scheme) gives undefined.
 */
export function selfieUploadUrl(uploadPath: string, config: Pick<ResolvedConfig, 'apiBaseUrl' | 'navigation' | 'allowedRedirectOrigins'>): string | undefined {
  const page = config.navigation.origin();
  let url: URL;
  try {
    url = new URL(uploadPath, page);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  // One leading slash only: `//host/x` and `/\host/x` are other origins in disguise.
  if (/^\/(?![/\\])/.test(uploadPath) && url.origin === page) return `${config.apiBaseUrl}${url.pathname}${url.search}`;
  if (!/^https?:\/\//i.test(uploadPath)) return undefined;
  const allowed = [page, config.apiBaseUrl ? originOf(config.apiBaseUrl, page) : undefined, ...config.allowedRedirectOrigins.map((origin) => originOf(origin, page))];
  return allowed.includes(url.origin) ? url.href : undefined;
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
  const body = selfieUploadErrorSchema.safeParse(json);
  if (!body.success || (!body.data.message && !body.data.code)) return error;
  return new GatehouseError({ status, code: body.data.code ?? clientErrorCodes.unexpected, message: body.data.message ?? undefined });
}

export interface SelfieUploadInput {
  ott: string;
  /** `viewData.attributes.uploadPath` of the SELFIE_WITH_ID challenge. */
  uploadPath: string | undefined;
  file: File;
  signal?: AbortSignal | undefined;
}

/**
 * POST {uploadPath} (SPEC.md §7): multipart `file`, `purpose`, `sourceOfUpload`, with the
 * one-time token. Any 2xx passes (its body is not read as data). A missing or refused path is
 * a GatehouseError with status 0, before anything is sent; a non-2xx answer is parsed like any
 * error body; aborts are re-thrown as they are.
 */
export async function uploadSelfie(client: Client, { ott, uploadPath, file, signal }: SelfieUploadInput): Promise<void> {
  const { config } = client;
  if (!uploadPath) throw new GatehouseError({ status: 0, code: selfieUploadErrorCodes.missingUploadPath });
  const url = selfieUploadUrl(uploadPath, config);
  if (!url) throw new GatehouseError({ status: 0, code: selfieUploadErrorCodes.uploadPathRefused });

  const form = new FormData();
  // A File carries its own name (no third argument: it would only copy the file).
  form.append('file', file);
  form.append('purpose', selfieUploadFields.purpose);
  form.append('sourceOfUpload', selfieUploadFields.sourceOfUpload);

  // Any 2xx passes: no schema, so its body is not read as data.
  await client.request({ method: 'POST', path: url, ott, body: form, signal, errorFrom: selfieUploadError });
}
