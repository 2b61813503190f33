import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';
import { corpusBuild, corpusBuildTimeout } from '../helpers/corpus-builds.ts';
import { copySite, hashTree, listFiles, tempDir } from '../helpers/site.ts';
import { installedOncePerRun, type Ran, runIn } from './packed-cli.ts';

/** Every docs site of the corpus, in two halves that vitest runs in parallel (two test files). */
export const corpusSites = readdirSync(join(corpusDir, 'docs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * Builds each site with the installed package's `docs` and with the workspace CLI (the build the
 * corpus suites share), and compares the two outputs file for file.
 */
export function describePackedCorpusBuilds(sites: readonly string[]): void {
  describe('the docwright package on the corpus', () => {
    let project: string;
    beforeAll(async () => {
      project = await installedOncePerRun();
    }, 600_000);

    it.each(sites)(
      'builds %s to the same files as the workspace CLI',
      async (name) => {
        const packageBin = join(project, 'node_modules/.bin/docs');
        // The workspace CLI's build of the site is the one every corpus suite shares; the package
        // builds its own copy of the same folder, so neither reads the other's caches.
        const workspace = await corpusBuild(name);
        const site = await copySite(workspace.site, `pack-${name}`);
        const out = join(await tempDir(`pack-${name}`), 'package');
        const fromPackage = await runIn(project, packageBin, ['build', site, '--out', out]);
        expect(fromPackage.code, fromPackage.stderr).toBe(workspace.code);
        // What they print differs only in the site's and the output's folders, the time taken, and
        // the preview hint (a path relative to the folder each ran in).
        const printed = (ran: Pick<Ran, 'stdout' | 'stderr'>, from: string, to: string) =>
          `${ran.stdout}${ran.stderr}`
            .replaceAll(to, '<out>')
            .replaceAll(from, '<site>')
            .replace(/ in [\d.]+m?s\b/g, '')
            .replace(/^Look at it before you deploy: npx docs preview .*$/m, '');
        expect(printed(fromPackage, site, out)).toBe(printed(workspace, workspace.site, workspace.out));
        if (workspace.code !== 0) return;
        expect(await listFiles(out)).toEqual(await listFiles(workspace.out));
        expect(await hashTree(out)).toBe(await hashTree(workspace.out));
      },
      // Two builds of the site (the shared one it may wait for, then the package's): a guard
      // against a hang, not a speed limit (dify's took 855 s and 413 s on a loaded host).
      2 * corpusBuildTimeout,
    );
  });
}
