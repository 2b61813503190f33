// `docs init` in an npm project rewrites its package.json (the docs:dev/build/preview scripts).
// A project is not always the user's own: a cloned repository can commit a package.json that is a
// link to another project's file, hold fields of the wrong type, or the user can name a folder that
// a shell would split or run. Each case goes through the real CLI in a real folder.
import { existsSync } from 'node:fs';
import { lstat, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';
import { stackFrame } from './docs-process.ts';

const withDocwright = (extra: Record<string, unknown> = {}) =>
  JSON.stringify(
    { name: 'app', version: '1.0.0', devDependencies: { docwright: '^0.1.0' }, ...extra },
    null,
    2,
  );

async function project(manifest: string): Promise<string> {
  const dir = await tempDir('init-project');
  await writeFile(join(dir, 'package.json'), manifest);
  return dir;
}

describe('docs init: the project package.json it rewrites', () => {
  it('never writes through a package.json that is a link to another file', async () => {
    const dir = await tempDir('init-linked');
    const victim = join(dir, 'victim');
    const app = join(dir, 'app');
    await mkdir(victim);
    await mkdir(app);
    const victimManifest = withDocwright({ name: 'victim' });
    await writeFile(join(victim, 'package.json'), victimManifest);
    await symlink(join(victim, 'package.json'), join(app, 'package.json'));

    const init = await runDocs(['init'], { cwd: app });
    expect(init.code, init.stderr).toBe(0);
    expect(existsSync(join(app, 'docs', 'docs.json'))).toBe(true);
    expect(await readFile(join(victim, 'package.json'), 'utf8')).toBe(victimManifest);
    expect((await lstat(join(app, 'package.json'))).isSymbolicLink()).toBe(true);
    expect(init.stdout).not.toContain('Added');
    expect(init.stdout).toContain('npx docs dev docs');
  });

  it('leaves a package.json whose scripts are not an object as it was', async () => {
    for (const scripts of [['build'], 'docs dev', 42, null]) {
      const manifest = withDocwright({ scripts });
      const dir = await project(manifest);
      const init = await runDocs(['init'], { cwd: dir });
      expect(init.code, init.stderr).toBe(0);
      expect(await readFile(join(dir, 'package.json'), 'utf8')).toBe(manifest);
      expect(init.stdout).toContain('npx docs build docs');
      expect(`${init.stdout}${init.stderr}`).not.toMatch(stackFrame);
    }
  });

  it('keeps a __proto__ key as data, and every field and script it had', async () => {
    const manifest = withDocwright({
      scripts: { test: 'vitest', 'docs:dev': 'my own dev' },
      ['__proto__']: { polluted: true },
      config: { constructor: { prototype: { polluted: true } } },
    });
    const dir = await project(manifest);
    const init = await runDocs(['init'], { cwd: dir });
    expect(init.code, init.stderr).toBe(0);
    const written = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    const before = JSON.parse(manifest);
    expect(Object.keys(written)).toEqual(Object.keys(before));
    expect(Object.hasOwn(written, '__proto__')).toBe(true);
    expect(written.config).toEqual(before.config);
    expect(written.scripts).toEqual({
      test: 'vitest',
      'docs:dev': 'my own dev',
      'docs:build': 'docs build docs',
      'docs:preview': 'docs preview docs',
    });
    expect(init.stdout).toContain('Added docs:build, docs:preview to package.json.');
  });

  it('adds no script for a folder name a shell would split or run, and quotes it in the hints', async () => {
    const dir = await project(withDocwright());
    const name = 'my docs; touch pwned $(touch pwned2)';
    const init = await runDocs(['init', name], { cwd: dir });
    expect(init.code, init.stderr).toBe(0);
    expect(existsSync(join(dir, name, 'docs.json'))).toBe(true);
    expect(JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')).scripts).toBeUndefined();
    expect(init.stdout).toContain(`npx docs dev ${JSON.stringify(name)}`);
    expect(existsSync(join(dir, 'pwned'))).toBe(false);
    expect(existsSync(join(dir, 'pwned2'))).toBe(false);
  });

  it('adds the scripts for a plain folder name, with the file indentation it had', async () => {
    const dir = await project(
      `${JSON.stringify({ name: 'app', devDependencies: { docwright: '^0.1.0' } }, null, '\t')}\n`,
    );
    const init = await runDocs(['init', 'site/docs'], { cwd: dir });
    expect(init.code, init.stderr).toBe(0);
    const text = await readFile(join(dir, 'package.json'), 'utf8');
    expect(text).toMatch(/^\t"scripts": \{$/m);
    expect(JSON.parse(text).scripts).toEqual({
      'docs:dev': 'docs dev site/docs',
      'docs:build': 'docs build site/docs',
      'docs:preview': 'docs preview site/docs',
    });
  });
});
