// The core client against the mock API, and the steps the handler tests repeat with it.
import {
  GatehouseError,
  createClient,
  getOneTimeTokenStatus,
  login,
  triggerOtp,
  verifyCode,
  type CodeChallengeType,
  type OtpChannel,
} from '@gatehouse-auth/core';
import { expect } from 'vitest';
import { MOCK_CODE, MOCK_PASSWORD } from '../src/kit/fixtures';

export const origin = 'http://localhost';
export const identity = '/gateway/identity/api/v1';

export const client = createClient({ apiBaseUrl: origin });

export function signIn(email: string): Promise<string> {
  return login(client, { email, password: MOCK_PASSWORD });
}

export async function status(ott: string) {
  return getOneTimeTokenStatus(client, ott);
}

export async function sendCode(ott: string, channel: OtpChannel): Promise<void> {
  await triggerOtp(client, { ott, channel, phoneNumberId: 11 });
}

export async function enterCode(
  ott: string,
  type: CodeChallengeType,
  code = MOCK_CODE,
): Promise<void> {
  await verifyCode(client, { ott, type, code });
}

export async function failure(promise: Promise<unknown>): Promise<GatehouseError> {
  const outcome = await promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(GatehouseError);
  return outcome as GatehouseError;
}

/** A raw call, for what the client never sends (missing headers, bad bodies). */
export function call(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  return fetch(`${origin}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export const clientId = { 'X-Client-Id': 'gatehouse-web' };
