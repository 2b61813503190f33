import { join } from 'node:path';
import { type ApiSpec, loadSpec } from '@docwright/api-model';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { EndpointReference } from '../src/endpoint/endpoint-reference.tsx';

const corpus = join(import.meta.dirname, '../../../../shared/corpus/openapi');
let spec: ApiSpec;

beforeAll(async () => {
  spec = (await loadSpec(corpus, 'stripe/spec3.json')).spec as ApiSpec;
}, 60_000);

function pageOf(key: string): { html: string; ids: string[] } {
  const operation = spec.operations.find((op) => op.key === key);
  if (!operation) throw new Error(`no ${key}`);
  const html = renderToString(
    h(EndpointReference, { spec, operation, fullUrl: false, samples: [], responseExamples: [] }),
  );
  return { html, ids: [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1] as string) };
}

describe('error responses on a real API (Stripe)', () => {
  it('list the error object and its own fields, without the resources nested in it', () => {
    const { ids, html } = pageOf('GET /v1/charges/{charge}');
    // Where the PaymentIntent is shown in full instead: the build points the link at that page.
    expect(html).toContain(
      `Fields of <code>payment_intent</code> are listed on the page of <a href="dw-operation:${encodeURIComponent('GET /v1/payment_intents/{intent}')}#schema-payment-intent">`,
    );
    expect(ids).toEqual(
      expect.arrayContaining([
        'response-default-error',
        'response-default-error-code',
        'response-default-error-payment-intent',
        'response-default-error-source',
      ]),
    );
    // Stripe's error holds a whole PaymentIntent, PaymentMethod, SetupIntent and payment source.
    expect(ids.filter((id) => id.startsWith('response-default-error-payment-intent-'))).toEqual([]);
    expect(ids.filter((id) => id.startsWith('response-default-error-source-'))).toEqual([]);
  });

  it('leave success responses expanded as deep as before', () => {
    const { ids } = pageOf('GET /v1/charges/{charge}');
    // billing_details is a component at the first level, its address one at the second.
    expect(ids).toContain('response-200-billing-details-address-city');
  });

  it('make the page a fraction of what repeating the nested resources made it', () => {
    const { html } = pageOf('GET /v1/sigma/scheduled_query_runs');
    const error = html.slice(html.indexOf('dw-status-d">default'));
    expect(error.length).toBeLessThan(20_000);
    expect(error).toContain('A PaymentIntent guides you through the process');
  });
});
