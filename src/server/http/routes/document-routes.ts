import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ByteFile } from '../../../app/index.js';
import { bodyLimit } from 'hono/body-limit';
import type { StoredDocument } from '../../../spec/index.js';
import { apiError, invalidRequest, NOT_FOUND_BODY, type ApiErrorBody } from '../api-error.js';
import { DocumentQuery, StatusChangeRequest } from '../schemas.js';
import { readJson } from '../read-json.js';
import { uploadName } from '../upload-name.js';
import { checkZip } from '../zip-guard.js';
import { ingestInLane } from '../../jobs/ingest-in-lane.js';
import type { ServerDeps, ServerEnv } from '../server-env.js';

/** The public fields of a stored version (no tenant id, content hash or ingest pipeline version). */
export function toDocumentJson(document: StoredDocument) {
  const { tenantId: _tenant, contentHash: _hash, pipelineVersion: _pipeline, ...rest } = document;
  return rest;
}

/**
 * Documents of the key's tenant: list, get, delete, and a multipart upload (field `file`, repeatable) ingested from
 * memory through the normal ingest steps. Another tenant's id is a 404, exactly like an id that does not exist.
 */
export function documentRoutes(deps: ServerDeps): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  const { config } = deps;

  routes.get('/', async (c) => {
    const query = DocumentQuery.safeParse(c.req.query());
    if (!query.success) return invalidRequest(c, query.error, 'Query: ?status=current|superseded|archived (optional).');
    const documents = await c.var.tenant.store.listDocuments(c.var.principal.tenantId, { status: query.data.status });
    return c.json({ documents: documents.map(toDocumentJson) });
  });

  routes.get('/:id', async (c) => {
    const document = await c.var.tenant.store.getDocument(c.var.principal.tenantId, c.req.param('id'));
    return document ? c.json(toDocumentJson(document)) : apiError(c, 404, NOT_FOUND_BODY);
  });

  routes.patch('/:id', async (c) => {
    const body = await readJson(c, StatusChangeRequest, 'Body: {"status": "archived"} or {"status": "current"}.');
    if (!body.success) return body.response;
    const change = await c.var.tenant.store.setDocumentStatus(c.var.principal.tenantId, c.req.param('id'), body.data.status);
    if (change.outcome === 'changed') deps.searchCache?.invalidate(c.var.principal.tenantId);
    switch (change.outcome) {
      case 'not_found':
        return apiError(c, 404, NOT_FOUND_BODY);
      case 'superseded':
        return apiError(c, 409, {
          error: 'SUPERSEDED',
          message: 'A newer version of this document exists; only the latest version can change status.',
          hint: `GET /v1/documents lists the versions of ${change.document.source}.`,
        });
      case 'changed':
      case 'unchanged':
        return c.json(toDocumentJson(change.document));
    }
  });

  routes.delete('/:id', async (c) => {
    const deleted = await c.var.tenant.store.deleteDocument(c.var.principal.tenantId, c.req.param('id'));
    if (deleted > 0) deps.searchCache?.invalidate(c.var.principal.tenantId);
    return deleted > 0 ? c.json({ deleted }) : apiError(c, 404, NOT_FOUND_BODY);
  });

  const uploadLimit = bodyLimit({
    maxSize: config.maxUploadBytes,
    onError: (c) =>
      apiError(c, 413, {
        error: 'PAYLOAD_TOO_LARGE',
        message: `The upload is larger than ${config.maxUploadBytes} bytes.`,
        hint: 'Upload fewer or smaller files per request (ANKER_MAX_UPLOAD_MB raises the limit).',
      }),
  });

  routes.post('/', uploadLimit, async (c) => {
    const accepted = await acceptUpload(c, config);
    if (!accepted.success) return accepted.response;
    const tenant = c.var.tenant;
    if (c.req.query('async') === '1' || c.req.query('async') === 'true') {
      const job = await deps.jobs.start(tenant, accepted.files, toDocumentJson);
      return c.json(job, 202, { Location: `/v1/jobs/${job.id}` });
    }
    // A synchronous upload is one piece of the background lane: requests go first, and wait behind at most it
    // (a large document yields the lane between its write batches).
    const summary = await deps.gate.runBackground(
      (lane) => ingestInLane(tenant, accepted.files, lane, c.var.signal).finally(() => deps.searchCache?.invalidate(c.var.principal.tenantId)),
      c.var.signal,
    );
    return c.json({ ...summary, documents: summary.documents.map(toDocumentJson) }, summary.added + summary.updated > 0 ? 201 : 200);
  });

  return routes;
}

/** The files of a multipart upload after every check (type, count, size, name, DOCX container), or the refusal. */
async function acceptUpload(c: Context<ServerEnv>, config: ServerDeps['config']): Promise<{ success: true; files: ByteFile[] } | { success: false; response: Response }> {
  const refuse = (status: ContentfulStatusCode, body: ApiErrorBody) => ({ success: false as const, response: apiError(c, status, body) });
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    return refuse(415, {
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Uploads are multipart/form-data.',
      hint: 'curl -F file=@handbook.md -H "Authorization: Bearer $KEY" http://127.0.0.1:8787/v1/documents',
    });
  }
  const form = await c.req.parseBody({ all: true }).catch(() => null);
  if (!form) return refuse(400, { error: 'INVALID_REQUEST', message: 'The multipart body cannot be parsed.', hint: 'Send one or more "file" fields.' });
  const field = form.file;
  const files = (Array.isArray(field) ? field : field === undefined ? [] : [field]).filter((part): part is File => typeof part !== 'string');
  if (files.length === 0) return refuse(400, { error: 'INVALID_REQUEST', message: 'No file in field "file".', hint: 'Send one or more "file" fields.' });
  if (files.length > config.maxUploadFiles) {
    return refuse(400, { error: 'TOO_MANY_FILES', message: `At most ${config.maxUploadFiles} files per upload.`, hint: 'Split the upload (ANKER_MAX_UPLOAD_FILES raises the limit).' });
  }
  const maxFileBytes = c.var.tenant.config.maxFileBytes;
  const accepted: ByteFile[] = [];
  for (const file of files) {
    const name = uploadName(file.name);
    if (!name.success) return refuse(415, { error: 'UNSUPPORTED_FILE', message: name.reason, hint: 'Upload .md, .txt, .html, .pdf or .docx files.' });
    if (file.size > maxFileBytes) {
      return refuse(413, { error: 'PAYLOAD_TOO_LARGE', message: `${name.source} is larger than ${maxFileBytes} bytes.`, hint: 'ANKER_MAX_FILE_MB raises the per-file limit.' });
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const zip = name.source.toLowerCase().endsWith('.docx') ? checkZip(bytes) : ({ safe: true } as const);
    if (!zip.safe) return refuse(422, { error: 'UNSAFE_FILE', message: `${name.source}: ${zip.reason}`, hint: 'Upload the document as saved by a word processor, or as PDF.' });
    accepted.push({ source: name.source, bytes });
  }
  return { success: true, files: accepted };
}
