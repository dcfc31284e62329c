import type { Context } from 'hono';
import type { z } from 'zod';
import { apiError, invalidRequest } from './api-error.js';

/** A validated body, or the 400 response to send: a tagged union, no throw. */
export type BodyResult<T> = { success: true; data: T } | { success: false; response: Response };

/** Reads a JSON body and validates it with `schema`; malformed JSON and schema violations become a 400 with a hint. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S, hint: string): Promise<BodyResult<z.output<S>>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return {
      success: false,
      response: apiError(c, 400, { error: 'INVALID_JSON', message: 'The request body is not valid JSON.', hint: `Send Content-Type: application/json. ${hint}` }),
    };
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, response: invalidRequest(c, parsed.error, hint) };
}
