import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoadedSpec, loadSpec, reloadSpec } from '@docwright/api-model';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// `docs dev` re-models only the path item an edit touched (reloadSpec). A spec written to fool that
// shortcut must get what a whole load of the same text gives: never a stale path item read through
// a pointer the shortcut did not see, never a crash on deep nesting, never another file read.

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docwright-splice-hostile-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const specText = (paths: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths, ...extra }, null, 2);

/** Loads `before`, writes `after`, and checks the reload equals a whole load of `after`. */
async function reloadMatchesWholeLoad(before: string, after: string): Promise<LoadedSpec> {
  await writeFile(join(dir, 'api.json'), before);
  const first = await loadSpec(dir, 'api.json', { schemaCheck: false });
  await writeFile(join(dir, 'api.json'), after);
  const reloaded = await reloadSpec(dir, 'api.json', first);
  const whole = await loadSpec(dir, 'api.json', { schemaCheck: false });
  expect(JSON.stringify(reloaded)).toBe(JSON.stringify(whole));
  return reloaded;
}

const summaryOf = (loaded: LoadedSpec, key: string) =>
  loaded.spec?.operations.find((operation) => operation.key === key)?.summary;

describe('a spec edited under docs dev cannot make the path-item shortcut disagree with a whole load', () => {
  // The path item `/b` is the `/a` item read through a pointer; editing `/a` changes `/b` too.
  const spellings = [
    '#/paths/~1a',
    '#\\/paths\\/~1a',
    '#\\u002fpaths/~1a',
    '\\u0023/paths/~1a',
    '#/p\\u0061ths/~1a',
    '#/%70aths/~1a',
    '#/pa%74hs/%7E1a',
    '\\u0023\\u002f\\u0070\\u0061\\u0074\\u0068\\u0073/~1a',
  ];
  it.each(spellings)('a pointer into `paths` spelled %s', async (pointer) => {
    const paths = (summary: string) =>
      specText({ '/a': { get: { summary, responses: {} } }, '/b': { $ref: '__POINTER__' } }).replace(
        '__POINTER__',
        pointer,
      );
    const reloaded = await reloadMatchesWholeLoad(paths('Before'), paths('After'));
    expect(summaryOf(reloaded, 'GET /a')).toBe('After');
  });

  it('a pointer to the whole document', async () => {
    const text = (summary: string) =>
      specText(
        { '/a': { get: { summary, responses: {} } } },
        { components: { schemas: { All: { $ref: '#' } } } },
      );
    const reloaded = await reloadMatchesWholeLoad(text('Before'), text('After'));
    expect(summaryOf(reloaded, 'GET /a')).toBe('After');
  });

  it('a `$ref` key spelled with escapes, naming another file', async () => {
    await writeFile(join(dir, 'other.json'), JSON.stringify({ get: { summary: 'Other', responses: {} } }));
    const text = (summary: string) =>
      specText({ '/a': { get: { summary, responses: {} } }, '/b': { __REF__: 'other.json' } }).replace(
        '"__REF__"',
        '"\\u0024ref"',
      );
    await reloadMatchesWholeLoad(text('Before'), text('After'));
  });

  it('duplicate path keys: the parsed document keeps the last, so the first is never spliced', async () => {
    const text = (first: string) =>
      specText({ '/a': { get: { summary: first, responses: {} } }, '/z': {} }).replace(
        '"/z": {}',
        '"/a": { "get": { "summary": "Last", "responses": {} } }',
      );
    const reloaded = await reloadMatchesWholeLoad(text('First'), text('Edited'));
    expect(summaryOf(reloaded, 'GET /a')).toBe('Last');
  });

  it('a path named __proto__ stays a path, not the prototype', async () => {
    const text = (summary: string) => specText({ ['__proto__']: { get: { summary, responses: {} } } });
    const before = text('Before');
    expect(before).toContain('"__proto__"');
    const reloaded = await reloadMatchesWholeLoad(before, text('After'));
    expect(summaryOf(reloaded, 'GET __proto__')).toBe('After');
    expect(({} as Record<string, unknown>).get).toBeUndefined();
  });

  it('an edit that nests a path item past the spec limits gets the whole load’s located error, no crash', async () => {
    const before = specText({ '/a': { get: { summary: 'A', responses: {} } } });
    const deep = `${'{"x":'.repeat(200_000)}1${'}'.repeat(200_000)}`;
    const after = before.replace('"summary": "A"', `"summary": "A", "x-deep": ${deep}`);
    const reloaded = await reloadMatchesWholeLoad(before, after);
    expect(reloaded.spec).toBeUndefined();
    expect(reloaded.diagnostics[0]?.message).toMatch(/nest/i);
    expect(reloaded.diagnostics[0]?.file).toBe('api.json');
  });

  it('an edit that joins two path items into one is loaded whole', async () => {
    const before = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/a': { get: { summary: 'A' } }, '/b': { post: { summary: 'B' } } },
    });
    const after = before.replace('}},"/b":{', '},');
    expect(JSON.parse(after).paths['/a'].post.summary).toBe('B');
    const reloaded = await reloadMatchesWholeLoad(before, after);
    expect(reloaded.spec?.operations.map((operation) => operation.key)).toEqual(['GET /a', 'POST /a']);
  });
});
