import {
  type ApiSpec,
  createSchemaView,
  documentingOperations,
  fillServerUrl,
  groupSharedResponses,
  type Link,
  type MediaTypeObject,
  type Operation,
  type Parameter,
  postPills,
  requiredFieldsFirst,
  requiredFirst,
  SchemaPage,
  schemaPills,
  slugify,
} from '@docwright/api-model';
import type { ResponseExampleView } from '@docwright/page-model';
import { Fragment } from 'preact';
import { type CodeSample, CodeTabs, HighlightedCode } from '../components/code-group/code-group.tsx';
import { componentAnchorRendered } from '../render/component-anchors.ts';
import { searchHtml, searchText } from '../render/search-content.ts';
import { markupSearchHtml } from '../render/search-document.ts';
import { Authorization } from './authorization.tsx';
import { Markdown } from './markdown.tsx';
import { Playground, type PlaygroundView } from './playground.tsx';
import { ResponseExamples } from './response-examples.tsx';
import { FieldList } from './schema-fields.tsx';
import { SectionHeading } from './section-heading.tsx';

export interface EndpointReferenceProps {
  readonly spec: ApiSpec;
  readonly operation: Operation;
  /** `api.url: full` shows the server URL before the path. */
  readonly fullUrl: boolean;
  /** Request examples, in display order (generated, `x-codeSamples`, or none when the page has its own). */
  readonly samples: readonly CodeSample[];
  /** The playground per its display mode; none when absent. */
  readonly playground?: PlaygroundView;
  /** Example response bodies, from the spec or made from its schemas. */
  readonly responseExamples: readonly ResponseExampleView[];
  /** The page's own MDX body (already rendered), shown first in the reference column. */
  readonly introHtml?: string;
  /** The page's own `<RequestExample>` and `<ResponseExample>` blocks (already rendered), shown with the examples. */
  readonly ownExamplesHtml?: string;
  /** docs.json `api.params.post`: schema keys every field shows the value of as a pill. */
  readonly pillKeys?: readonly string[];
  /** docs.json `api.models`: components not expanded here link to their model pages. */
  readonly modelPages?: boolean;
}

const locationTitles = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Headers',
  cookie: 'Cookies',
} as const;

/** The generated reference for one operation: everything a reader needs to call it. */
export function EndpointReference({
  spec,
  operation,
  fullUrl,
  samples,
  playground,
  responseExamples,
  introHtml,
  ownExamplesHtml,
  pillKeys,
  modelPages,
}: EndpointReferenceProps) {
  const page = new SchemaPage();
  const anchors = page.anchors;
  const documenting = documentingOperations(spec);
  const views: ViewContext = {
    page,
    document: spec.document,
    ...(pillKeys && { pillKeys }),
    ...(modelPages && { modelPages }),
    // A component this page stops short of links to the page that shows it in full, if not this one.
    documentedBy: (ref) => {
      const key = documenting.get(ref);
      return key !== operation.key ? key : undefined;
    },
  };
  const server = operation.servers[0];
  const ownFields = operation.page.fieldsInPage === true;
  const base = (fullUrl || ownFields) && server ? fillServerUrl(server).replace(/\/$/, '') : '';
  const hasExamples =
    playground !== undefined || samples.length > 0 || Boolean(ownExamplesHtml) || responseExamples.length > 0;
  // Recorded here, before the components below render theirs: the bar and the page's own text come first.
  searchText([
    operation.webhook ? 'Webhook' : undefined,
    operation.method.toUpperCase(),
    `${operation.webhook ? '' : base}${operation.path}`,
    operation.deprecated ? 'deprecated' : undefined,
  ]);
  if (introHtml) searchHtml(markupSearchHtml(introHtml));
  return (
    <div class="dw-endpoint" data-operation={operation.key}>
      <div class="dw-endpoint-bar">
        {operation.webhook && <span class="dw-badge dw-badge-webhook">Webhook</span>}
        <span class={`dw-method dw-method-${operation.method}`}>{operation.method.toUpperCase()}</span>
        <code class="dw-endpoint-path">
          {operation.webhook ? '' : base}
          {operation.path}
        </code>
        {operation.deprecated && <span class="dw-badge dw-badge-deprecated">deprecated</span>}
      </div>
      <div class="dw-endpoint-columns">
        {hasExamples && (
          <aside class="dw-endpoint-examples" aria-label="Examples" data-markdown-ignore>
            {playground && <Playground view={playground} />}
            {samples.length > 0 && (
              <CodeTabs samples={samples} label="Request examples" idPrefix="dw-endpoint-cg" />
            )}
            {ownExamplesHtml && (
              <div class="dw-own-examples" dangerouslySetInnerHTML={{ __html: ownExamplesHtml }} />
            )}
            <ResponseExamples examples={responseExamples} />
          </aside>
        )}
        <div class="dw-endpoint-main">
          {introHtml && <div class="dw-endpoint-intro" dangerouslySetInnerHTML={{ __html: introHtml }} />}
          <Markdown text={operation.description} />
          {!ownFields && <Authorization spec={spec} operation={operation} />}
          {!ownFields && <ParameterSections operation={operation} {...views} />}
          {!ownFields && operation.requestBody && operation.requestBody.content.length > 0 && (
            <section class="dw-section">
              <SectionHeading id={anchors.claim('body')}>
                {operation.webhook ? 'Payload' : 'Body'}
              </SectionHeading>
              <Markdown text={operation.requestBody.description} />
              {operation.requestBody.content.map((media) => (
                <MediaSection key={media.mediaType} media={media} {...views} prefix={[]} requiredFirst />
              ))}
            </section>
          )}
          {operation.responses.length > 0 && (
            <section class="dw-section">
              <SectionHeading id={anchors.claim('response')}>Response</SectionHeading>
              {groupSharedResponses(operation.responses).map(({ response, statuses }) => (
                <details class="dw-response" key={response.status} open={response === operation.responses[0]}>
                  <summary>
                    {statuses.map((status) => (
                      <Fragment key={status}>
                        <span class={`dw-status dw-status-${status.charAt(0)}`}>{status}</span>{' '}
                      </Fragment>
                    ))}
                    {response.content[0]?.mediaType ?? ''}
                    <SearchText parts={[...statuses, response.content[0]?.mediaType]} summary />
                  </summary>
                  <Markdown text={response.description} />
                  {response.content.map((media) => (
                    <MediaSection
                      key={media.mediaType}
                      media={media}
                      {...views}
                      prefix={['response', response.status]}
                      exampleShownApart
                      {...(isErrorStatus(response.status) && { componentLevels: errorComponentLevels })}
                    />
                  ))}
                  <Links links={response.links} />
                </details>
              ))}
            </section>
          )}
          {operation.callbacks.length > 0 && (
            <section class="dw-section">
              <SectionHeading id={anchors.claim('callbacks')}>Callbacks</SectionHeading>
              {operation.callbacks.flatMap((callback) =>
                callback.operations.map((hook) => (
                  <details class="dw-response" key={`${callback.name} ${hook.key}`}>
                    <summary>
                      <strong>{callback.name}</strong>{' '}
                      <span class={`dw-nav-method dw-method-${hook.method}`}>
                        {hook.method.toUpperCase()}
                      </span>{' '}
                      <code>{callback.expression}</code>
                      <SearchText
                        parts={[callback.name, hook.method.toUpperCase(), callback.expression]}
                        summary
                      />
                    </summary>
                    <Markdown text={hook.description ?? hook.summary} />
                    {hook.requestBody?.content.map((media) => (
                      <MediaSection
                        key={media.mediaType}
                        media={media}
                        {...views}
                        prefix={['callback', callback.name]}
                      />
                    ))}
                  </details>
                )),
              )}
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

/** Words search reads at this point of the page, a disclosure's label if `summary`; renders nothing. */
function SearchText({
  parts,
  summary = false,
}: {
  parts: readonly (string | undefined)[];
  summary?: boolean;
}) {
  searchText(parts, summary ? 'summary' : 'p');
  return null;
}

function Links({ links }: { links: readonly Link[] }) {
  if (links.length === 0) return null;
  searchText(['Links']);
  return (
    <div class="dw-links">
      <p class="dw-variants-label">Links</p>
      <ul class="dw-fields">
        {links.map((link) => (
          <li class="dw-field" key={link.name}>
            <div class="dw-field-head">
              <code class="dw-field-name">{link.name}</code>{' '}
              <span class="dw-field-type">{link.operationId ?? link.operationRef ?? ''}</span>
              <SearchText parts={[link.name, link.operationId ?? link.operationRef]} />
            </div>
            <Markdown text={link.description} />
            {Object.keys(link.parameters).length > 0 && (
              <p class="dw-field-meta">
                {Object.entries(link.parameters).map(([name, expression]) => (
                  <span key={name}>
                    <code>{name}</code> = <code>{expression}</code>
                    <SearchText parts={[name, '=', expression]} />
                  </span>
                ))}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ViewContext {
  page: SchemaPage;
  document: Readonly<Record<string, unknown>>;
  pillKeys?: readonly string[];
  documentedBy?: (ref: string) => string | undefined;
  modelPages?: boolean;
}

function ParameterSections({ operation, ...views }: { operation: Operation } & ViewContext) {
  const clashes = new Set(
    operation.parameters.map((p) => p.name).filter((name, i, all) => all.indexOf(name) !== i),
  );
  const groups = (['path', 'query', 'header', 'cookie'] as const)
    .map((location) => [location, operation.parameters.filter((p) => p.in === location)] as const)
    .filter(([, list]) => list.length > 0);
  return (
    <>
      {groups.map(([location, list]) => (
        <section class="dw-section" key={location}>
          <SectionHeading id={`${location}-parameters`}>{locationTitles[location]}</SectionHeading>
          <FieldList
            fields={requiredFirst(list).map((parameter) =>
              parameterField(parameter, clashes.has(parameter.name), views),
            )}
          />
        </section>
      ))}
    </>
  );
}

function parameterField(parameter: Parameter, clash: boolean, context: ViewContext) {
  const prefix = clash ? [parameter.in, parameter.name] : [parameter.name];
  const view = parameter.schema
    ? createSchemaView(parameter.schema, { ...context, prefix })
    : { type: 'string', fields: [], variants: [] };
  const description = parameter.description ?? view.description;
  const own = parameter.schema ? schemaPills(parameter.schema) : {};
  const post = parameter.schema ? postPills(parameter.schema, own.post, context.pillKeys) : undefined;
  return {
    name: parameter.name,
    anchor: context.page.anchors.claim(slugify(prefix.join('-'))),
    type: view.type,
    required: parameter.required,
    ...(description !== undefined && { description }),
    deprecated: parameter.deprecated,
    nullable: false,
    readOnly: false,
    writeOnly: false,
    ...(Array.isArray(parameter.schema?.enum) && { enum: parameter.schema.enum as unknown[] }),
    ...(parameter.schema?.default !== undefined && { default: parameter.schema.default }),
    constraints: [],
    children: view.fields,
    variants: view.variants,
    ...(own.pre && { pre: own.pre }),
    ...(post && { post }),
  };
}

/** `default`, `4XX`, `404`, `5XX`, `503`... */
const isErrorStatus = (status: string) => status === 'default' || /^[45]/.test(status);

/**
 * An error response lists its own fields and expands the components they reference, but not the
 * components referenced inside those: an API's shared error object may carry whole resources
 * (Stripe's error holds the failed PaymentIntent, PaymentMethod, SetupIntent and source), which
 * every page would otherwise repeat in full; the resources are documented where they are returned.
 */
const errorComponentLevels = 1;

function MediaSection({
  media,
  prefix,
  componentLevels,
  exampleShownApart = false,
  requiredFirst: ordered = false,
  ...context
}: {
  media: MediaTypeObject;
  prefix: string[];
  componentLevels?: number;
  /** A request body: required fields listed first. */
  requiredFirst?: boolean;
  /** The examples column shows this media type's example. */
  exampleShownApart?: boolean;
} & ViewContext) {
  const built = media.schema
    ? createSchemaView(media.schema, {
        ...context,
        prefix,
        ...(componentLevels !== undefined && { componentLevels }),
      })
    : undefined;
  const view = built && ordered ? requiredFieldsFirst(built) : built;
  const example = exampleShownApart ? undefined : (media.example ?? media.examples[0]?.value);
  if (view?.componentAnchor) componentAnchorRendered(view.componentAnchor);
  return (
    <div class="dw-media" id={view?.componentAnchor}>
      <p class="dw-media-type">
        <code>{media.mediaType}</code>
        {view && <span class="dw-field-type"> {view.type}</span>}
        <SearchText parts={[media.mediaType, view?.type]} />
      </p>
      {view && <Markdown text={view.description} />}
      {view && <FieldList fields={view.fields} variants={view.variants} discriminator={view.discriminator} />}
      {example !== undefined && (
        <div class="dw-example" data-markdown-ignore>
          <HighlightedCode
            code={typeof example === 'string' ? example : JSON.stringify(example, null, 2)}
            language="json"
          />
        </div>
      )}
    </div>
  );
}
