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
  /** What it wrote to stderr. */
  readonly stderr: string;
}

/**
 * A module of the build rather than of `docs serve`: the theme and the packages only it and the
 * build use, MDX's compiler (the server's user-condition helpers aside), Shiki, esbuild, Tailwind,
 * Pagefind, KaTeX.
 */
export const buildModule =
  /packages\/(?:theme|snippets|config|page-model)\/|packages\/mdx\/src\/(?!user-conditions\/)|node_modules\/(?:@mdx-js\/|shiki\/|@shikijs\/|esbuild\/|@esbuild\/|tailwindcss\/|@tailwindcss\/|pagefind\/|@pagefind\/|katex\/)/;

const hooks = new URL('./module-log-hooks.mjs', import.meta.url).href;
const register = `data:text/javascript,import { register } from 'node:module'; register(${JSON.stringify(hooks)});`;

/** How to run the process: modules to import before the hook, and the exit code it should end with. */
interface RunOptions {
  /** Imported before the hook (`tsx`, to run the workspace's TypeScript). */
  readonly preload?: readonly string[];
  /** The exit code the command ends with (0 unless given); any other rejects. */
  readonly exitCode?: number;
}

/** Runs `node <script> ...args` with a hook that logs every module it resolves, and reads them. */
export async function sourcesLoadedBy(
  script: string,
  args: readonly string[],
  { preload = [], exitCode = 0 }: RunOptions = {},
): Promise<Loaded> {
  const log = join(await tempDir('module-log'), 'modules.txt');
  const imports = [...preload, register].flatMap((module) => ['--import', module]);
  const run = promisify(execFile)(process.execPath, [...imports, script, ...args], {
    env: { ...process.env, CI: '1', DOCWRIGHT_MODULE_LOG: log },
  });
  const stderr = await run.then(
    (done) => {
      if (exitCode !== 0) throw new Error(`${script} ${args.join(' ')} exited with 0, not ${exitCode}`);
      return done.stderr;
    },
    (error: { code?: unknown; stderr?: string }) => {
      if (error.code !== exitCode) throw error;
      return error.stderr ?? '';
    },
  );
  const urls = new Set((await readFile(log, 'utf8')).split('\n').filter((url) => url.startsWith('file:')));
  const files = [...urls].map((url) => fileURLToPath(url));
  const sources = new Set<string>();
  for (const file of files)
    for (const [, source] of (await readFile(file, 'utf8')).matchAll(
      /^\/\/ ((?:packages|node_modules)\/\S+)$/gm,
    ))
      sources.add(source as string);
  return { files, sources: [...sources].sort(), stderr };
}
