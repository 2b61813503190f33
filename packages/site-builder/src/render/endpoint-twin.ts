import type { ApiSpec, Operation } from '@docwright/api-model';
import { endpointMarkdown, operationDocumentMarkdown } from './endpoint-markdown.ts';
import { createRequestSamples, curlSample, type ExamplesConfig } from './request-samples.ts';
import { twinResponseExamples } from './response-examples.ts';

/** What an endpoint page adds to its Markdown twin, and its operation's own OpenAPI document. */
interface EndpointTwin {
  readonly markdown: string;
  readonly operationDocument?: string;
}

// Twins made ahead (`prepareEndpointTwin`), per operation and examples setting, until the page's
// render takes them: the main thread makes them while it waits for the render-ahead worker.
const prepared = new WeakMap<Operation, WeakMap<object, EndpointTwin>>();

/** Makes the endpoint's twin (with the generated request examples) now, for its render to take. */
export function prepareEndpointTwin(
  spec: ApiSpec,
  operation: Operation,
  examples: ExamplesConfig,
  pillKeys?: readonly string[],
): void {
  let byExamples = prepared.get(operation);
  if (!byExamples) {
    byExamples = new WeakMap();
    prepared.set(operation, byExamples);
  }
  if (!byExamples.has(examples))
    byExamples.set(examples, makeTwin(spec, operation, examples, true, pillKeys));
}

/**
 * The endpoint's twin with the generated request examples, or without them with `ownExamples` (a
 * page's own `<RequestExample>` replaces them). Takes the one made ahead, if any.
 */
export function endpointTwin(
  spec: ApiSpec,
  operation: Operation,
  examples: ExamplesConfig,
  ownExamples = false,
  pillKeys?: readonly string[],
): EndpointTwin {
  const byExamples = prepared.get(operation);
  const ahead = byExamples?.get(examples);
  byExamples?.delete(examples);
  return ahead && !ownExamples ? ahead : makeTwin(spec, operation, examples, !ownExamples, pillKeys);
}

function makeTwin(
  spec: ApiSpec,
  operation: Operation,
  examples: ExamplesConfig,
  generated: boolean,
  pillKeys: readonly string[] | undefined,
): EndpointTwin {
  const samples = generated ? createRequestSamples(spec, operation, examples) : [];
  const curl = curlSample(spec, operation, samples, examples);
  const responses = twinResponseExamples(operation, spec.document);
  return {
    markdown: endpointMarkdown(spec, operation, curl, responses, pillKeys),
    ...(spec.format === 'openapi' && { operationDocument: operationDocumentMarkdown(spec, operation) }),
  };
}
