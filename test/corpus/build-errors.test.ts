import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runDocs } from '../helpers/cli.ts';
import { copySite, hashTree, tempDir } from '../helpers/site.ts';

describe('a failed build', () => {
  let site: string;
  let out: string;
  let goodConfig: string;
  let goodHash: string;

  beforeAll(async () => {
    site = await copySite(join(repoRoot, 'examples/petstore'), 'errors');
    out = join(await tempDir('errors-out'), 'dist');
    const first = await runDocs(['build', site, '--out', out]);
    expect(first.code, first.stderr).toBe(0);
    goodConfig = await readFile(join(site, 'docs.json'), 'utf8');
    goodHash = await hashTree(out);
  });

  it('reports a docs.json syntax error at its line and leaves the output untouched', async () => {
    const broken = goodConfig.replace('"name": "Petstore",', '"name": "Petstore"');
    const line = broken.split('\n').findIndex((l) => l.includes('"name": "Petstore"')) + 2;
    await writeFile(join(site, 'docs.json'), broken);
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`error config/json-syntax  docs\\.json:${line}:\\d+`));
    expect(result.stderr).toContain('Invalid JSON: expected "," between items.');
    expect(result.stderr).toContain('was left unchanged');
    expect(await hashTree(out)).toBe(goodHash);
  });

  it('warns about a navigation page that does not exist, by file, line and JSON path, and leaves it out', async () => {
    const config = JSON.parse(goodConfig);
    config.navigation.tabs[0].groups[0].pages.splice(1, 0, 'does-not/exist');
    await writeFile(join(site, 'docs.json'), JSON.stringify(config, null, 2));
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /warning nav\/page-not-found {2}docs\.json:\d+:\d+ \(navigation\.tabs\[0\]\.groups\[0\]\.pages\[1\]\)/,
    );
    expect(result.stderr).toContain('"does-not/exist"');
    expect(await readFile(join(out, 'index.html'), 'utf8')).not.toContain('does-not/exist');

    const strict = await runDocs(['build', site, '--out', out, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toMatch(/error nav\/page-not-found {2}docs\.json:\d+:\d+/);
    await writeFile(join(site, 'docs.json'), goodConfig);
  });

  it('exits 2 on bad usage', async () => {
    const result = await runDocs(['build', '--nope']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Unknown option '--nope'");
  });
});

describe('--strict', () => {
  it('turns a missing description into an error naming the file', async () => {
    const site = await copySite(join(repoRoot, 'examples/petstore'), 'strict');
    const page = join(site, 'concepts/errors.mdx');
    await writeFile(page, (await readFile(page, 'utf8')).replace(/^description: .*\n/m, ''));
    const out = join(await tempDir('strict-out'), 'dist');
    const lenient = await runDocs(['build', site, '--out', out]);
    expect(lenient.code).toBe(0);
    expect(lenient.stderr).toMatch(/^warning page\/missing-description {2}concepts\/errors\.mdx:1:1/m);
    const strict = await runDocs(['build', site, '--out', out, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toMatch(/^error page\/missing-description {2}concepts\/errors\.mdx:1:1/m);
  });
});
