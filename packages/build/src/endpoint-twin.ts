import type { ApiSpec, Operation } from '@docwright/spec';
import { endpointMarkdown, operationDocumentMarkdown } from './outputs/endpoint-markdown.ts';
import { createRequestSamples, curlSample, type ExamplesConfig } from './request-samples.ts';

/** What an endpoint page adds to its Markdown twin, and its operation's own OpenAPI document. */
export interface EndpointTwin {
  readonly markdown: string;
  readonly operationDocument?: string;
}

// Twins per operation and examples setting: the main thread makes them while it waits for the
// render-ahead worker (render-ahead/render-in-order.ts), and the page finds them. Loaded specs never change.
const twinsOf = new WeakMap<Operation, WeakMap<object, EndpointTwin>>();

/**
 * The endpoint's twin with the generated request examples; with `ownExamples` (a page's own
 * `<RequestExample>` replaces them), without, and not kept.
 */
export function endpointTwin(
  spec: ApiSpec,
  operation: Operation,
  examples: ExamplesConfig,
  ownExamples = false,
): EndpointTwin {
  if (ownExamples) return makeTwin(spec, operation, examples, false);
  let byExamples = twinsOf.get(operation);
  if (!byExamples) {
    byExamples = new WeakMap();
    twinsOf.set(operation, byExamples);
  }
  let twin = byExamples.get(examples);
  if (!twin) {
    twin = makeTwin(spec, operation, examples, true);
    byExamples.set(examples, twin);
  }
  return twin;
}

function makeTwin(
  spec: ApiSpec,
  operation: Operation,
  examples: ExamplesConfig,
  generated: boolean,
): EndpointTwin {
  const samples = generated ? createRequestSamples(spec, operation, examples) : [];
  const curl = curlSample(spec, operation, samples, examples);
  return {
    markdown: endpointMarkdown(spec, operation, curl),
    ...(spec.format === 'openapi' && { operationDocument: operationDocumentMarkdown(spec, operation) }),
  };
}
