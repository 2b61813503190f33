import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { corpusBuild, corpusBuildTimeout } from '../helpers/corpus-builds.ts';
import { copySite, hashTree, listFiles, tempDir } from '../helpers/site.ts';

/**
 * The corpus sites whose package build is compared with the workspace CLI's: together they use
 * docs.json and legacy mint.json, OpenAPI and AsyncAPI pages, versions and languages, Markdown and
 * MDX pages, at a few minutes of a run rather than a second build of all 17 sites. Every corpus suite reads the package's builds of all of them
 * (corpusBuild), so each site is still built by the package.
 */
export const comparedSites = ['formal', 'mintlify-starter', 'stagehand', 'tickdb', 'turso-legacy-mint-json'];

/**
 * Builds each site with the workspace CLI and compares the output file for file, and what the
 * command prints, with the installed package's build of the same site (the one the corpus suites
 * share).
 */
export function describePackedCorpusBuilds(sites: readonly string[]): void {
  describe('the docwright package on the corpus', () => {
    it.each(sites)(
      'builds %s to the same files as the workspace CLI',
      async (name) => {
        const fromPackage = await corpusBuild(name);
        // The workspace CLI builds its own copy of the same folder, so neither reads the other's caches.
        const site = await copySite(fromPackage.site, `workspace-${name}`);
        const out = join(await tempDir(`workspace-${name}`), 'workspace');
        const workspace = await runDocs(['build', site, '--out', out]);
        expect(workspace.code, workspace.stderr).toBe(fromPackage.code);
        // What they print differs only in the site's and the output's folders, the time taken, and
        // the preview hint (a path relative to the folder each ran in).
        const printed = (ran: { stdout: string; stderr: string }, from: string, to: string) =>
          `${ran.stdout}${ran.stderr}`
            .replaceAll(to, '<out>')
            .replaceAll(from, '<site>')
            .replace(/ in [\d.]+m?s\b/g, '')
            .replace(/^Look at it before you deploy: npx docs preview .*$/m, '');
        expect(printed(workspace, site, out)).toBe(printed(fromPackage, fromPackage.site, fromPackage.out));
        if (fromPackage.code !== 0) return;
        expect(await listFiles(out)).toEqual(await listFiles(fromPackage.out));
        expect(await hashTree(out)).toBe(await hashTree(fromPackage.out));
      },
      // Two builds of the site (the shared one it may wait for, then the workspace's): a guard
      // against a hang, not a speed limit.
      2 * corpusBuildTimeout,
    );
  });
}
