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
