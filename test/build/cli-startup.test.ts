// Issue 33, fast start: `docs --version` and `docs --help` load the CLI's entry module and
// nothing else of Docwright's (no command, no renderer, no shiki, MDX, Pagefind, esbuild, PGlite
// or Hono), so they start as fast as Node does. Checked by what the process loads, not by time:
// a hook logs every module it resolves, and esbuild's `// <path>` comments name the sources
// compiled into each file of the CLI's bundle.
import { describe, expect, it } from 'vitest';
import { docsBin } from '../helpers/cli.ts';
import { buildModule, sourcesLoadedBy } from '../helpers/loaded-sources.ts';
import { tempDir } from '../helpers/site.ts';

describe('the CLI loads only what the command needs', () => {
  it('docs --version loads the entry module and the package.json reader, no command and no package', async () => {
    const loaded = await sourcesLoadedBy(docsBin, ['--version']);
    expect(loaded.sources).toEqual(['packages/cli/src/bin.ts', 'packages/cli/src/package-root.ts']);
    // Besides bin/docs.js and its bundle maker, only files of the bundle: no npm package by name.
    expect(
      loaded.files.filter((file) => !/packages\/cli\/bin\/|\.cache\/docwright\/cli\//.test(file)),
    ).toEqual([]);
  });

  it('docs --help loads the entry module alone', async () => {
    const loaded = await sourcesLoadedBy(docsBin, ['--help']);
    expect(loaded.sources).toEqual(['packages/cli/src/bin.ts']);
  });

  it('docs build --help loads the build command and what it imports, so the log does see them', async () => {
    const { sources } = await sourcesLoadedBy(docsBin, ['build', '--help']);
    expect(sources).toContain('packages/cli/src/commands/build.ts');
    expect(sources).not.toContain('packages/cli/src/commands/dev.ts');
  });

  it('docs serve loads the server without the build: no theme, MDX, Shiki or esbuild (issue 34)', async () => {
    // A folder no build wrote: the server loads, finds no site and exits, as a start would stop.
    const notBuilt = await tempDir('serve-unbuilt');
    const loaded = await sourcesLoadedBy(docsBin, ['serve', notBuilt, '--quiet', '--port', '0'], {
      exitCode: 1,
    });
    expect(loaded.stderr).toContain('server.json is missing or unreadable');
    // (Modules that only re-export, like the entries, leave no code of their own in a bundle.)
    expect(loaded.sources).toContain('packages/server/src/node.ts');
    expect(loaded.sources).toContain('packages/site-builder/src/outputs/redirect-bounds.ts');
    expect([...loaded.sources, ...loaded.files].filter((path) => buildModule.test(path))).toEqual([]);
  });
});
