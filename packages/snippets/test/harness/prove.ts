import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SnippetRequest, SnippetTarget } from '../../src/index.ts';
import { compareRequest } from './compare.ts';
import { startEchoServer } from './echo-server.ts';
import type { Runner, SnippetCase } from './runner.ts';

/**
 * Clients that re-encode a valid URL their own way, the same query to any server: requests
 * (urllib3) encodes `[` and `]`, Mono's `System.Uri` decodes `%27` to `'`.
 */
const sendsOtherBytes = new Set<string>(['python', 'csharp', 'dotnet']);

export interface NamedRequest {
  readonly name: string;
  readonly request: (origin: string) => SnippetRequest;
}

export interface CaseResult {
  readonly name: string;
  readonly problems: readonly string[];
  /** Where the snippet was written, for the failure message. */
  readonly path: string;
}

/** The files a request uploads, with the bytes the harness writes for them. */
export function filesOf(request: SnippetRequest, bytes: Buffer): Record<string, Buffer> {
  const body = request.body;
  const names =
    body?.kind === 'binary'
      ? [body.file]
      : body?.kind === 'multipart'
        ? body.parts.flatMap((part) => (part.kind === 'file' ? [part.file] : []))
        : [];
  return Object.fromEntries(names.map((name) => [name, bytes]));
}

/**
 * Generates each request with `target`, then runs (or parses) the code with `runner`, each against
 * its own echo server on 127.0.0.1, and compares what the server received with the request.
 */
export async function proveRequests(
  target: SnippetTarget,
  runner: Runner,
  requests: readonly NamedRequest[],
  uploadBytes: Buffer,
): Promise<CaseResult[]> {
  await runner.check();
  const workDir = await mkdtemp(
    join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), `snippets-${target.key.replace(/\W/g, '_')}-`),
  );
  const servers = await Promise.all(requests.map(() => startEchoServer()));
  try {
    const cases: SnippetCase[] = [];
    const files: Record<string, Buffer>[] = [];
    for (const [index, named] of requests.entries()) {
      const request = named.request((servers[index] as { origin: string }).origin);
      const dir = join(workDir, named.name.replace(/[^\w.-]+/g, '_'));
      await mkdir(dir, { recursive: true });
      const code = target.generate(request);
      await writeFile(join(dir, target.fileName), code);
      const uploads = filesOf(request, uploadBytes);
      for (const [file, bytes] of Object.entries(uploads)) await writeFile(join(dir, file), bytes);
      files.push(uploads);
      cases.push({ fixture: named.name, dir, file: target.fileName, code });
    }
    await runner.prepare?.(cases, workDir);
    const results: CaseResult[] = [];
    for (const [index, snippet] of cases.entries()) {
      const named = requests[index] as NamedRequest;
      const server = servers[index] as (typeof servers)[number];
      const problems = await runner.run(snippet);
      if (runner.mode === 'execute' && problems.length === 0) {
        const [received, ...extra] = server.received;
        if (!received || extra.length > 0) {
          problems.push(`the server received ${server.received.length} requests, expected 1`);
        } else {
          const expected = named.request(server.origin);
          problems.push(...(await compareRequest(expected, received, files[index] ?? {})));
          const { pathname, search } = new URL(expected.url);
          // Byte for byte too, so a URL a target shows readably provably sends what the playground sends.
          if (!sendsOtherBytes.has(target.key) && received.target !== pathname + search)
            problems.push(`request-target: expected ${pathname + search}, got ${received.target}`);
        }
      }
      results.push({ name: named.name, problems, path: join(snippet.dir, snippet.file) });
    }
    return results;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}
