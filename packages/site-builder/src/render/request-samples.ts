import type { ApiSpec, Operation } from '@docwright/api-model';
import type { ApiConfig } from '@docwright/config';
import { languageKeyOf, sampleLanguage } from '@docwright/config';
import type { CodeSample } from '@docwright/page-model';
import { findTarget, generateSnippets } from '@docwright/snippets';

export type ExamplesConfig = ApiConfig['examples'];

// Samples per operation and examples settings: a build asks for each route's twice, once to
// highlight them ahead (render-ahead/) and once to render the page. Loaded specs never change.
const samplesOf = new WeakMap<Operation, WeakMap<object, readonly CodeSample[]>>();

/**
 * The request examples an endpoint page shows: the spec's `x-codeSamples` first, then the generated
 * snippets in `api.examples.languages` order (none with `autogenerate: false`). Webhooks get none:
 * the API sends those requests, the reader does not.
 */
export function createRequestSamples(
  spec: ApiSpec,
  operation: Operation,
  examples: ExamplesConfig,
): readonly CodeSample[] {
  let byExamples = samplesOf.get(operation);
  if (!byExamples) {
    byExamples = new WeakMap();
    samplesOf.set(operation, byExamples);
  }
  let samples = byExamples.get(examples);
  if (!samples) {
    samples = requestSamples(spec, operation, examples);
    byExamples.set(examples, samples);
  }
  return samples;
}

/** The highlighting languages of the generated examples (`bash`, `python`...). */
export function generatedSampleSyntaxes(examples: ExamplesConfig): string[] {
  return examples.languages.flatMap((key) => findTarget(key)?.syntax ?? []);
}

function requestSamples(spec: ApiSpec, operation: Operation, examples: ExamplesConfig): CodeSample[] {
  if (operation.webhook) return [];
  const custom = operation.codeSamples.map((sample): CodeSample => {
    const key = languageKeyOf(sample.lang);
    return {
      label: sample.label ?? sample.lang,
      language: sampleLanguage(sample.lang),
      syntax: (key && findTarget(key)?.syntax) ?? sample.lang.toLowerCase(),
      code: sample.source,
    };
  });
  if (!examples.autogenerate) return custom;
  const generated = generateSnippets(spec, operation, examples.languages, {
    defaults: examples.defaults,
  }).map(
    (snippet): CodeSample => ({
      label: snippet.label,
      language: snippet.key,
      syntax: snippet.syntax,
      code: snippet.code,
      generated: true,
    }),
  );
  return [...custom, ...generated];
}

/**
 * The one curl example of an endpoint's Markdown twin: the page's own (`x-codeSamples` in curl or
 * shell) or generated one when it shows one, else one generated for the twin alone. None for
 * webhooks, or when only hand-written samples are allowed and none is curl.
 */
export function curlSample(
  spec: ApiSpec,
  operation: Operation,
  shown: readonly CodeSample[],
  examples: ExamplesConfig,
): CodeSample | undefined {
  if (operation.webhook) return undefined;
  const own = shown.find((sample) => sample.language === 'bash');
  if (own || !examples.autogenerate) return own;
  const [snippet] = generateSnippets(spec, operation, ['bash'], { defaults: examples.defaults });
  return (
    snippet && { label: snippet.label, language: snippet.key, syntax: snippet.syntax, code: snippet.code }
  );
}
