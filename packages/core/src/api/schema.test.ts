import * as z from './schema';

describe('the schema kinds (api/schema.ts)', () => {
  it('boolean takes booleans only', () => {
    expect(z.safeParse(z.boolean(), false)).toEqual({ success: true, data: false });
    for (const value of ['true', 1, null, undefined])
      expect(z.safeParse(z.boolean(), value).success).toBe(false);
  });

  it('number takes finite numbers only', () => {
    for (const value of [0, -1.5, 7, Number.MAX_VALUE])
      expect(z.safeParse(z.number(), value), String(value)).toEqual({ success: true, data: value });
    for (const value of ['7', NaN, Infinity, -Infinity, null, true])
      expect(z.safeParse(z.number(), value).success, String(value)).toBe(false);
  });

  it('string runs its checks in order, trim before regex', () => {
    expect(z.safeParse(z.string(z.trim(), z.regex(/^ab$/)), '  ab ')).toEqual({
      success: true,
      data: 'ab',
    });
    expect(z.safeParse(z.string(z.regex(/^ab$/)), ' ab').success).toBe(false);
    expect(z.safeParse(z.string(z.minLength(2)), 'a').success).toBe(false);
  });

  it('string with minLength(1) takes every string but the empty one, and nothing else', () => {
    const nonEmpty = z.string(z.minLength(1));
    for (const value of ['x', ' ', '0', 'abc'])
      expect(z.safeParse(nonEmpty, value), value).toEqual({ success: true, data: value });
    for (const value of ['', null, undefined, 0, [], ['x'], {}, new String('x')])
      expect(z.safeParse(nonEmpty, value).success, String(value)).toBe(false);
  });

  it('union takes what one of its options takes: ids sent as a number or a string', () => {
    const id = z.union([z.number(), z.string()]);
    for (const value of [7, 0, '7', ''])
      expect(z.safeParse(id, value), String(value)).toEqual({ success: true, data: value });
    for (const value of [null, undefined, true, {}, [1], NaN, Infinity])
      expect(z.safeParse(id, value).success, String(value)).toBe(false);
    const nonEmptyId = z.union([z.number(), z.string(z.minLength(1))]);
    expect(z.safeParse(nonEmptyId, '').success).toBe(false);
    expect(z.safeParse(nonEmptyId, 'x')).toEqual({ success: true, data: 'x' });
    expect(z.safeParse(nonEmptyId, 0)).toEqual({ success: true, data: 0 });
  });

  it('enum takes exactly the listed values', () => {
    const result = z.enum(['ACCEPTED', 'REJECTED']);
    expect(z.safeParse(result, 'ACCEPTED')).toEqual({ success: true, data: 'ACCEPTED' });
    expect(z.safeParse(result, 'REJECTED')).toEqual({ success: true, data: 'REJECTED' });
    for (const value of ['accepted', 'OTHER', '', ' ACCEPTED', null, undefined, 1, ['ACCEPTED']])
      expect(z.safeParse(result, value).success, String(value)).toBe(false);
    // Names an object's own keys only: nothing inherited passes.
    for (const value of ['toString', 'constructor', '__proto__'])
      expect(z.safeParse(result, value).success, value).toBe(false);
  });

  it('array runs its checks: minLength(1) refuses the empty list', () => {
    const list = z.array(z.string(), z.minLength(1));
    expect(z.safeParse(list, ['a'])).toEqual({ success: true, data: ['a'] });
    for (const value of [[], [1], 'a', null, {}])
      expect(z.safeParse(list, value).success, JSON.stringify(value)).toBe(false);
  });

  it('record takes any object whose values its value schema takes, and nothing else', () => {
    const params = z.record(z.string(), z.unknown());
    expect(z.safeParse(params, { a: 1, b: { c: [] } })).toEqual({
      success: true,
      data: { a: 1, b: { c: [] } },
    });
    expect(z.safeParse(params, {})).toEqual({ success: true, data: {} });
    for (const value of [[], ['a'], null, 'a', 1, undefined])
      expect(z.safeParse(params, value).success, String(value)).toBe(false);
    expect(z.safeParse(z.record(z.string(), z.number()), { a: 'x' }).success).toBe(false);
  });

  it('object drops keys it does not name; looseObject keeps them', () => {
    const shape = { a: z.string() };
    expect(z.safeParse(z.object(shape), { a: 'x', b: 1 })).toEqual({
      success: true,
      data: { a: 'x' },
    });
    expect(z.safeParse(z.looseObject(shape), { a: 'x', b: 1 })).toEqual({
      success: true,
      data: { a: 'x', b: 1 },
    });
  });

  it('parse throws where safeParse answers success: false', () => {
    expect(() => z.parse(z.number(), 'x')).toThrow();
    expect(z.parse(z.optional(z.nullable(z.number())), null)).toBeNull();
  });
});
