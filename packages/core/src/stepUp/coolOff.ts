import * as z from '../api/schema';

/** The body of a cool-off 403: what the cool-off modal shows. */
export const coolOffBodySchema = z.object({
  title: z.string(z.trim(), z.minLength(1)),
  message: z.string(z.trim(), z.minLength(1)),
});

export type CoolOffContent = z.infer<typeof coolOffBodySchema>;

/**
 * The cool-off body, or null when it is missing or malformed (the modal then shows its default
 * texts). Reads a clone: `response` stays unread for whoever catches the error.
 */
export async function readCoolOff(response: Response): Promise<CoolOffContent | null> {
  // Zod must never try `new Function` (strict CSP hosts), as in createClient.
  z.neverCompile();
  try {
    const parsed = z.safeParse(coolOffBodySchema, JSON.parse(await response.clone().text()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
