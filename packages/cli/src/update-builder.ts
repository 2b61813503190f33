import { dirname, join } from 'node:path';
import type { UpdateBuilder } from '@docwright/server';
import { packageRoot } from './package-root.ts';

/**
 * How `docs serve` runs this CLI for an update's sandboxed build: the same Node and `bin/docs.js`,
 * reading only the CLI's own files and dependencies besides the job's folder.
 */
export function cliUpdateBuilder(): UpdateBuilder {
  const root = packageRoot();
  if (root.packaged) {
    // npm, pnpm and Yarn's node_modules linker install the package's dependencies under the
    // project's node_modules (pnpm in its `.pnpm` folder there): the first one on the path holds
    // them all. Yarn Plug'n'Play keeps them in a zip cache elsewhere, which the build cannot read.
    const modules = /^(.*?[\\/]node_modules)[\\/]/.exec(root.dir)?.[1];
    return {
      command: [process.execPath, join(root.dir, 'bin/docs.js')],
      readPaths: [`${modules ?? root.dir}/`],
    };
  }
  const repo = dirname(dirname(root.dir));
  return {
    command: [process.execPath, join(repo, 'packages/cli/bin/docs.js')],
    readPaths: [
      `${join(repo, 'packages')}/`,
      `${join(repo, 'node_modules')}/`,
      join(repo, 'pnpm-lock.yaml'),
      join(repo, 'tsconfig.runtime.json'),
    ],
  };
}
