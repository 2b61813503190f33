import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LoadedSpec, loadSpec, reloadSpec } from '../src/index.ts';

const stripe = join(import.meta.dirname, '../../../../shared/corpus/openapi/stripe/spec3.json');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docwright-reload-spec-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Writes `text`, reloads it after `previous`, and checks it against a whole load of the same text. */
async function edit(previous: LoadedSpec, text: string, file = 'spec.json'): Promise<LoadedSpec> {
  await writeFile(join(dir, file), text);
  const reloaded = await reloadSpec(dir, file, previous);
  const whole = await loadSpec(dir, file, { schemaCheck: false });
  expect(JSON.stringify(reloaded)).toBe(JSON.stringify(whole));
  return reloaded;
}

const operation = (spec: LoadedSpec, key: string) => spec.spec?.operations.find((op) => op.key === key);

describe('reloadSpec', () => {
  it('models only the edited path item of Stripe again, to what a whole load makes', async () => {
    await copyFile(stripe, join(dir, 'spec.json'));
    const first = await loadSpec(dir, 'spec.json');
    let text = first.text as string;
    text = text.replace('"<p>Retrieves a Customer object.</p>"', '"<p>Retrieves a Customer object!</p>"');
    const described = await edit(first, text);
    expect(operation(described, 'GET /v1/customers/{customer}')?.description).toBe(
      '<p>Retrieves a Customer object!</p>',
    );
    // The other path items keep their model objects: they were not read again.
    expect(operation(described, 'GET /v1/charges')).toBe(operation(first, 'GET /v1/charges'));
    expect(operation(described, 'GET /v1/customers/{customer}')).not.toBe(
      operation(first, 'GET /v1/customers/{customer}'),
    );

    // A summary on new lines: the spans after it move, and a second edit there still splices.
    text = text.replace(
      '"operationId": "GetCharges",',
      '$&\n        "summary": "List \\"all\\"\\n charges",',
    );
    const summarized = await edit(described, text);
    expect(operation(summarized, 'GET /v1/charges')?.summary).toBe('List "all"\n charges');
    text = text.replace('"operationId": "GetTokensToken",', '$&\n "deprecated": true,');
    const deprecated = await edit(summarized, text);
    expect(operation(deprecated, 'GET /v1/tokens/{token}')?.deprecated).toBe(true);
    expect(operation(deprecated, 'GET /v1/charges')).toBe(operation(summarized, 'GET /v1/charges'));

    // Outside `paths` (a component): the spec is loaded whole.
    text = text.replace('"title": "Stripe API"', '"title": "Stripe"');
    const retitled = await edit(deprecated, text);
    expect(retitled.spec?.title).toBe('Stripe');
    expect(operation(retitled, 'GET /v1/charges')).not.toBe(operation(deprecated, 'GET /v1/charges'));
  });

  it("places the other path items' warnings where their text moved to", async () => {
    const spec = (extra: string, id: string) =>
      JSON.stringify(
        {
          openapi: '3.1.0',
          info: { title: 'T', version: '1' },
          paths: {
            '/a': { get: { summary: `A${extra}`, operationId: id, responses: {} } },
            '/b/{id}': { get: { operationId: 'same', responses: {} } },
            '/c': { post: { operationId: 'same', responses: {} } },
          },
        },
        null,
        2,
      );
    await writeFile(join(dir, 'api.json'), spec('', 'a'));
    const first = await loadSpec(dir, 'api.json');
    expect(first.diagnostics.map((d) => [d.message.slice(0, 30), d.line])).toEqual([
      ['GET /b/{id}: the path names {i', 16],
      ['operationId "same" is also use', 23],
    ]);
    // Three more lines in `/a`, then a warning found across path items (an operationId used twice).
    const longer = await edit(
      first,
      spec('\n\n\n', 'a').replace('"A\\n\\n\\n"', '"A",\n\n\n"x-note": 1'),
      'api.json',
    );
    expect(longer.diagnostics.map((d) => d.line)).toEqual([19, 26]);
    const clash = await edit(longer, spec('', 'same'), 'api.json');
    expect(clash.diagnostics).toHaveLength(3);
    expect(operation(clash, 'POST /c')).toBe(operation(longer, 'POST /c'));
  });

  it('loads the spec whole when a $ref points into paths, or an edit breaks the JSON', async () => {
    const spec = (description: string) =>
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'T', version: '1' },
        paths: {
          '/a': { get: { description, responses: { '200': { description: 'OK' } } } },
          '/b': { get: { responses: { '200': { $ref: '#/paths/~1a/get/responses/200' } } } },
        },
      });
    await writeFile(join(dir, 'api.json'), spec('one'));
    const first = await loadSpec(dir, 'api.json');
    const second = await edit(first, spec('two'), 'api.json');
    expect(operation(second, 'GET /b')).not.toBe(operation(first, 'GET /b'));
    const broken = await edit(second, spec('three').replace('"three"', '"three'), 'api.json');
    expect(broken.spec).toBeUndefined();
    expect(broken.diagnostics[0]?.code).toBe('spec/parse');
  });
});
