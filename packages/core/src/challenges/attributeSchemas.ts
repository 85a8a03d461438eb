import * as z from 'zod/mini';

/** An attribute the server may send, send as null, or leave out: null reads as absent. */
export function optionalAttribute<T>(schema: z.ZodMiniType<T>) {
  return z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((value: T | null | undefined) => value ?? undefined),
  );
}

/** Text the server may send, send as null, or leave out. */
export const optionalText = /* @__PURE__ */ (() => optionalAttribute(z.string()))();
