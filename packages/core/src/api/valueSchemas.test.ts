import * as z from 'zod/mini';
import { finiteNumber, nonEmptyString, numberOrString, oneOf, trueOrFalse } from './valueSchemas';

describe('the value schemas', () => {
  it('numberOrString takes numbers and strings only, and refuses the empty string when asked', () => {
    expect(numberOrString().safeParse(7).success).toBe(true);
    expect(numberOrString().safeParse('7').success).toBe(true);
    expect(numberOrString().safeParse('').success).toBe(true);
    expect(numberOrString({ nonEmpty: true }).safeParse('').success).toBe(false);
    expect(numberOrString({ nonEmpty: true }).safeParse('x').success).toBe(true);
    for (const value of [null, undefined, true, {}, [1]])
      expect(numberOrString().safeParse(value).success).toBe(false);
  });

  it('oneOf takes exactly the listed values', () => {
    const schema = oneOf(['ACCEPTED', 'REJECTED']);
    expect(schema.safeParse('ACCEPTED')).toEqual({ success: true, data: 'ACCEPTED' });
    for (const value of ['accepted', 'OTHER', '', null, 1, ['ACCEPTED']])
      expect(schema.safeParse(value).success).toBe(false);
  });

  it('trueOrFalse takes booleans only', () => {
    expect(trueOrFalse().safeParse(false)).toEqual({ success: true, data: false });
    for (const value of ['true', 1, null, undefined])
      expect(trueOrFalse().safeParse(value).success).toBe(false);
  });

  it("finiteNumber takes what zod's number kind takes", () => {
    for (const value of [0, -1.5, 7, Number.MAX_VALUE, '7', NaN, Infinity, -Infinity, null, true])
      expect(finiteNumber().safeParse(value).success, String(value)).toBe(
        z.number().safeParse(value).success,
      );
    expect(finiteNumber().safeParse(7)).toEqual({ success: true, data: 7 });
  });

  it("nonEmptyString takes what zod's string with a length of at least 1 takes", () => {
    for (const value of ['x', ' ', '0', '', null, undefined, 0, [], ['x'], {}])
      expect(nonEmptyString().safeParse(value).success, String(value)).toBe(
        z.string().check(z.minLength(1)).safeParse(value).success,
      );
    expect(nonEmptyString().safeParse('abc')).toEqual({ success: true, data: 'abc' });
  });
});
