// Issue 37: an MCP API tool's input schema is its operation's schemas with `$ref`s inlined, at
// build time, from a spec anyone may write. A schema that refers to itself, directly or through
// others, or nests without end, must give a finite schema quickly, not hang or blow the stack.
import { inlineSchema } from '@docwright/api-model';
import { expect, it } from 'vitest';

it('cuts a schema where it refers back to itself, directly or through another', () => {
  const document = {
    components: {
      schemas: {
        Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' } } },
        A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
        B: { type: 'array', items: { $ref: '#/components/schemas/A' } },
      },
    },
  };
  const node = inlineSchema(document, { $ref: '#/components/schemas/Node' });
  expect(node).toEqual({
    type: 'object',
    properties: { child: { description: 'A Node (recursive: any value of that shape).' } },
  });
  const a = inlineSchema(document, { $ref: '#/components/schemas/A' });
  expect(JSON.stringify(a)).not.toContain('$ref');
  expect(a).toMatchObject({
    properties: { b: { type: 'array', items: { description: expect.stringContaining('A (recursive') } } },
  });
});

it('leaves a dangling or foreign $ref open instead of following it', () => {
  const schema = inlineSchema(
    {},
    {
      type: 'object',
      properties: {
        gone: { $ref: '#/components/schemas/Missing' },
        remote: { $ref: 'https://example.com/s.json' },
      },
    },
  );
  expect(schema).toEqual({ type: 'object', properties: { gone: {}, remote: {} } });
});

it('stops nesting at its depth limit', () => {
  let deep: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < 5000; i++) deep = { type: 'object', properties: { next: deep } };
  const inlined = JSON.stringify(inlineSchema({}, deep));
  expect(inlined.length).toBeLessThan(2000);
  expect(inlined).toContain('Nested too deeply');
});

it('stays small when shared components repeat at every level (no exponential growth)', () => {
  const schemas: Record<string, unknown> = { L0: { type: 'string' } };
  for (let i = 1; i <= 30; i++) {
    const ref = { $ref: `#/components/schemas/L${i - 1}` };
    const properties = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((key) => [key, ref]));
    schemas[`L${i}`] = { type: 'object', properties };
  }
  const inlined = JSON.stringify(
    inlineSchema({ components: { schemas } }, { $ref: '#/components/schemas/L30' }),
  );
  expect(inlined.length).toBeLessThan(1_000_000);
  expect(inlined).toContain('Too large to describe here');
});

it('copies example data verbatim, $ref-looking keys included', () => {
  const schema = inlineSchema({ x: { type: 'string' } }, { type: 'object', example: { $ref: '#/x' } });
  expect(schema).toEqual({ type: 'object', example: { $ref: '#/x' } });
});
