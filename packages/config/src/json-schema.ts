import { z } from 'zod';
import { docsJsonSchema } from './schema/docs-json.ts';

/**
 * docs.json as JSON Schema (draft 2020-12), generated from the same zod schema that
 * validates it, so editors complete and check exactly what Docwright accepts.
 */
export function createDocsJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(docsJsonSchema, {
    io: 'input',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
  });
  return {
    ...schema,
    $id: 'https://docwright.dev/docs.schema.json',
    title: 'Docwright docs.json',
    description: 'Configuration of a Docwright (Mintlify-compatible) documentation site.',
  };
}
