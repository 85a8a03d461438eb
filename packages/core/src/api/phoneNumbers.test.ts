import { describe, expect, it, vi } from 'vitest';
import { GatehouseError } from '../errors/gatehouseError';
import { createClient } from './client';
import {
  createPrimaryPhoneNumber,
  listPhoneNumbers,
  phoneNumberListSchema,
  phoneNumberSchema,
  updatePhoneNumber,
} from './phoneNumbers';
import * as z from './schema';

interface Call {
  url: string;
  method: string | undefined;
  headers: Headers;
  body: unknown;
}

function clientAnswering(answer: () => Response) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer();
  });
  return { client: createClient({ fetch: fetch as unknown as typeof globalThis.fetch }), calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const primary = { id: 101, type: 'PRIMARY', phoneNumber: '+447700900123' };

describe('phone number schemas', () => {
  it.each([
    [primary, true],
    [{ id: 'pn-1', type: 'PRIMARY', phoneNumber: '+12015550123' }, true],
    [{ id: 101, type: 'PRIMARY' }, false],
    [{ id: 101, type: 'PRIMARY', phoneNumber: '' }, false],
    [{ id: '', type: 'PRIMARY', phoneNumber: '+447700900123' }, false],
    [{ type: 'PRIMARY', phoneNumber: '+447700900123' }, false],
    [{ id: 101, phoneNumber: '+447700900123' }, false],
    [null, false],
  ])('%j parses: %s', (value, ok) => {
    expect(z.safeParse(phoneNumberSchema, value).success).toBe(ok);
  });

  it('the list is an array of numbers, empty included', () => {
    expect(z.safeParse(phoneNumberListSchema, []).success).toBe(true);
    expect(z.safeParse(phoneNumberListSchema, [primary]).success).toBe(true);
    expect(z.safeParse(phoneNumberListSchema, { numbers: [primary] }).success).toBe(false);
  });
});

describe('listPhoneNumbers', () => {
  it('GETs /gateway/v1/user/phone-numbers with the usual headers and answers the parsed list', async () => {
    const { client, calls } = clientAnswering(() => json(200, [primary]));
    await expect(listPhoneNumbers(client)).resolves.toEqual([primary]);
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/gateway/v1/user/phone-numbers',
        method: 'GET',
        body: undefined,
      }),
    ]);
    expect(calls[0]!.headers.get('X-Client-Id')).toBe('gatehouse-web');
    expect(calls[0]!.headers.get('One-Time-Token')).toBeNull();
  });

  it('a body that is not a list is unexpected.error, never a crash', async () => {
    const { client } = clientAnswering(() => json(200, { phoneNumbers: [] }));
    await expect(listPhoneNumbers(client)).rejects.toMatchObject({
      code: 'unexpected.error',
      status: 200,
    });
  });
});

describe('createPrimaryPhoneNumber', () => {
  it('POSTs { phoneNumber, type: PRIMARY } and answers the number with the approval result', async () => {
    const { client, calls } = clientAnswering(() =>
      json(200, primary, { 'X-2FA-APPROVAL-RESULT': 'APPROVED' }),
    );
    await expect(
      createPrimaryPhoneNumber(client, { phoneNumber: '+447700900123' }),
    ).resolves.toEqual({
      phoneNumber: primary,
      approvalResult: 'APPROVED',
    });
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/gateway/v1/user/phone-numbers',
        method: 'POST',
        body: { phoneNumber: '+447700900123', type: 'PRIMARY' },
      }),
    ]);
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('no result header (no approval was asked for): approvalResult undefined', async () => {
    const { client } = clientAnswering(() => json(201, primary));
    await expect(
      createPrimaryPhoneNumber(client, { phoneNumber: '+447700900123' }),
    ).resolves.toEqual({
      phoneNumber: primary,
      approvalResult: undefined,
    });
  });

  it('the duplicate error list of API.md §3 becomes a GatehouseError with its code and params', async () => {
    const { client } = clientAnswering(() =>
      json(409, {
        errors: [
          {
            code: 'duplicated_phone_number',
            message: 'In use.',
            params: { maskedDuplicateEmail: 'j•••@example.com' },
          },
        ],
      }),
    );
    const error = await createPrimaryPhoneNumber(client, { phoneNumber: '+447700900000' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GatehouseError);
    expect(error).toMatchObject({
      status: 409,
      code: 'duplicated_phone_number',
      params: { maskedDuplicateEmail: 'j•••@example.com' },
    });
  });
});

describe('updatePhoneNumber', () => {
  it('PUTs { phoneNumber } to the number’s own path, its id escaped', async () => {
    const changed = { ...primary, phoneNumber: '+442079463333' };
    const { client, calls } = clientAnswering(() =>
      json(200, changed, { 'X-2FA-APPROVAL-RESULT': 'approved' }),
    );
    await expect(
      updatePhoneNumber(client, { id: 'pn/1', phoneNumber: '+442079463333' }),
    ).resolves.toEqual({
      phoneNumber: changed,
      approvalResult: 'APPROVED',
    });
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/gateway/v1/user/phone-numbers/pn%2F1',
        method: 'PUT',
        body: { phoneNumber: '+442079463333' },
      }),
    ]);
  });

  it('a 403 approval rejection is an error with its code', async () => {
    const { client } = clientAnswering(() =>
      json(
        403,
        { code: 'approval_rejected', message: 'Not valid any more.' },
        { 'X-2FA-APPROVAL-RESULT': 'REJECTED' },
      ),
    );
    await expect(
      updatePhoneNumber(client, { id: 101, phoneNumber: '+447700900123' }),
    ).rejects.toMatchObject({
      status: 403,
      code: 'approval_rejected',
    });
  });

  it('an answer that fails its schema is unexpected.error', async () => {
    const { client } = clientAnswering(() => json(200, { id: 101 }));
    await expect(
      updatePhoneNumber(client, { id: 101, phoneNumber: '+447700900123' }),
    ).rejects.toMatchObject({
      code: 'unexpected.error',
    });
  });
});
