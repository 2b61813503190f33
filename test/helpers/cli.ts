import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const docsBin = fileURLToPath(new URL('../../packages/cli/bin/docs.js', import.meta.url));
export const corpusDir = fileURLToPath(new URL('../../../shared/corpus/', import.meta.url));

export interface RunResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the real `docs` binary in a child process, as a user would. */
export function runDocs(
  args: readonly string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [docsBin, ...args], {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, CI: '1', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    // Decoded as a stream: a character split across two chunks must not turn into two U+FFFD.
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The entry files of the CLI's bundles: `bin/docs.js` runs one for every later `docs` command. */
export function cliBundleFiles(): string[] {
  const dir = join(repoRoot, 'node_modules/.cache/docwright/cli');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'bin.js')
    .map((entry) => join(entry.parentPath, entry.name));
}
