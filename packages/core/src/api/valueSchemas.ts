import * as z from 'zod/mini';

/** A string of at least one character. */
export const nonEmptyString = () => z.string().check(z.minLength(1));

/** An id the server sends as a number or as a string; `nonEmpty`: never the empty string. */
export function numberOrString({ nonEmpty = false }: { nonEmpty?: boolean } = {}) {
  return z.union([z.number(), nonEmpty ? nonEmptyString() : z.string()]);
}

/** Exactly one of `values`. */
export function oneOf<const Values extends readonly string[]>(values: Values) {
  return z.enum(values);
}

/** A boolean. */
export const trueOrFalse = () => z.boolean();

/** A finite number (zod's number refuses NaN and ±Infinity). */
export const finiteNumber = () => z.number();
