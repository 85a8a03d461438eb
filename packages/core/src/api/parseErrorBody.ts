import { GatehouseError, unexpectedError } from '../errors/gatehouseError';
import * as z from './schema';

// Any JSON object, every key kept: a loose object checks exactly that for parsed JSON, and the
// login page's other schemas already use it (a record would add its own code to that page).
const paramsSchema = z.optional(z.looseObject({}));

const singleErrorSchema = z.object({
  code: z.string(),
  message: z.optional(z.nullable(z.string())),
  params: paramsSchema,
  parameters: paramsSchema,
  oneTimeToken: z.optional(z.string()),
  arguments: z.optional(z.array(z.unknown())),
});

const errorListSchema = z.object({
  errors: z.array(singleErrorSchema),
});

/**
 * Reads any error body of the contract (a single error, an `errors` list, or one carrying a
 * token and `parameters`) into one GatehouseError. Anything else is `unexpected.error`.
 */
export function parseErrorBody(status: number, text: string): GatehouseError {
  let json: unknown;
  try {
    json = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    return unexpectedError(status);
  }
  const list = z.safeParse(errorListSchema, json);
  // An empty list is no error body: it falls to the single shape, which refuses it.
  const first = list.success ? list.data.errors[0] : undefined;
  const single = first
    ? { success: true as const, data: first }
    : z.safeParse(singleErrorSchema, json);
  if (!single.success) return unexpectedError(status);
  const body = single.data;
  return new GatehouseError({
    status,
    code: body.code,
    message: body.message ?? undefined,
    params: { ...body.parameters, ...body.params },
    oneTimeToken: body.oneTimeToken,
    arguments: body.arguments?.map(String),
  });
}
