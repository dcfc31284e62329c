import type { LanguageModelV3 } from '@ai-sdk/provider';
import { generateText, NoObjectGeneratedError, Output } from 'ai';
import type { Logger } from 'pino';
import type { z } from 'zod';

/** Outcome of a structured model call: the parsed object, or why there is none (with the raw text when there was one). */
export type StructuredOutcome<T> = { success: true; value: T } | { success: false; reason: 'parse' | 'call'; raw: string | null; error: unknown };

/**
 * One model call with AI SDK structured output (`Output.object` over a zod schema), at temperature 0. A reply that does
 * not parse or fit the schema, and a failed call, are outcomes, never throws; the caller chooses the safe default and
 * logs (the raw text is kept for that).
 */
export async function structuredCall<T>(
  model: LanguageModelV3,
  request: { system: string; prompt: string; schema: z.ZodType<T>; name: string; signal?: AbortSignal; maxOutputTokens?: number },
): Promise<StructuredOutcome<T>> {
  try {
    const { output } = await generateText({
      model,
      system: request.system,
      prompt: request.prompt,
      temperature: 0,
      maxOutputTokens: request.maxOutputTokens ?? 400,
      output: Output.object({ schema: request.schema, name: request.name }),
      abortSignal: request.signal,
    });
    return { success: true, value: output as T };
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error)) {
      // Servers without a JSON mode often fence the object or wrap it in a sentence: read the object out of the text.
      const embedded = error.text ? embeddedObject(error.text) : null;
      const parsed = embedded === null ? null : request.schema.safeParse(embedded);
      if (parsed?.success) return { success: true, value: parsed.data };
      return { success: false, reason: 'parse', raw: error.text ?? null, error };
    }
    return { success: false, reason: 'call', raw: null, error };
  }
}

/** Logs a failed structured call with its role, reason and raw text. */
export function logStructuredFailure(logger: Logger | undefined, role: string, outcome: Extract<StructuredOutcome<unknown>, { success: false }>, fallback: string): void {
  logger?.warn(
    { event: outcome.reason === 'parse' ? `${role}-parse-failure` : `${role}-failed`, role, raw: outcome.raw, err: outcome.error, fallback },
    outcome.reason === 'parse' ? `${role} reply did not fit its schema; ${fallback}` : `${role} model call failed; ${fallback}`,
  );
}

/** The first balanced JSON object in a text (inside a code fence or prose), parsed; null when there is none. */
export function embeddedObject(text: string): unknown {
  const start = text.indexOf('{');
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) {
      try {
        return JSON.parse(text.slice(start, index + 1));
      } catch {
        return null;
      }
    }
  }
  return null;
}
