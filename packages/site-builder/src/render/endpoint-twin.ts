import type { ApiSpec, Operation } from '@docwright/api-model';
import { endpointMarkdown, operationDocumentMarkdown } from './endpoint-markdown.ts';
import { createRequestSamples, curlSample, type ExamplesConfig } from './request-samples.ts';
import { twinResponseExamples } from './response-examples.ts';

/** What an endpoint page adds to its Markdown twin, and its operation's own OpenAPI document. */
interface EndpointTwin {
  readonly markdown: string;
  readonly operationDocument?: string;
}

/** How the site's twins show an endpoint. */
export interface TwinOptions {
  /** docs.json `api.params.post`: schema keys shown as pills. */
  readonly pillKeys?: readonly string[] | undefined;
  /** docs.json `markdown.schema` (default true): the twin ends with the operation's OpenAPI document. */
  readonly withSpec: boolean;
}

// Twins made ahead (`prepareEndpointTwin`), per operation and examples setting, until the page's
// render takes them: the main thread makes them while it waits for the render-ahead worker.
const prepared = new WeakMap<Operation, WeakMap<object, { twin: EndpointTwin; withSpec: boolean }>>();

/** Makes the endpoint's twin (with the generated request examples) now, for its render to take. */
export function prepareEndpointTwin(
  spec: ApiSpec,
  operation: Operation,
  examples: ExamplesConfig,
  options: TwinOptions,
): void {
  let byExamples = prepared.get(operation);
  if (!byExamples) {
    byExamples = new WeakMap();
    prepared.set(operation, byExamples);
  }
  if (!byExamples.has(examples))
    byExamples.set(examples, {
      twin: makeTwin(spec, operation, examples, true, options),
      withSpec: options.withSpec,
    });
}

/**
 * The endpoint's twin with the generated request examples, or without them with `ownExamples` (a
 * page's own `<RequestExample>` replaces them). Takes the one made ahead, if any.
 */
export function endpointTwin(
  spec: ApiSpec,
  operation: Operation,
  examples: ExamplesConfig,
  ownExamples: boolean,
  options: TwinOptions,
): EndpointTwin {
  const byExamples = prepared.get(operation);
  const ahead = byExamples?.get(examples);
  byExamples?.delete(examples);
  return ahead && !ownExamples && ahead.withSpec === options.withSpec
    ? ahead.twin
    : makeTwin(spec, operation, examples, !ownExamples, options);
}

function makeTwin(
  spec: ApiSpec,
  operation: Operation,
  examples: ExamplesConfig,
  generated: boolean,
  { pillKeys, withSpec }: TwinOptions,
): EndpointTwin {
  const samples = generated ? createRequestSamples(spec, operation, examples) : [];
  const curl = curlSample(spec, operation, samples, examples);
  const responses = twinResponseExamples(operation, spec.document);
  const withDocument = withSpec && spec.format === 'openapi';
  return {
    markdown: endpointMarkdown(spec, operation, curl, responses, pillKeys, withDocument),
    ...(withDocument && { operationDocument: operationDocumentMarkdown(spec, operation) }),
  };
}
