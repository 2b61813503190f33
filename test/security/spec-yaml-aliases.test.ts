import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

/** Ten lines of ten aliases each: 10^10 values once expanded, from under a kilobyte of YAML. */
function aliasBomb(indent = ''): string {
  const names = 'abcdefghij';
  const lines = [`${indent}a: &a [${Array(10).fill('"lol"').join(',')}]`];
  for (let i = 1; i < names.length; i++)
    lines.push(
      `${indent}${names[i]}: &${names[i]} [${Array(10)
        .fill(`*${names[i - 1]}`)
        .join(',')}]`,
    );
  return `${lines.join('\n')}\n`;
}

async function build(files: Record<string, string>) {
  const site = await writeSite(files, 'sec-yaml');
  const out = join(await tempDir('sec-yaml-out'), 'dist');
  const started = Date.now();
  const result = await runDocs(['build', site, '--out', out]);
  return { ...result, seconds: (Date.now() - started) / 1000, out };
}

describe('YAML alias bombs (issue 21)', () => {
  it('a spec whose aliases expand exponentially fails fast with a located error', async () => {
    const spec = `openapi: 3.0.0\ninfo: {title: Bomb, version: "1"}\npaths: {}\nx-bomb:\n${aliasBomb('  ')}`;
    expect(spec.length).toBeLessThan(1000);
    const result = await build({
      'docs.json': JSON.stringify({
        name: 'Bomb',
        navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml' }] },
      }),
      'openapi.yaml': spec,
    });
    expect(result.seconds).toBeLessThan(10);
    expect(result.code).toBe(1);
    // Located at an anchor line of the bomb (line 5 onwards), with the JSON pointer.
    expect(result.stderr).toMatch(/error spec\/too-large {2}openapi\.yaml:(\d+):\d+ \(#\/x-bomb\/[a-j]/);
    const line = Number(/openapi\.yaml:(\d+):/.exec(result.stderr)?.[1]);
    expect(line).toBeGreaterThanOrEqual(5);
    expect(result.stderr).toContain('YAML aliases');
    expect(result.stderr + result.stdout).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
    expect(existsSync(result.out)).toBe(false);
  }, 30_000);

  it('also in a spec js-yaml cannot read (the `yaml` fallback is bounded too)', async () => {
    // A duplicate key makes js-yaml refuse the document; the fallback parser reads it.
    const spec = `openapi: 3.0.0\nopenapi: 3.0.0\ninfo: {title: Bomb, version: "1"}\npaths: {}\nx-bomb:\n${aliasBomb('  ')}`;
    const result = await build({
      'docs.json': JSON.stringify({
        name: 'Bomb',
        navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml' }] },
      }),
      'openapi.yaml': spec,
    });
    expect(result.seconds).toBeLessThan(10);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error spec\/too-large {2}openapi\.yaml:([6-9]|1\d):\d+/);
  }, 30_000);

  it('front matter whose aliases expand exponentially is refused at the alias that passes the bound', async () => {
    const result = await build({
      'docs.json': JSON.stringify({
        name: 'Bomb',
        navigation: { groups: [{ group: 'G', pages: ['index'] }] },
      }),
      'index.mdx': `---\ntitle: Home\n${aliasBomb()}---\n\n# Home\n`,
    });
    expect(result.seconds).toBeLessThan(10);
    expect(result.code).toBe(1);
    // Lines 3 to 12 hold the anchors: the error names one of them, not the fence at 1:1.
    expect(result.stderr).toMatch(/error page\/frontmatter-too-large {2}index\.mdx:([3-9]|1[0-2]):\d+/);
    expect(result.stderr).toContain('YAML aliases');
  }, 30_000);
});
