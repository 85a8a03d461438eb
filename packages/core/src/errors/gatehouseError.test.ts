import { describe, expect, it } from 'vitest';
import { asGatehouseError, clientErrorCodes, GatehouseError } from './gatehouseError';

describe('asGatehouseError', () => {
  it('passes a GatehouseError through as it is', () => {
    const error = new GatehouseError({ status: 409, code: 'phone.taken' });
    expect(asGatehouseError(error)).toBe(error);
  });

  it('turns anything else into unexpected.error (status 0) that carries it as its cause', () => {
    const thrown = new TypeError('Failed to fetch');
    const error = asGatehouseError(thrown);
    expect(error).toBeInstanceOf(GatehouseError);
    expect(error).toMatchObject({ status: 0, code: clientErrorCodes.unexpected, cause: thrown });
    expect(asGatehouseError('text')).toMatchObject({
      status: 0,
      code: clientErrorCodes.unexpected,
      cause: 'text',
    });
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
