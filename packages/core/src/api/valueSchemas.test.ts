import * as z from './schema';
import { nonEmptyString, numberOrString, oneOf } from './valueSchemas';

describe('the value schemas', () => {
  it('numberOrString takes numbers and strings only, and refuses the empty string when asked', () => {
    expect(z.safeParse(numberOrString(), 7).success).toBe(true);
    expect(z.safeParse(numberOrString(), '7').success).toBe(true);
    expect(z.safeParse(numberOrString(), '').success).toBe(true);
    expect(z.safeParse(numberOrString({ nonEmpty: true }), '').success).toBe(false);
    expect(z.safeParse(numberOrString({ nonEmpty: true }), 'x').success).toBe(true);
    for (const value of [null, undefined, true, {}, [1]])
      expect(z.safeParse(numberOrString(), value).success).toBe(false);
  });

  it('oneOf takes exactly the listed values', () => {
    const schema = oneOf(['ACCEPTED', 'REJECTED']);
    expect(z.safeParse(schema, 'ACCEPTED')).toEqual({ success: true, data: 'ACCEPTED' });
    for (const value of ['accepted', 'OTHER', '', null, 1, ['ACCEPTED']])
      expect(z.safeParse(schema, value).success).toBe(false);
  });

  it("nonEmptyString takes what zod's string with a length of at least 1 takes", () => {
    for (const value of ['x', ' ', '0', '', null, undefined, 0, [], ['x'], {}])
      expect(z.safeParse(nonEmptyString(), value).success, String(value)).toBe(
        z.safeParse(z.string(z.minLength(1)), value).success,
      );
    expect(z.safeParse(nonEmptyString(), 'abc')).toEqual({ success: true, data: 'abc' });
  });
});
