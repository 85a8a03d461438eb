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
