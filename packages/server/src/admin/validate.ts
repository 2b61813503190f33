// Request bodies and query strings of the admin API, checked with messages that say what to send.
import { parseRepository } from '../agent/repository.ts';
import { idPattern, safeRef } from '../settings/projects.ts';
import type { ServerSettings } from '../settings/settings.ts';
import { type JobStatus, jobStatuses, type NewJob } from '../store/jobs.ts';
import { decodeCursor } from './cursor.ts';

type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

const maxPrompt = 32_000;
const bodyFields = new Set(['prompt', 'source', 'model']);
const sourceFields = new Set(['repository', 'ref']);

/** Ids in paths: letters, digits, `_` and `-`; anything else cannot name a job or update. */
export const isId = (value: string): boolean => idPattern.test(value);

const fail = (error: string): Checked<never> => ({ ok: false, error });

/** `POST /v2/agent/{projectId}/job`: `{prompt, source: {repository, ref?}, model?}`. */
export function checkJobRequest(text: string, settings: ServerSettings): Checked<NewJob> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail('the request body must be JSON: {"prompt": "...", "source": {"repository": "https://..."}}');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return fail('the request body must be a JSON object with prompt and source');
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !bodyFields.has(key));
  if (unknown !== undefined)
    return fail(`unknown field "${clip(unknown)}"; expected prompt, source and model`);
  const { prompt, source, model } = record;
  if (typeof prompt !== 'string' || prompt.trim() === '')
    return fail('prompt is required: a non-empty string');
  if (prompt.length > maxPrompt) return fail(`prompt is too long: at most ${maxPrompt} characters`);
  // PostgreSQL text cannot hold NUL, and no prompt needs it.
  if (prompt.includes('\u0000')) return fail('prompt must not contain NUL characters');
  if (typeof source !== 'object' || source === null || Array.isArray(source))
    return fail('source is required: an object with repository and, optionally, ref');
  const sourceRecord = source as Record<string, unknown>;
  const unknownSource = Object.keys(sourceRecord).find((key) => !sourceFields.has(key));
  if (unknownSource !== undefined)
    return fail(`unknown field "source.${clip(unknownSource)}"; expected source.repository and source.ref`);
  const { repository, ref } = sourceRecord;
  if (typeof repository !== 'string' || repository === '')
    return fail('source.repository is required: the full URL of the repository');
  if (repository.length > 2000) return fail('source.repository is too long');
  const target = parseRepository(repository, settings.git);
  if ('error' in target) return fail(target.error);
  if (ref !== undefined && ref !== null && (typeof ref !== 'string' || !safeRef(ref)))
    return fail('source.ref must be null or a branch name (letters, digits, ".", "_", "-", "/")');
  if (
    model !== undefined &&
    model !== null &&
    (typeof model !== 'string' || !/^[\w.:/@+-]{1,200}$/.test(model))
  )
    return fail('model must be a model name (letters, digits and . _ - : / @ +, at most 200)');
  return {
    ok: true,
    value: {
      prompt,
      repository,
      ref: typeof ref === 'string' ? ref : null,
      model: typeof model === 'string' ? model : settings.agent.model,
    },
  };
}

interface ListQuery {
  readonly status?: JobStatus;
  readonly limit: number;
  readonly before?: bigint;
}

/** `GET /v2/agent/{projectId}/jobs?status=&limit=&cursor=`. */
export function checkListQuery(query: Record<string, string>): Checked<ListQuery> {
  const page = checkPageQuery(query);
  if (!page.ok) return page;
  const { status } = query;
  if (status === undefined) return page;
  if (!(jobStatuses as readonly string[]).includes(status))
    return fail(`status must be one of ${jobStatuses.join(', ')}`);
  return { ok: true, value: { ...page.value, status: status as JobStatus } };
}

/** `?limit=` (1 to 100, default 20) and `?cursor=` (a previous page's `nextCursor`). */
export function checkPageQuery(query: Record<string, string>): Checked<{ limit: number; before?: bigint }> {
  const { limit, cursor } = query;
  if (limit !== undefined && (!/^[0-9]{1,3}$/.test(limit) || Number(limit) < 1 || Number(limit) > 100))
    return fail('limit must be a whole number from 1 to 100');
  const result = { limit: limit === undefined ? 20 : Number(limit) };
  if (cursor === undefined) return { ok: true, value: result };
  const before = decodeCursor(cursor);
  if (before === null) return fail('cursor is not valid: pass the nextCursor of a previous page');
  return { ok: true, value: { ...result, before } };
}

/** Echoed names are cut short so an error never carries a huge or binary payload back. */
function clip(text: string): string {
  const safe = text.replace(/[^\x20-\x7e]/g, '?');
  return safe.length > 40 ? `${safe.slice(0, 40)}...` : safe;
}
