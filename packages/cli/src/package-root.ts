import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the running CLI was installed from, found from its own files. */
interface PackageRoot {
  /** The folder holding its package.json. */
  readonly dir: string;
  readonly name: string;
  readonly version: string;
  /**
   * True when it runs from the published `docwright` package (compiled by `scripts/pack.mjs`),
   * false from this repository's sources.
   */
  readonly packaged: boolean;
}

let found: PackageRoot | undefined;

/**
 * The nearest package.json above this module named `docwright` (the published package, whose
 * compiled modules keep their source layout under `dist/`) or `@docwright/cli` (the workspace).
 */
export function packageRoot(): PackageRoot {
  if (found) return found;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (name === 'docwright' || name === '@docwright/cli') {
        found = { dir, name, version: version ?? '0.0.0', packaged: name === 'docwright' };
        return found;
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no docwright package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/** The `generator` meta tag of the pages this CLI builds: `Docwright <the version docs --version prints>`. */
export function generatorName(): string {
  return `Docwright ${packageRoot().version}`;
}

/** The starter `docs init` copies: shipped inside the package, or the repository's `templates/starter`. */
export function starterTemplate(): string {
  const root = packageRoot();
  const starter = root.packaged
    ? join(root.dir, 'templates/starter')
    : join(root.dir, '../../templates/starter');
  return `${starter}/`;
}
