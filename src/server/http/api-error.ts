import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** A structured error body (schema `ErrorBody`): a stable code, a message and a hint; never a stack trace. */
export interface ApiErrorBody {
  error: string;
  message: string;
  hint: string;
  issues?: { path: string; code: string; message: string }[];
}

export function apiError(c: Context, status: ContentfulStatusCode, body: ApiErrorBody, headers?: Record<string, string>): Response {
  return c.json(body, status, headers);
}

/** The issues of a failed zod parse as the `issues` of an INVALID_REQUEST error. */
export function invalidRequest(c: Context, error: z.ZodError, hint: string): Response {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.') || '(body)', code: issue.code, message: issue.message }));
  const first = issues[0]!;
  return apiError(c, 400, { error: 'INVALID_REQUEST', message: `${first.path}: ${first.message}`, hint, issues });
}

export const NOT_FOUND_BODY: ApiErrorBody = {
  error: 'NOT_FOUND',
  message: 'No such resource.',
  hint: 'Check the id; GET /v1/documents lists the documents of your tenant.',
};
