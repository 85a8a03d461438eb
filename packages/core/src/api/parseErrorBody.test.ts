import { GatehouseError } from '../errors/gatehouseError';
import { parseErrorBody } from './parseErrorBody';

describe('parseErrorBody (API.md §3)', () => {
  it('reads a single error with message and params', () => {
    const error = parseErrorBody(
      401,
      JSON.stringify({
        code: 'invalid_email_password',
        message: 'Wrong email or password.',
        params: { messageTitle: 'Oops', canAppeal: true, action: 'contact' },
      }),
    );
    expect(error).toBeInstanceOf(GatehouseError);
    expect(error).toMatchObject({
      status: 401,
      code: 'invalid_email_password',
      serverMessage: 'Wrong email or password.',
      message: 'Wrong email or password.',
      params: { messageTitle: 'Oops', canAppeal: true, action: 'contact' },
      oneTimeToken: undefined,
      arguments: [],
    });
  });

  it('reads the first entry of an errors list and turns its arguments into strings', () => {
    const error = parseErrorBody(
      400,
      JSON.stringify({
        errors: [
          { code: 'duplicated_phone_number', message: 'Already used.', arguments: ['a', 2, true] },
          { code: 'other' },
        ],
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'duplicated_phone_number',
      serverMessage: 'Already used.',
      arguments: ['a', '2', 'true'],
    });
  });

  it('reads a token and parameters, and merges params over parameters', () => {
    const error = parseErrorBody(
      403,
      JSON.stringify({
        code: 'self_reactivation_eligible',
        oneTimeToken: 'ott-r',
        parameters: { a: 'from parameters', b: 'b' },
        params: { a: 'from params' },
      }),
    );
    expect(error).toMatchObject({
      status: 403,
      code: 'self_reactivation_eligible',
      oneTimeToken: 'ott-r',
      params: { a: 'from params', b: 'b' },
    });
  });

  it('treats a null message as no message, and uses the code as the Error message', () => {
    const error = parseErrorBody(400, JSON.stringify({ code: 'some.code', message: null }));
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toBe('some.code');
    expect(error.params).toEqual({});
  });

  it.each([
    ['empty', ''],
    ['whitespace', '  \n'],
    ['HTML', '<html><head><title>500</title></head></html>'],
    ['plain text', 'Internal Server Error'],
    ['truncated JSON', '{"code":"x"'],
    ['JSON null', 'null'],
    ['a JSON string', '"oops"'],
    ['a JSON array', '[{"code":"x"}]'],
    ['an object without a code', '{"message":"no code"}'],
    ['a numeric code', '{"code":500}'],
    ['an empty errors list', '{"errors":[]}'],
    ['an errors list without codes', '{"errors":[{"message":"m"}]}'],
    ['params that are a list', '{"code":"x","params":["a"]}'],
    ['parameters that are a string', '{"code":"x","parameters":"a"}'],
  ])('gives unexpected.error for %s', (_, text) => {
    const error = parseErrorBody(500, text);
    expect(error).toBeInstanceOf(GatehouseError);
    expect(error).toMatchObject({
      status: 500,
      code: 'unexpected.error',
      serverMessage: undefined,
      params: {},
    });
  });

  it('keeps the status it was given', () => {
    expect(parseErrorBody(418, '').status).toBe(418);
  });

  it('never puts the token in the serialised error', () => {
    const error = parseErrorBody(
      403,
      JSON.stringify({ code: 'self_reactivation_eligible', oneTimeToken: 'very-secret' }),
    );
    expect(JSON.stringify(error)).not.toContain('very-secret');
    expect(JSON.stringify({ wrapped: error })).not.toContain('very-secret');
  });
});

describe('the token an error carries', () => {
  it('is readable but never enumerable, so inspection and error trackers do not copy it', async () => {
    const { inspect } = await import('node:util');
    const error = parseErrorBody(
      403,
      JSON.stringify({ code: 'self_reactivation_eligible', oneTimeToken: 'secret-ott' }),
    );
    expect(error.oneTimeToken).toBe('secret-ott');
    expect(Object.keys(error)).not.toContain('oneTimeToken');
    expect(inspect(error)).not.toContain('secret-ott');
    expect(JSON.stringify(error)).not.toContain('secret-ott');
  });
});
