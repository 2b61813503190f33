import {
  type ApiSpec,
  type AsyncChannel,
  createSchemaView,
  type FieldView,
  fillServerUrl,
  groupSharedResponses,
  type Operation,
  type Parameter,
  postPills,
  requiredFieldsFirst,
  requiredFirst,
  type SchemaObject,
  SchemaPage,
  schemaPills,
  type VariantView,
} from '@docwright/api-model';
import type { CodeSample, ResponseExampleView } from '@docwright/page-model';
import { prunedOperationJson } from './pruned-openapi.ts';

const parameterLine = (p: Parameter, pillKeys: readonly string[] | undefined) => {
  const type = typeof p.schema?.type === 'string' ? ` (${p.schema.type})` : '';
  const pills = p.schema ? schemaPills(p.schema) : {};
  const post = p.schema ? postPills(p.schema, pills.post, pillKeys) : undefined;
  const required = [...(pills.pre ?? []), p.required && 'required', ...(post ?? [])]
    .filter(Boolean)
    .map((flag) => `, ${flag}`)
    .join('');
  const description = p.description ? `: ${oneLine(p.description)}` : '';
  return `- \`${p.name}\`${type ? ` ${type.trim()}` : ''}${required}${description}`;
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Levels of nested fields the twin lists; deeper ones are in the OpenAPI document that ends it. */
const twinFieldDepth = 2;

/**
 * A schema's fields as a Markdown list, two levels deep, the way the page lists them (name,
 * type, required, description), so the twin says in words what the page shows.
 */
export function schemaFields(
  spec: ApiSpec,
  schema: SchemaObject | undefined,
  page: SchemaPage,
  prefix: readonly string[],
  indent = '',
  pillKeys?: readonly string[],
  ordered = false,
): string[] {
  if (!schema) return [];
  const built = createSchemaView(schema, {
    document: spec.document,
    page,
    prefix,
    levels: twinFieldDepth,
    ...(pillKeys && { pillKeys }),
  });
  // A request body reads required fields first, as the page lists them.
  const view = ordered ? requiredFieldsFirst(built) : built;
  const lines: string[] = [];
  const list = (fields: readonly FieldView[], depth: number, pad: string) => {
    for (const field of fields) {
      const flags = [
        ...(field.pre ?? []),
        field.required && 'required',
        field.deprecated && 'deprecated',
        field.readOnly && 'read-only',
        ...(field.post ?? []),
      ]
        .filter(Boolean)
        .join(', ');
      const description = field.description ? `: ${oneLine(field.description)}` : '';
      lines.push(
        `${pad}- \`${field.name}\` ${field.type}${flags ? `, ${flags}` : ''}${valuesText(field.enum)}${description}`,
      );
      if (depth + 1 < twinFieldDepth) {
        list(field.children, depth + 1, `${pad}  `);
        lines.push(...variantLines(field.variants, `${pad}  `));
      }
    }
  };
  list(view.fields, 0, indent);
  lines.push(...variantLines(view.variants, indent));
  return lines;
}

/** `, one of \`"a"\`, \`""\``: allowed values as JSON, so an empty string reads `""`. */
function valuesText(values: readonly unknown[] | undefined): string {
  if (!values?.length) return '';
  const shown = values.slice(0, 12).map((value) => `\`${JSON.stringify(value)}\``);
  return `, one of ${shown.join(', ')}${values.length > 12 ? ' and more' : ''}`;
}

/** A union's options as the page's "One of" lists them: title, allowed values, constraints. */
function variantLines(variants: readonly VariantView[], pad: string): string[] {
  return variants.map((variant) => {
    const constraints = (variant.constraints ?? []).map((constraint) => `, ${constraint}`).join('');
    const description = variant.description ? `: ${oneLine(variant.description)}` : '';
    return `${pad}- option: ${variant.title}${valuesText(variant.enum)}${constraints}${description}`;
  });
}

/** A fenced code block that no run of backticks inside the code can close. */
export function fence(syntax: string, code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${syntax}\n${code.replace(/\n$/, '')}\n${marks}`;
}

/**
 * The operation as Markdown for the page's twin: request line, parameters, body, one curl
 * example, responses and their examples; each field with the pills the page shows (`pillKeys`:
 * docs.json `api.params.post`).
 */
export function endpointMarkdown(
  spec: ApiSpec,
  operation: Operation,
  example?: CodeSample,
  responseExamples: readonly ResponseExampleView[] = [],
  pillKeys?: readonly string[],
  /** Whether the twin ends with the operation's OpenAPI document (docs.json `markdown.schema`). */
  documentFollows = true,
): string {
  const server = operation.servers[0];
  const lines = [`## ${operation.method.toUpperCase()} ${operation.path}`, ''];
  if (server) lines.push(`Base URL: \`${fillServerUrl(server)}\``, '');
  if (operation.deprecated) lines.push('**Deprecated.**', '');
  if (operation.description) lines.push(operation.description.trim(), '');
  for (const location of ['path', 'query', 'header', 'cookie'] as const) {
    const list = operation.parameters.filter((p) => p.in === location);
    if (list.length === 0) continue;
    lines.push(
      `### ${location[0]?.toUpperCase()}${location.slice(1)} parameters`,
      '',
      ...requiredFirst(list).map((parameter) => parameterLine(parameter, pillKeys)),
      '',
    );
  }
  // One anchor registry for the page, as on the HTML page.
  const schemaPage = new SchemaPage();
  if (operation.requestBody) {
    lines.push('### Request body', '');
    if (operation.requestBody.description) lines.push(operation.requestBody.description.trim(), '');
    lines.push(...operation.requestBody.content.map((m) => `- \`${m.mediaType}\``), '');
    const body = operation.requestBody.content[0]?.schema;
    const fields = schemaFields(spec, body, schemaPage, [], '', pillKeys, true);
    if (fields.length > 0) lines.push(...fields, '');
  }
  if (example) lines.push('### Example request', '', fence('bash', example.code), '');
  if (operation.responses.length > 0) {
    lines.push('### Responses', '');
    for (const { response, statuses } of groupSharedResponses(operation.responses)) {
      lines.push(
        `- ${statuses.map((status) => `\`${status}\``).join(', ')}${response.description ? `: ${oneLine(response.description)}` : ''}`,
      );
      const fields = schemaFields(
        spec,
        response.content[0]?.schema,
        schemaPage,
        ['response'],
        '  ',
        pillKeys,
      );
      lines.push(...fields);
    }
    lines.push('');
  }
  if (responseExamples.length > 0) lines.push(...responseExampleLines(responseExamples, documentFollows));
  lines.push(`Specification: [${spec.id}](/${spec.id})`);
  return lines.join('\n').trim();
}

/** How much of one spec-given example the twin (and so llms-full.txt) repeats. */
const twinExampleChars = 6000;

/** Each example under a line naming its status and media type, a generated one said to be. */
function responseExampleLines(examples: readonly ResponseExampleView[], documentFollows: boolean): string[] {
  const whole = documentFollows
    ? "the whole one is in the OpenAPI document that ends this page's Markdown"
    : 'the whole one is in the specification linked below';
  const lines = ['### Example responses', ''];
  for (const example of examples) {
    const title = example.title ? ` (${example.title})` : '';
    const made = example.generated
      ? ', generated from the schema (the API description gives no example)'
      : '';
    const statuses = [example.status, ...(example.sharedBy ?? [])].map((status) => `\`${status}\``);
    lines.push(`${statuses.join(', ')} \`${example.mediaType}\`${title}${made}:`, '');
    const cutAt =
      example.code.length > twinExampleChars ? example.code.lastIndexOf('\n', twinExampleChars) : -1;
    const code = cutAt > 0 ? example.code.slice(0, cutAt) : example.code;
    lines.push(fence(example.language === 'text' ? '' : example.language, code), '');
    if (cutAt > 0)
      lines.push(
        `(The example is cut after ${code.split('\n').length} of its ${example.code.split('\n').length} lines; ${whole}.)`,
        '',
      );
  }
  return lines;
}

/**
 * The operation as a pruned single-operation OpenAPI document in a fenced JSON block, which ends
 * the endpoint's twin. llms-full.txt leaves it out: it links the whole specification once instead
 * of repeating its components on every page (30 MB for Stripe).
 */
export function operationDocumentMarkdown(spec: ApiSpec, operation: Operation): string {
  const document = prunedOperationJson(spec, operation, `/${spec.id}`);
  return [
    '### OpenAPI',
    '',
    'This operation as an OpenAPI document of its own, with the components it uses:',
    '',
    fence('json', document),
  ].join('\n');
}

/** An AsyncAPI channel as Markdown for the page's twin. */
export function channelMarkdown(spec: ApiSpec, channel: AsyncChannel): string {
  const lines = [`## Channel \`${channel.address}\``, ''];
  const servers = spec.asyncServers.map((s) => `- ${s.name}: \`${s.url}\` (${s.protocol})`);
  if (servers.length > 0) lines.push('### Servers', '', ...servers, '');
  if (channel.description) lines.push(channel.description.trim(), '');
  for (const operation of channel.operations) {
    lines.push(
      `- The application ${operation.action}s (\`${operation.id}\`)${operation.summary ? `: ${operation.summary}` : ''}`,
    );
  }
  if (channel.operations.length > 0) lines.push('');
  if (channel.messages.length > 0) {
    lines.push(
      '### Messages',
      '',
      ...channel.messages.map((m) => `- ${m.title ?? m.name}${m.summary ? `: ${m.summary}` : ''}`),
      '',
    );
  }
  lines.push(`Specification: [${spec.id}](/${spec.id})`);
  return lines.join('\n').trim();
}
