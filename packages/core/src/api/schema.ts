import {
  $ZodArray,
  $ZodBoolean,
  $ZodCheckMinLength,
  $ZodCheckOverwrite,
  $ZodCheckRegex,
  $ZodEnum,
  $ZodNullable,
  $ZodNumber,
  $ZodObject,
  $ZodOptional,
  $ZodRecord,
  $ZodString,
  $ZodUnion,
  $ZodUnknown,
  config,
  parse as parseWith,
  safeParse as safeParseWith,
  type $ZodCheck,
  type $ZodRecordKey,
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

/** An array of `element`s, after `checks` (`z.minLength(…)`). */
export const array = <Element extends $ZodType>(
  element: Element,
  ...checks: $ZodCheck<unknown[]>[]
) => new $ZodArray({ type: 'array', element, checks }) as $ZodArray<Element>;

/** An object whose every key is `key` and every value `value`: `z.record(z.string(), z.unknown())`. */
export const record = <Key extends $ZodRecordKey, Value extends $ZodType>(
  keyType: Key,
  valueType: Value,
) => new $ZodRecord({ type: 'record', keyType, valueType }) as $ZodRecord<Key, Value>;

/** `schema`, or left out. */
export const optional = <Inner extends $ZodType>(innerType: Inner) =>
  new $ZodOptional({ type: 'optional', innerType }) as $ZodOptional<Inner>;

/** `schema`, or null. */
export const nullable = <Inner extends $ZodType>(innerType: Inner) =>
  new $ZodNullable({ type: 'nullable', innerType }) as $ZodNullable<Inner>;

/** A finite number (NaN and ±Infinity are refused). */
export const number = () => new $ZodNumber({ type: 'number', checks: [] });

export const boolean = () => new $ZodBoolean({ type: 'boolean' });

/** A value that one of `options` takes: `z.union([z.number(), z.string()])`. */
export const union = <const Options extends readonly $ZodType[]>(options: Options) =>
  new $ZodUnion({ type: 'union', options }) as $ZodUnion<Options>;

/** Exactly one of `values`: `z.enum(['ACCEPTED', 'REJECTED'])`. */
const enumOf = <const Values extends readonly string[]>(values: Values) =>
  new $ZodEnum({
    type: 'enum',
    entries: Object.fromEntries(values.map((value) => [value, value])),
  }) as $ZodType<Values[number]>;
export { enumOf as enum };

/** Check: the string matches `pattern`. */
export const regex = (pattern: RegExp) =>
  new $ZodCheckRegex({ check: 'string_format', format: 'regex', pattern });

/** Check: at least `minimum` characters, or elements of an array. */
export const minLength = (minimum: number) =>
  new $ZodCheckMinLength({ check: 'min_length', minimum });

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
