import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiSpec, parseSpec } from '@docwright/api-model';
import { describe, expect, it } from 'vitest';
import { renderEndpoint } from '../src/index.ts';

// Twilio's Conversations API: 103 operations whose pages share components.
const specFile = join(
  import.meta.dirname,
  '../../../../shared/corpus/openapi/twilio/twilio_conversations_v1.json',
);

/** Every id of the markup that names a component's fields, as the build used to find them. */
const idsInMarkup = (html: string) => [...html.matchAll(/ id="(schema-[^"]*)"/g)].map((match) => match[1]);

describe("renderEndpoint's component anchors", () => {
  it('are the `schema-…` ids its markup carries, in order, on every page of a real spec', () => {
    const { spec } = parseSpec(readFileSync(specFile, 'utf8'), 'conversations.json') as { spec: ApiSpec };
    let anchors = 0;
    for (const operation of spec.operations) {
      const rendered = renderEndpoint(spec, operation, { fullUrl: false, samples: [], responseExamples: [] });
      expect(rendered.componentAnchors, operation.key).toEqual(idsInMarkup(rendered.html));
      anchors += rendered.componentAnchors.length;
    }
    expect(spec.operations.length).toBeGreaterThan(100);
    expect(anchors).toBeGreaterThan(50);
  });
});
