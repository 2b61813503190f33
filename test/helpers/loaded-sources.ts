import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { tempDir } from './site.ts';

/** What one process loaded: every module file, and the sources bundled into them. */
export interface Loaded {
  /** Paths of the JavaScript files it imported (Node's built-ins left out). */
  readonly files: readonly string[];
  /**
   * The modules compiled into those files, as esbuild names them in its `// <path>` comments:
   * `packages/cli/src/bin.ts`, `node_modules/.pnpm/shiki@…/…` (the workspace bundle, the
   * package's dist/ files alike).
   */
  readonly sources: readonly string[];
}

const hooks = new URL('./module-log-hooks.mjs', import.meta.url).href;
const register = `data:text/javascript,import { register } from 'node:module'; register(${JSON.stringify(hooks)});`;

/** Runs `node <script> ...args` with a hook that logs every module it resolves, and reads them. */
export async function sourcesLoadedBy(script: string, args: readonly string[]): Promise<Loaded> {
  const log = join(await tempDir('module-log'), 'modules.txt');
  await promisify(execFile)(process.execPath, ['--import', register, script, ...args], {
    env: { ...process.env, CI: '1', DOCWRIGHT_MODULE_LOG: log },
  });
  const urls = new Set((await readFile(log, 'utf8')).split('\n').filter((url) => url.startsWith('file:')));
  const files = [...urls].map((url) => fileURLToPath(url));
  const sources = new Set<string>();
  for (const file of files)
    for (const [, source] of (await readFile(file, 'utf8')).matchAll(
      /^\/\/ ((?:packages|node_modules)\/\S+)$/gm,
    ))
      sources.add(source as string);
  return { files, sources: [...sources].sort() };
}
