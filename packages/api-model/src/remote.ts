import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';

/** A spec URL that could not be fetched, with no copy of it cached by an earlier build. */
export class RemoteSpecUnavailable extends Error {
  constructor(
    readonly url: string,
    /** Why, in a few words: `connection refused (ECONNREFUSED)`, `HTTP 404 Not Found`. */
    readonly reason: string,
  ) {
    super(`Fetching ${url} failed: ${reason}; no copy of it is cached.`);
  }
}

/** Whether a spec source names a URL (fetched, cached) rather than a file of the site. */
export const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** Specs fetched by this process, so `docs dev` rebuilds do not fetch them again. */
const fetched = new Map<string, string>();

interface RemoteText {
  readonly text: string;
  readonly diagnostics: Diagnostic[];
}

/**
 * Fetches a spec by URL once per process and keeps a copy in `<site>/.docwright/cache/specs`.
 * When the network or the server fails, the last good copy is used with a warning, so an
 * offline build still works; with no copy the error names the URL and the cause.
 */
export async function fetchRemoteSpec(siteDir: string, url: string): Promise<RemoteText> {
  const memo = fetched.get(url);
  if (memo !== undefined) return { text: memo, diagnostics: [] };
  const cacheFile = remoteSpecCacheFile(siteDir, url);
  const cacheDir = dirname(cacheFile);
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(30_000),
      headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
    const text = await response.text();
    fetched.set(url, text);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cacheFile, text);
    return { text, diagnostics: [] };
  } catch (error) {
    const cause = describeFetchFailure(error as Error);
    const cached = await readFile(cacheFile, 'utf8').catch(() => undefined);
    if (cached === undefined) throw new RemoteSpecUnavailable(url, cause);
    const { mtime } = await stat(cacheFile);
    return {
      text: cached,
      diagnostics: [
        createDiagnostic('spec/remote-cached', {
          file: url,
          message: `Fetching ${url} failed (${cause}); the copy cached on ${mtime.toISOString()} was used.`,
        }),
      ],
    };
  }
}

/**
 * Where a build keeps its copy of the spec at `url`: a build without network (an update's sandbox)
 * reads the copy placed there.
 */
export function remoteSpecCacheFile(siteDir: string, url: string): string {
  return join(
    siteDir,
    '.docwright',
    'cache',
    'specs',
    `${createHash('sha256').update(url).digest('hex').slice(0, 32)}.txt`,
  );
}

/** Node's fetch says only "fetch failed"; the reason (refused, unknown host, timeout) is its cause. */
function describeFetchFailure(error: Error): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  if (error.name === 'TimeoutError') return 'no answer within 30 seconds';
  if (code === 'ECONNREFUSED') return 'connection refused (ECONNREFUSED)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `the host name does not resolve (${code})`;
  if (code) return `${typeof cause?.message === 'string' ? cause.message : error.message} (${code})`;
  return error.message;
}
