import * as z from './schema';

/** A string of at least one character. */
export const nonEmptyString = () =>
  z.custom<string>((value) => typeof value === 'string' && value !== '');

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
