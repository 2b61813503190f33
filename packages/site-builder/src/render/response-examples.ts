import {
  derefObject,
  groupSharedResponses,
  isRecord,
  type MediaTypeObject,
  type Operation,
  type Response,
} from '@docwright/api-model';
import type { ResponseExampleView } from '@docwright/page-model';
import { type ExampleBudget, exampleWithinBudget, isFileSchema } from '@docwright/snippets';
import { xmlExample } from './xml-example.ts';

/**
 * Characters of pretty-printed JSON a generated example may take before its deeper levels are cut
 * (about 80 lines): Stripe's invoice nests whole other resources, 37 KB at full depth.
 */
export const generatedExampleBudget: ExampleBudget = { maxChars: 3000, minDepth: 1 };

/**
 * The Markdown twin's budget: smaller, since the twin already lists the fields two levels deep in
 * words and llms-full.txt repeats it for every operation.
 */
const twinExampleBudget: ExampleBudget = { maxChars: 1500, minDepth: 0 };

/**
 * The example bodies of an operation's responses, in the spec's order: the spec's own examples
 * (`example`, `examples`, or the schema's top-level `example`) where it gives any, else one made
 * from the schema. A response without content (`204`) is one view with an empty media type, so
 * the selector still lists the status and says it has no body.
 */
export function createResponseExamples(
  operation: Operation,
  document: unknown,
  budget = generatedExampleBudget,
): ResponseExampleView[] {
  return groupSharedResponses(operation.responses).flatMap(({ response, statuses }) => {
    const views = responseViews(response, document, budget);
    const [, ...sharedBy] = statuses;
    return sharedBy.length === 0 ? views : views.map((view) => ({ ...view, sharedBy }));
  });
}

/**
 * The response examples the Markdown twin shows: every one the spec gives, and of the generated
 * ones only the first success response's (the error bodies an API shares would repeat on every
 * operation), with the twin's smaller budget. Responses without a body are left out: the twin's
 * response list already names them.
 */
export function twinResponseExamples(operation: Operation, document: unknown): ResponseExampleView[] {
  const views = createResponseExamples(operation, document, twinExampleBudget).filter(
    (view) => view.mediaType !== '',
  );
  const shown = views.find((view) => view.generated && view.status.startsWith('2'))?.status;
  const generatedStatus = shown ?? views.find((view) => view.generated)?.status;
  return views.filter((view) => !view.generated || view.status === generatedStatus);
}

function responseViews(response: Response, document: unknown, budget: ExampleBudget): ResponseExampleView[] {
  if (response.content.length === 0) {
    return [{ status: response.status, mediaType: '', code: '', language: 'text', generated: false }];
  }
  return response.content.flatMap((media) => mediaViews(response.status, media, document, budget));
}

type MediaKind = 'json' | 'xml' | 'text' | 'binary';

/** How a media type's example reads: JSON, XML, plain text, or a line saying it is binary. */
function mediaKind(media: MediaTypeObject, document: unknown): MediaKind {
  const type = media.mediaType.toLowerCase().split(';')[0]?.trim() ?? '';
  if (/[/+]json$/.test(type) || type === '*/*' || type === 'application/json-seq') return 'json';
  if (/[/+]xml$/.test(type)) return 'xml';
  if (media.schema && isFileSchema(document, media.schema)) return 'binary';
  if (type.startsWith('text/')) return 'text';
  if (/^application\/(x-www-form-urlencoded|x-ndjson|jsonl|yaml|x-yaml|graphql)/.test(type)) return 'text';
  return 'binary';
}

function mediaViews(
  status: string,
  media: MediaTypeObject,
  document: unknown,
  budget: ExampleBudget,
): ResponseExampleView[] {
  const kind = mediaKind(media, document);
  const view = (value: unknown, generated: boolean, title?: string): ResponseExampleView => ({
    status,
    mediaType: media.mediaType,
    ...(title !== undefined && { title }),
    ...format(kind, value, media, document),
    generated,
  });
  if (media.example !== undefined) return [view(media.example, false)];
  const named = media.examples.filter((example) => example.value !== undefined);
  if (named.length > 0) {
    return named.map((example) =>
      view(example.value, false, named.length > 1 ? (example.summary ?? example.name) : undefined),
    );
  }
  if (kind === 'binary') return [view(undefined, false)];
  const schema = derefObject(document, media.schema);
  if (!schema) return [];
  if (schema.example !== undefined) return [view(schema.example, false)];
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return [view(schema.examples[0], false)];
  const value = generatedValue(media.schema, document, budget);
  return value === undefined ? [] : [view(value, true)];
}

function format(
  kind: MediaKind,
  value: unknown,
  media: MediaTypeObject,
  document: unknown,
): { code: string; language: string } {
  if (kind === 'binary') return { code: `<binary ${media.mediaType}>`, language: 'text' };
  if (typeof value === 'string') return { code: value, language: kind === 'json' ? 'json' : kind };
  if (kind === 'xml') return { code: xmlExample(value, media.schema, document), language: 'xml' };
  return { code: JSON.stringify(value, null, 2) ?? 'null', language: kind === 'json' ? 'json' : 'text' };
}

// Every page of an API repeats its shared responses (Stripe's error object on all 417): a `$ref`'d
// schema's example is made once per document.
const byRef = new WeakMap<object, Map<string, unknown>>();

function generatedValue(schema: unknown, document: unknown, budget: ExampleBudget): unknown {
  const make = () =>
    exampleWithinBudget(schema, { document, requiredOnly: false, direction: 'response' }, budget);
  const ref = isRecord(schema) && typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (!ref || !isRecord(document)) return make();
  let cache = byRef.get(document);
  if (!cache) {
    cache = new Map();
    byRef.set(document, cache);
  }
  const key = `${budget.maxChars} ${budget.minDepth} ${ref}`;
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key);
}
