import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UpdateBuilder } from '@docwright/server';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * How `docs serve` runs this CLI for an update's sandboxed build: the same Node and `bin/docs.js`,
 * reading only the workspace's packages and dependencies besides the job's folder.
 */
export function cliUpdateBuilder(): UpdateBuilder {
  return {
    command: [process.execPath, join(root, 'packages/cli/bin/docs.js')],
    readPaths: [
      `${join(root, 'packages')}/`,
      `${join(root, 'node_modules')}/`,
      join(root, 'pnpm-lock.yaml'),
      join(root, 'tsconfig.runtime.json'),
    ],
  };
}
