// Issue 25, "Version and upgrade story": every page a `docs build` writes names the Docwright that
// built it in a `generator` meta tag, with the version `docs --version` prints.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusDir, runDocs } from '../helpers/cli.ts';
import { sharedBuild } from '../helpers/shared-build.ts';

let outDir: string;
let version: string;

beforeAll(async () => {
  const printed = await runDocs(['--version']);
  expect(printed.code).toBe(0);
  version = printed.stdout.trim();
  const { out, ...built } = await sharedBuild(join(corpusDir, 'docs/mintlify-starter'));
  outDir = out;
  expect(built.code, built.stderr).toBe(0);
});

describe('the generator meta tag', () => {
  it('names Docwright and the version docs --version prints, once in the head of every page', async () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+(?:-[\w.]+)?$/);
    const { version: cliVersion } = JSON.parse(
      await readFile(new URL('../../packages/cli/package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(version).toBe(cliVersion);
    const pages = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(5);
    expect(pages).toContain('404.html');
    const tag = `<meta name="generator" content="Docwright ${version}">`;
    for (const page of pages) {
      const html = await readFile(join(outDir, page), 'utf8');
      // Forwarding stubs (a redirect, a home that forwards to the first page) are not pages.
      if (html.includes('<title>Redirecting…</title>')) continue;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.split(tag).length - 1, page).toBe(1);
      expect(html.split('name="generator"').length - 1, page).toBe(1);
    }
  });
});
