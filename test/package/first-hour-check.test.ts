// Issue 33, item 6: the first hour with `docs build` and `docs check`, run from the installed
// tarball in an empty folder, as a user would: `npx docs init site && npx docs build site && npx
// docs check site`. The starter builds and checks with no warning, check does not read the build
// output as pages, and both report the same warnings for the same site.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/site.ts';
import { projectOnSharedInstall, type Ran, runIn } from './packed-cli.ts';

let project: string;

// The run's tarball as npm installed it once for the run (the corpus suites' install): nothing here
// depends on a fresh install, and this folder's own files (the site, its builds) stay its own.
beforeAll(async () => {
  project = await projectOnSharedInstall('first-hour-check');
}, 600_000);

const docs = (args: readonly string[], env: Record<string, string>) =>
  runIn(project, 'npx', ['docs', ...args], env);
const output = (ran: Ran) => `${ran.stdout}${ran.stderr}`;
/** The codes of the warnings printed, sorted. */
const warningCodes = (ran: Ran) =>
  [...output(ran).matchAll(/^warning (\S+)/gm)].map((m) => m[1] as string).sort();
const outsideCi = { CI: '' };
const inCi = { CI: 'true' };

describe('the first hour with docs build and docs check', () => {
  it('init, build and check: the starter has no warning, and check does not read site/dist as pages', async () => {
    const init = await docs(['init', 'site'], outsideCi);
    expect(init.code, output(init)).toBe(0);
    expect(await readFile(join(project, 'site/docs.json'), 'utf8')).toContain('"proxy": false');

    const build = await docs(['build', 'site'], outsideCi);
    expect(build.code, output(build)).toBe(0);
    expect(warningCodes(build)).toEqual([]);
    expect(build.stdout).toMatch(/Built 6 pages \(2 endpoints\) into .* with 0 warnings/);
    // Not a warning: one line saying where absolute links point and how to change it.
    expect(build.stdout).toContain(
      'Absolute links (llms.txt, sitemap.xml, canonical links) use http://localhost:3000',
    );

    const check = await docs(['check', 'site'], outsideCi);
    expect(check.code, output(check)).toBe(0);
    expect(output(check)).not.toContain('dist/');
    expect(warningCodes(check)).toEqual([]);
    expect(check.stdout).toContain('No errors in');
    expect(check.stdout).toContain('(0 warnings, 0 failed score checks)');
    expect(check.stdout).toContain('Site score: 100/100');
  });

  it('a build elsewhere after the default build reads the same 6 pages, not the first build', async () => {
    const again = await docs(['build', 'site', '--out', 'elsewhere'], outsideCi);
    expect(again.code, output(again)).toBe(0);
    expect(again.stdout).toMatch(/Built 6 pages \(2 endpoints\) into .*elsewhere with 0 warnings/);
  });

  it('in CI, build and check give the same warnings: the missing base URL', async () => {
    const build = await docs(['build', 'site'], inCi);
    expect(build.code, output(build)).toBe(0);
    expect(warningCodes(build)).toEqual(['build/base-url-missing']);
    const check = await docs(['check', 'site'], inCi);
    expect(check.code, output(check)).toBe(0);
    expect(warningCodes(check)).toEqual(warningCodes(build));
    const addressed = await docs(['check', 'site'], {
      ...inCi,
      DOCWRIGHT_BASE_URL: 'https://docs.example.com',
    });
    expect(warningCodes(addressed)).toEqual([]);
    expect(addressed.stdout).toContain('Site score: 100/100');
  });

  it('docs check in a folder without docs.json prints the error and one line, no table of skipped checks', async () => {
    const empty = await tempDir('first-hour-empty');
    const check = await runIn(empty, join(project, 'node_modules/.bin/docs'), ['check'], outsideCi);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('error config/not-found');
    expect(check.stderr).toContain('1 error, 0 warnings');
    expect(output(check)).not.toMatch(/skip|Site score/);
    expect(check.stdout.trim()).toBe(
      `Check failed: ${empty} did not build, so the site score checks did not run.`,
    );
  });

  it('refuses a base URL that would break out of a link, naming the variable', async () => {
    const build = await docs(['build', 'site'], {
      DOCWRIGHT_BASE_URL: 'https://a.example/"><script>alert(1)</script>',
    });
    expect(build.code).toBe(2);
    expect(build.stderr).toContain(
      'DOCWRIGHT_BASE_URL must be an http(s) URL such as https://docs.example.com',
    );
  });
});
