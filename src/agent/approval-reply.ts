/** A decision typed by the user in a conversation while a tool call waits for approval. */
export interface ApprovalReply {
  decision: 'approve' | 'reject';
  /** One approval id of the paused run; absent: all of its pending approvals. */
  id?: string;
  reason?: string;
  /** Edit-then-approve: arguments to change, merged into the proposed ones. */
  edit?: Record<string, unknown>;
}

const APPROVE = /^(?:\/approve|approve|approved|yes|y|ok|okay|ja|genehmigen|genehmigt|freigeben)\b/i;
const REJECT = /^(?:\/reject|reject|rejected|no|n|nein|ablehnen|abgelehnt)\b/i;
const EDIT = /^\/?edit\b/i;

/**
 * Reads an approval decision from a chat line: `/approve [id]`, `/reject [id] [reason]`, `/edit [id] {json}`, or
 * plain `approve`/`ja`/`yes`, `reject`/`nein`/`no` [reason]. `ids` are the pending approvals, so that an id is told
 * from the first word of a reason. Null when the line is not a decision; a malformed edit is a TypeError.
 */
export function parseApprovalReply(line: string, ids: readonly string[]): ApprovalReply | null {
  const text = line.trim();
  const kind = EDIT.test(text) ? 'edit' : APPROVE.test(text) ? 'approve' : REJECT.test(text) ? 'reject' : null;
  if (!kind) return null;
  let rest = text.replace(kind === 'edit' ? EDIT : kind === 'approve' ? APPROVE : REJECT, '').trim().replace(/^[,:.!-]\s*/, '');
  const first = rest.split(/\s+/)[0] ?? '';
  const id = ids.includes(first) ? first : undefined;
  if (id) rest = rest.slice(first.length).trim();
  if (kind === 'edit') {
    let edit: unknown;
    try {
      edit = JSON.parse(rest);
    } catch {
      throw new TypeError('edit needs the arguments to change as a JSON object, e.g. /edit {"priority":"P1"}');
    }
    if (typeof edit !== 'object' || edit === null || Array.isArray(edit)) throw new TypeError('edit needs a JSON object, e.g. /edit {"priority":"P1"}');
    return { decision: 'approve', ...(id ? { id } : {}), edit: edit as Record<string, unknown> };
  }
  // Text after an approval is not a question to answer: approving takes no reason; a rejection keeps it for the model.
  if (kind === 'approve' && rest !== '' && !/^[.!]*$/.test(rest)) return rest.length <= 40 ? { decision: 'approve', ...(id ? { id } : {}), reason: rest } : null;
  return { decision: kind, ...(id ? { id } : {}), ...(kind === 'reject' && rest !== '' ? { reason: rest } : {}) };
}
