import { describe, expect, it } from 'vitest';
import { asGatehouseError, clientErrorCodes, errorName, GatehouseError } from './gatehouseError';

describe('asGatehouseError', () => {
  const unexpected = { status: 0, code: clientErrorCodes.unexpected };

  it('passes a GatehouseError through as it is, whatever the options', () => {
    const error = new GatehouseError({ status: 409, code: 'phone.taken' });
    expect(asGatehouseError(error)).toBe(error);
    expect(asGatehouseError(error, { code: 'other', nameOnly: true })).toBe(error);
    const network = new GatehouseError({ status: 0, code: clientErrorCodes.network });
    expect(asGatehouseError(network)).toBe(network);
  });

  it.each([
    ['a TypeError (fetch offline)', new TypeError('Failed to fetch')],
    ['an AbortError', new DOMException('The operation was aborted.', 'AbortError')],
    ['a TimeoutError', new DOMException('Timed out.', 'TimeoutError')],
    ['a string', 'text'],
    ['a number', 42],
    ['null', null],
    ['a plain object', { name: 'NotAllowedError', message: 'secret@example.com' }],
  ])('turns %s into unexpected.error (status 0) that carries it as its cause', (_, thrown) => {
    const error = asGatehouseError(thrown);
    expect(error).toBeInstanceOf(GatehouseError);
    expect(error).toMatchObject({ ...unexpected, serverMessage: undefined, cause: thrown });
    expect(error.message).toBe(clientErrorCodes.unexpected);
  });

  it('turns undefined into unexpected.error with no cause', () => {
    const error = asGatehouseError(undefined);
    expect(error).toMatchObject(unexpected);
    expect('cause' in error).toBe(false);
  });

  it('gives another code when asked, still carrying the cause', () => {
    const thrown = new Error('script blocked');
    expect(asGatehouseError(thrown, { code: 'captcha.failed' })).toMatchObject({
      status: 0,
      code: 'captcha.failed',
      serverMessage: undefined,
      cause: thrown,
    });
  });

  it('nameOnly keeps the error name as the message and never the thrown value or its text', () => {
    const thrown = new DOMException('user secret@example.com cancelled', 'NotAllowedError');
    const error = asGatehouseError(thrown, { code: 'passkey.failed', nameOnly: true });
    expect(error).toMatchObject({
      status: 0,
      code: 'passkey.failed',
      serverMessage: 'NotAllowedError',
    });
    expect('cause' in error).toBe(false);
    expect(JSON.stringify(error)).not.toContain('secret');
    for (const nameless of ['text', undefined, null, { name: 7 }]) {
      const bare = asGatehouseError(nameless, { code: 'passkey.failed', nameOnly: true });
      expect(bare).toMatchObject({ code: 'passkey.failed', serverMessage: undefined });
      expect('cause' in bare).toBe(false);
    }
  });
});

describe('errorName', () => {
  it('reads the name of an error or of anything with a string name, else undefined', () => {
    expect(errorName(new TypeError('x'))).toBe('TypeError');
    expect(errorName(new DOMException('x', 'AbortError'))).toBe('AbortError');
    expect(errorName({ name: 'NotAllowedError' })).toBe('NotAllowedError');
    for (const value of ['text', 1, null, undefined, { name: 7 }, {}]) {
      expect(errorName(value)).toBeUndefined();
    }
  });
});

describe('GatehouseError', () => {
  it('has its fields as own, enumerable, writable properties, in their declared order', () => {
    const error = new GatehouseError({
      status: 400,
      code: 'bad.request',
      message: 'Bad request',
      params: { field: 'email' },
      arguments: ['email'],
    });
    expect(Object.keys(error)).toEqual([
      'name',
      'status',
      'code',
      'serverMessage',
      'params',
      'arguments',
    ]);
    expect(Object.getOwnPropertyDescriptor(error, 'name')).toEqual({
      value: 'GatehouseError',
      writable: true,
      enumerable: true,
      configurable: true,
    });
    expect(error).toMatchObject({
      status: 400,
      code: 'bad.request',
      serverMessage: 'Bad request',
      params: { field: 'email' },
      arguments: ['email'],
    });
  });
});
