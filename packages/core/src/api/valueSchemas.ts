import * as z from 'zod/mini';

// Every kind of zod schema any module uses lands in the chunk each page with a client loads
// (bundlers assign zod's schemas module whole). A union and an enum cost about 0.35 KiB gzip
// apiece there; these custom checks share one small kind for the same answers.

/** An id the server sends as a number or as a string; `nonEmpty`: never the empty string. */
export function numberOrString({ nonEmpty = false }: { nonEmpty?: boolean } = {}) {
  return z.custom<number | string>(
    (value) =>
      typeof value === 'number' || (typeof value === 'string' && !(nonEmpty && value === '')),
  );
}

/** Exactly one of `values`. */
export function oneOf<const Values extends readonly string[]>(values: Values) {
  return z.custom<Values[number]>((value) => (values as readonly unknown[]).includes(value));
}

/** A boolean (zod's own boolean kind would be one more in that chunk). */
export const trueOrFalse = () => z.custom<boolean>((value) => typeof value === 'boolean');

/**
 * A finite number: what zod's number kind takes (it refuses NaN and ±Infinity), without one more
 * kind in that chunk.
 */
export const finiteNumber = () =>
  z.custom<number>((value) => typeof value === 'number' && Number.isFinite(value));

/** A string of at least one character (zod's length check would be one more kind of check). */
export const nonEmptyString = () =>
  z.custom<string>((value) => typeof value === 'string' && value !== '');
