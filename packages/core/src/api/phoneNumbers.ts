import type { Client } from './client';
import * as z from './schema';
import { approvalResult } from './stepUpHeaders';

/** The logged-in user's phone numbers (API.md §5). */
export const phoneNumbersPath = '/gateway/v1/user/phone-numbers';

/** One of the user's phone numbers: `type` is PRIMARY for the one a code goes to. */
export const phoneNumberSchema = z.object({
  id: z.union([z.number(), z.string(z.minLength(1))]),
  type: z.string(),
  phoneNumber: z.string(z.minLength(1)),
});
export type PhoneNumber = z.infer<typeof phoneNumberSchema>;

export const phoneNumberListSchema = z.array(phoneNumberSchema);

/** A created or updated number, with the approval's verdict when the call went through step-up. */
export interface SavedPhoneNumber {
  phoneNumber: PhoneNumber;
  /** The retried answer's X-2FA-APPROVAL-RESULT; undefined when no approval was asked for. */
  approvalResult: 'APPROVED' | 'REJECTED' | undefined;
}

function saved(data: PhoneNumber, headers: Headers): SavedPhoneNumber {
  return { phoneNumber: data, approvalResult: approvalResult(new Response(null, { headers })) };
}

/** GET the user's phone numbers. */
export async function listPhoneNumbers(
  client: Client,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PhoneNumber[]> {
  const response = await client.request({
    method: 'GET',
    path: phoneNumbersPath,
    schema: phoneNumberListSchema,
    signal,
  });
  return response.data;
}

/**
 * Creates the user's PRIMARY number (E.164). The API asks for a second-factor approval first
 * (403 + X-2FA-APPROVAL): send it through a client whose fetch is wrapped with step-up.
 */
export async function createPrimaryPhoneNumber(
  client: Client,
  { phoneNumber, signal }: { phoneNumber: string; signal?: AbortSignal },
): Promise<SavedPhoneNumber> {
  const response = await client.request({
    method: 'POST',
    path: phoneNumbersPath,
    body: { phoneNumber, type: 'PRIMARY' },
    schema: phoneNumberSchema,
    signal,
  });
  return saved(response.data, response.headers);
}

/** Replaces number `id` with `phoneNumber` (E.164); approved like the create. */
export async function updatePhoneNumber(
  client: Client,
  { id, phoneNumber, signal }: { id: PhoneNumber['id']; phoneNumber: string; signal?: AbortSignal },
): Promise<SavedPhoneNumber> {
  const response = await client.request({
    method: 'PUT',
    path: `${phoneNumbersPath}/${encodeURIComponent(String(id))}`,
    body: { phoneNumber },
    schema: phoneNumberSchema,
    signal,
  });
  return saved(response.data, response.headers);
}
