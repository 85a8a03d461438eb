import {
  $ZodArray,
  $ZodCheckMinLength,
  $ZodCheckOverwrite,
  $ZodCheckRegex,
  $ZodCustom,
  $ZodNullable,
  $ZodObject,
  $ZodOptional,
  $ZodString,
  $ZodUnknown,
  config,
  parse as parseWith,
  safeParse as safeParseWith,
  type $ZodCheck,
  type $ZodShape,
  type $ZodType,
  type $loose,
  type $strip,
  type output,
  type util,
} from 'zod/v4/core';

/**
 * The schema kinds every server answer is read with: zod's own schema and check classes
 * (`zod/v4/core`, zod's API for libraries), so an answer is validated exactly as `zod/mini`
 * would validate it. Use it as `import * as z from '../api/schema'`: `z.object({ … })`,
 * `z.string(z.trim())`, `z.safeParse(schema, json)`. Every schema here is also a Standard
 * Schema (`~standard`), as a host's own zod, valibot or arktype schema is.
 */

/** A schema whose parsed value is `T`. */
export type Schema<T = unknown> = $ZodType<T>;
/** The value a schema parses to: `z.infer<typeof schema>`. */
export type { output as infer } from 'zod/v4/core';

/** A string, after `checks` (`z.trim()`, `z.regex(…)`, `z.minLength(…)`). */
export const string = (...checks: $ZodCheck<string>[]) =>
  new $ZodString({ type: 'string', checks });

export const unknown = () => new $ZodUnknown({ type: 'unknown' });

/** An object with these keys; keys it does not name are dropped. */
export const object = <const Shape extends $ZodShape>(shape: Shape) =>
  new $ZodObject({ type: 'object', shape }) as $ZodObject<Shape, $strip>;

/** An object with these keys; keys it does not name are kept as sent. */
export const looseObject = <const Shape extends $ZodShape>(shape: Shape) =>
  new $ZodObject({ type: 'object', shape, catchall: unknown() }) as $ZodObject<Shape, $loose>;

export const array = <Element extends $ZodType>(element: Element) =>
  new $ZodArray({ type: 'array', element }) as $ZodArray<Element>;

/** `schema`, or left out. */
export const optional = <Inner extends $ZodType>(innerType: Inner) =>
  new $ZodOptional({ type: 'optional', innerType }) as $ZodOptional<Inner>;

/** `schema`, or null. */
export const nullable = <Inner extends $ZodType>(innerType: Inner) =>
  new $ZodNullable({ type: 'nullable', innerType }) as $ZodNullable<Inner>;

/** Any value `accepts` says yes to, typed `T`. */
export const custom = <T>(accepts: (value: unknown) => boolean) =>
  new $ZodCustom({ type: 'custom', check: 'custom', fn: accepts, abort: true }) as $ZodCustom<T, T>;

/**
 * A finite number (NaN and ±Infinity are refused). Like `boolean`, a predicate (zod's custom
 * kind, which the answers already use) accepts exactly what zod's number kind accepts.
 */
export const number = () =>
  custom<number>((value) => typeof value === 'number' && Number.isFinite(value));

export const boolean = () => custom<boolean>((value) => typeof value === 'boolean');

/** Check: the string matches `pattern`. */
export const regex = (pattern: RegExp) =>
  new $ZodCheckRegex({ check: 'string_format', format: 'regex', pattern });

/** Check: at least `minimum` characters. */
export const minLength = (minimum: number) =>
  new $ZodCheckMinLength({ check: 'min_length', minimum }) as $ZodCheck<string>;

/** Check: the string with white space at either end removed. */
export const trim = () =>
  new $ZodCheckOverwrite({
    check: 'overwrite',
    tx: (input) => (input as string).trim(),
  }) as $ZodCheck<string>;

/**
 * Zod must never try `new Function` (hosts with a strict Content-Security-Policy): called once,
 * before the first parse.
 */
export const neverCompile = () => {
  config({ jitless: true });
};

/** `schema`'s value for `input`, or throws zod's error. */
export const parse = <S extends $ZodType>(schema: S, input: unknown): output<S> =>
  parseWith(schema, input);

/** `{ success: true, data }` or `{ success: false, error }`; never throws. */
export const safeParse = <S extends $ZodType>(
  schema: S,
  input: unknown,
): util.SafeParseResult<output<S>> => safeParseWith(schema, input);
