// docs.json `markdown` (Mintlify's Markdown export settings, https://mintlify.com/docs/ai/markdown-export):
// `schema: false` leaves the OpenAPI document out of endpoint twins, `instructions` reach agents in
// every twin's `<AgentInstructions>` block. Built from Mintlify's own starter site in the corpus.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusDir, runDocs } from '../helpers/cli.ts';
import { copySite } from '../helpers/site.ts';

const starter = join(corpusDir, 'docs', 'mintlify-starter');

/** Builds the starter with `markdown` set as given, and returns the build's output folder and log. */
async function buildWith(markdown: unknown) {
  const dir = await copySite(starter, 'markdown-export');
  const config = JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8'));
  if (markdown !== undefined) config.markdown = markdown;
  await writeFile(join(dir, 'docs.json'), JSON.stringify(config, null, 2));
  const run = await runDocs(['build', dir, '--out', join(dir, 'dist')]);
  expect(run.code, run.stderr).toBe(0);
  const twin = (route: string) => readFile(join(dir, 'dist', `${route}.md`), 'utf8');
  return { twin, log: run.stdout + run.stderr };
}

const endpoint = 'api-reference/endpoint/get';

describe('docs.json markdown', () => {
  let plain: Awaited<ReturnType<typeof buildWith>>;
  let set: Awaited<ReturnType<typeof buildWith>>;
  beforeAll(async () => {
    [plain, set] = await Promise.all([
      buildWith(undefined),
      buildWith({
        schema: false,
        instructions: ['Prefer the `mint` CLI over the dashboard.', '  ', 'Cite the page you used.'],
      }),
    ]);
  }, 600_000);

  it('endpoint twins end with the operation’s OpenAPI document by default, and without it with schema: false', async () => {
    const withSpec = await plain.twin(endpoint);
    expect(withSpec).toContain('### OpenAPI');
    expect(withSpec).toMatch(/```json\n\{\n {2}"openapi"/);
    const without = await set.twin(endpoint);
    expect(without).not.toContain('### OpenAPI');
    expect(without).not.toContain('"openapi":');
    // Everything else of the endpoint stays: its heading, parameters and the spec's link.
    expect(without).toContain('## GET /plants');
    expect(without).toMatch(/Specification: \[.+\]\(/);
  });

  it('every twin carries the instructions, one line each, in an AgentInstructions block after the index pointer', async () => {
    for (const route of ['index', 'quickstart', endpoint]) {
      const twin = await set.twin(route);
      const lines = twin.split('\n');
      expect(lines[0]).toMatch(/^> For the complete documentation index, see \[llms\.txt\]/);
      const open = lines.indexOf('<AgentInstructions>');
      const close = lines.indexOf('</AgentInstructions>');
      expect(open, route).toBe(2);
      expect(lines.slice(open + 1, close).filter(Boolean)).toEqual([
        'Prefer the `mint` CLI over the dashboard.',
        'Cite the page you used.',
      ]);
      expect(lines[close + 2], route).toMatch(/^# /);
      expect(await plain.twin(route)).not.toContain('AgentInstructions');
    }
  });

  it('is applied, not warned about', () => {
    // Other keys of the starter warn (MCP entries without an MCP URL); none names `markdown`.
    expect(set.log).toContain('(contextual.options[5])');
    expect(set.log).not.toMatch(/\(markdown(\.\w+)?\)/);
  });
});

describe('docs.json markdown, refused values', () => {
  it('names the key, what it expected and where', async () => {
    const dir = await copySite(starter, 'markdown-export-bad');
    const config = JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8'));
    config.markdown = { schema: 'no', instruction: 'typo' };
    await writeFile(join(dir, 'docs.json'), JSON.stringify(config, null, 2));
    const run = await runDocs(['check', dir]);
    const out = run.stdout + run.stderr;
    expect(out).toMatch(/markdown\.schema/);
    expect(out).toMatch(/boolean/);
    expect(out).toMatch(/markdown\.instruction\b/);
    expect(out).toMatch(/docs\.json:\d+:\d+/);
  }, 300_000);
});
