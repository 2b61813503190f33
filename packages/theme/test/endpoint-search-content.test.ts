import { type ApiSpec, parseSpec } from '@docwright/api-model';
import { describe, expect, it } from 'vitest';
import { renderEndpoint, renderSearchDocument } from '../src/index.ts';

const { spec } = parseSpec(
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1' },
    paths: {
      '/pets': {
        post: {
          summary: 'Add a pet',
          description: 'Adds a pet to the kennelhouse.',
          parameters: [
            { name: 'dry', in: 'query', description: 'Only check the pet.', schema: { type: 'boolean' } },
          ],
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['owner'],
                  properties: {
                    owner: {
                      type: 'object',
                      description: 'Who the pet lives with.',
                      properties: { email: { type: 'string', description: 'Where the vetletters go.' } },
                    },
                  },
                },
                example: { owner: { email: 'samplewords@example.com' } },
              },
            },
          },
          responses: {
            '201': {
              description: 'Added.',
              content: {
                'application/json': { schema: { type: 'object' }, example: { id: 'responsesample' } },
              },
            },
          },
        },
      },
    },
  }),
  'pets.json',
) as { spec: ApiSpec };

describe("renderEndpoint's search content", () => {
  const operation = spec.operations[0];
  if (!operation) throw new Error('no operation');
  const { html, sections, search } = renderEndpoint(spec, operation, {
    fullUrl: false,
    samples: [{ label: 'cURL', language: 'bash', syntax: 'text', code: 'curl requestsample' }],
    responseExamples: [],
    playground: { display: 'simple', method: 'POST', url: 'https://playgroundhost.example/pets' },
    introHtml:
      '<p>Read the <strong>adoption</strong> guide.</p><div class="dw-request-example">introsample</div>',
  });

  it('has a section per heading of the reference, with its anchor, in the order of the page', () => {
    expect(search.map((section) => section.heading?.id)).toEqual([
      undefined,
      ...sections.map((section) => section.id),
    ]);
    expect(search.map((section) => section.heading?.text).slice(1)).toEqual([
      'Query parameters',
      'Body',
      'Response',
    ]);
  });

  it('holds the prose and the fields the page shows, each in its section', () => {
    const [lead, query, body, response] = search.map((section) => section.html);
    expect(lead).toContain('POST /pets');
    expect(lead).toContain('Adds a pet to the kennelhouse.');
    expect(lead).toContain('<strong>adoption</strong>');
    expect(query).toContain('dry boolean');
    expect(query).toContain('Only check the pet.');
    expect(body).toContain('owner object required');
    expect(body).toContain('Who the pet lives with.');
    expect(response).toContain('201 application/json');
    expect(response).toContain('Added.');
  });

  it("leaves out examples, the playground and a field's child attributes, which the page shows", () => {
    const document = renderSearchDocument({ title: 'Add a pet', search });
    for (const shown of ['vetletters', 'samplewords', 'requestsample', 'playgroundhost', 'introsample']) {
      expect(html, shown).toContain(shown);
      expect(document, shown).not.toContain(shown);
    }
  });
});
