import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createDocsJsonSchema } from '../src/index.ts';

const published = fileURLToPath(new URL('../docs.schema.json', import.meta.url));

describe('the published JSON Schema', () => {
  it('is the one generated from the zod schema (UPDATE_FIXTURES=1 rewrites it)', async () => {
    const generated = `${JSON.stringify(createDocsJsonSchema(), null, 2)}\n`;
    if (process.env.UPDATE_FIXTURES) await writeFile(published, generated);
    expect(await readFile(published, 'utf8')).toBe(generated);
  });

  it('describes the sections, enums and defaults editors need', () => {
    const schema = createDocsJsonSchema() as {
      properties: Record<string, { properties?: Record<string, unknown> }>;
      required: string[];
    };
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'navigation']));
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['api', 'integrations', 'navbar', 'footer', 'redirects', 'seo', 'appearance']),
    );
    const playground = JSON.stringify(schema.properties.api);
    expect(playground).toContain('"enum":["interactive","simple","none","auth"]');
    expect(playground).toContain('"default":"interactive"');
    expect(JSON.stringify(schema.properties.integrations)).toContain('"pattern":"^phc_');
  });
});
