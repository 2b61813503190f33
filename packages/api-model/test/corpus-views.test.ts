import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type ApiSpec,
  createSchemaView,
  type FieldView,
  loadSpec,
  type Operation,
  SchemaPage,
  type SchemaView,
} from '../src/index.ts';

/**
 * The endpoint model and schema views of feature-focused corpus specs, written as readable
 * text and pinned in test/fixtures/spec/*.txt. UPDATE_FIXTURES=1 rewrites them for review.
 */
const corpus = fileURLToPath(
  new URL('../../../../shared/corpus/openapi/readme-oas-examples/', import.meta.url),
);
const fixtures = fileURLToPath(new URL('../../../test/fixtures/spec/', import.meta.url));

const cases = [
  '3.0/yaml/schema-circular.yaml',
  '3.0/yaml/discriminators.yaml',
  '3.0/yaml/polymorphism.yaml',
  '3.0/yaml/parameters-style.yaml',
  '3.0/yaml/callbacks.yaml',
  '3.0/yaml/link-example.yaml',
  '3.1/yaml/webhooks.yaml',
  '3.0/yaml/schema-types.yaml',
];

function describeFields(fields: readonly FieldView[], indent: string): string[] {
  return fields.flatMap((f) => {
    const flags = [
      f.required && 'required',
      f.nullable && 'nullable',
      f.readOnly && 'read-only',
      f.writeOnly && 'write-only',
      f.deprecated && 'deprecated',
    ]
      .filter(Boolean)
      .join(', ');
    const line = `${indent}#${f.anchor} ${f.name}: ${f.type}${flags ? ` (${flags})` : ''}${f.enum ? ` enum ${JSON.stringify(f.enum)}` : ''}${f.seeAnchor ? ` -> see #${f.seeAnchor}` : ''}`;
    return [line, ...describeFields(f.children, `${indent}  `), ...describeVariants(f, `${indent}  `)];
  });
}

function describeVariants(view: Pick<SchemaView, 'variants' | 'discriminator'>, indent: string): string[] {
  if (view.variants.length === 0) return [];
  return [
    `${indent}one of${view.discriminator ? ` by ${view.discriminator}` : ''}:`,
    ...view.variants.flatMap((v) => [
      `${indent}  - ${v.title}${v.discriminatorValue !== undefined ? ` [${v.discriminatorValue}]` : ''}`,
      ...describeFields(v.fields, `${indent}    `),
    ]),
  ];
}

function describeOperation(spec: ApiSpec, op: Operation): string[] {
  const page = new SchemaPage();
  const view = (schema: Record<string, unknown>, prefix: string[]) => {
    const v = createSchemaView(schema, { document: spec.document, page, prefix });
    return [`    type ${v.type}`, ...describeFields(v.fields, '    '), ...describeVariants(v, '    ')];
  };
  const lines = [`${op.key}${op.deprecated ? ' (deprecated)' : ''}${op.summary ? ` - ${op.summary}` : ''}`];
  for (const p of op.parameters) {
    lines.push(
      `  ${p.in} ${p.name}${p.required ? ' (required)' : ''}${p.style ? ` style=${p.style}` : ''}${p.explode !== undefined ? ` explode=${p.explode}` : ''}`,
    );
  }
  for (const media of op.requestBody?.content ?? []) {
    lines.push(`  body ${media.mediaType}`, ...(media.schema ? view(media.schema, []) : []));
  }
  for (const response of op.responses) {
    for (const media of response.content)
      lines.push(
        `  response ${response.status} ${media.mediaType}`,
        ...(media.schema ? view(media.schema, ['response', response.status]) : []),
      );
    if (response.content.length === 0) lines.push(`  response ${response.status}`);
    for (const link of response.links)
      lines.push(
        `    link ${link.name} -> ${link.operationId ?? link.operationRef} ${JSON.stringify(link.parameters)}`,
      );
  }
  for (const callback of op.callbacks) {
    for (const hook of callback.operations)
      lines.push(`  callback ${callback.name} ${hook.method.toUpperCase()} ${callback.expression}`);
  }
  return lines;
}

describe('endpoint model and schema views of corpus specs', () => {
  it.each(cases)('%s', async (file) => {
    const { spec, diagnostics } = await loadSpec(corpus, file);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    if (!spec) throw new Error('no spec');
    const text = `${spec.operations.flatMap((op) => [...describeOperation(spec, op), '']).join('\n')}`;
    const expectedFile = join(fixtures, `${file.replaceAll('/', '_')}.txt`);
    if (process.env.UPDATE_FIXTURES || !existsSync(expectedFile)) await writeFile(expectedFile, text);
    expect(text).toBe(await readFile(expectedFile, 'utf8'));
  });
});
