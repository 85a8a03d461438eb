import * as z from '../api/schema';

/** An attribute the server may send, send as null, or leave out. */
export function optionalAttribute<Schema extends z.Schema>(schema: Schema) {
  return z.optional(z.nullable(schema));
}

/** Text the server may send, send as null, or leave out. */
export const optionalText = optionalAttribute(z.string());
