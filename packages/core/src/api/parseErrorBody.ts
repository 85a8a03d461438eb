import { GatehouseError, unexpectedError } from '../errors/gatehouseError';
import * as z from './schema';

const paramsSchema = z.optional(z.record(z.string(), z.unknown()));

const singleErrorSchema = z.object({
  code: z.string(),
  message: z.optional(z.nullable(z.string())),
  params: paramsSchema,
  parameters: paramsSchema,
  oneTimeToken: z.optional(z.string()),
  arguments: z.optional(z.array(z.unknown())),
});

const errorListSchema = z.object({
  errors: z.array(singleErrorSchema, z.minLength(1)),
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
  const single = list.success
    ? { success: true as const, data: list.data.errors[0]! }
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
