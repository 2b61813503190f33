import { type ApiSpec, parseSpec } from '@docwright/api-model';
import { describe, expect, it } from 'vitest';
import { renderEndpoint } from '../src/index.ts';

const { spec } = parseSpec(
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1' },
    components: { securitySchemes: { token: { type: 'http', scheme: 'bearer' } } },
    security: [{ token: [] }],
    paths: {
      '/pets/{id}': {
        post: {
          summary: 'Update a pet',
          description: '## Notes from the spec\n\nText.',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'dry', in: 'query', schema: { type: 'boolean' } },
          ],
          requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  }),
  'pets.json',
) as { spec: ApiSpec };

describe('renderEndpoint', () => {
  it("returns the reference's sections as data, in the order the page shows them, without the page's own headings", () => {
    const operation = spec.operations[0];
    if (!operation) throw new Error('no operation');
    const { html, sections } = renderEndpoint(spec, operation, {
      fullUrl: false,
      samples: [],
      responseExamples: [],
      introHtml: '<h2 id="before-you-start">Before you start</h2>',
    });
    expect(sections).toEqual([
      { depth: 2, id: 'authorization', text: 'Authorization' },
      { depth: 2, id: 'path-parameters', text: 'Path parameters' },
      { depth: 2, id: 'query-parameters', text: 'Query parameters' },
      { depth: 2, id: 'body', text: 'Body' },
      { depth: 2, id: 'response', text: 'Response' },
    ]);
    // Every section is a heading of the page, in that order.
    const positions = sections.map((section) => html.indexOf(`<h2 id="${section.id}">${section.text}</h2>`));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
