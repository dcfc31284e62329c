import { z } from 'zod';
import type { Confidence } from '../../spec/index.js';

const levels = { HIGH: 'HIGH', MEDIUM: 'MEDIUM', LOW: 'LOW', NOT_RELEVANT: 'NOT_RELEVANT', NOTRELEVANT: 'NOT_RELEVANT', IRRELEVANT: 'NOT_RELEVANT' } as const;

const judgementSchema = z.object({
  level: z.string().transform((level, context) => {
    const key = level.trim().toUpperCase().replace(/[\s-]+/g, '_') as keyof typeof levels;
    const known = levels[key] ?? levels[key.replace(/_/g, '') as keyof typeof levels];
    if (!known) context.addIssue({ code: 'custom', message: `unknown level "${level}"` });
    return known ?? 'LOW';
  }),
  reason: z.string().optional().default(''),
  canAnswer: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
});

/** Outcome of parsing a judge model's reply. */
export type ParsedJudgement = { success: true; confidence: Confidence } | { success: false; error: string };

/**
 * Reads a judge reply: strict JSON `{level, reason, canAnswer}`, tolerating a code fence or prose around the object.
 * Anything else (no object, invalid JSON, unknown level, missing fields) is a failure; the caller decides the fallback.
 */
export function parseJudgement(raw: string): ParsedJudgement {
  const json = extractObject(raw);
  if (json === null) return { success: false, error: 'no JSON object in the reply' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { success: false, error: `invalid JSON: ${(error as Error).message}` };
  }
  const parsed = judgementSchema.safeParse(value);
  if (!parsed.success) return { success: false, error: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'reply'}: ${issue.message}`).join('; ') };
  const { level, reason, canAnswer } = parsed.data;
  // A verdict that the passages cannot answer cannot be HIGH or MEDIUM in the same breath; the safe reading wins.
  const consistent = level === 'NOT_RELEVANT' ? false : canAnswer;
  return { success: true, confidence: { level, reason, canAnswer: consistent } };
}

function extractObject(raw: string): string | null {
  const unfenced = raw.replace(/```(?:json|JSON)?\s*([\s\S]*?)```/g, '$1');
  const start = unfenced.indexOf('{');
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let index = start; index < unfenced.length; index += 1) {
    const char = unfenced[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return unfenced.slice(start, index + 1);
    }
  }
  return null;
}
