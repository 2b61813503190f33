import type { ApiSpec, Operation } from '@docwright/api-model';
import { fillServerUrl } from '@docwright/api-model';
import { loadLanguages, type TocEntry } from '@docwright/mdx';
import type { PageNeed, SearchContent } from '@docwright/page-model';
import { type PlaygroundView, renderEndpoint, splitOwnExamples } from '@docwright/theme';
import { endpointTwin } from './endpoint-twin.ts';
import { pageAccess } from './page-access.ts';
import { createPlaygroundModel, type PlaygroundDisplay, playgroundDisplay } from './playground-model.ts';
import type { RenderContext } from './render-page.ts';
import { createRequestSamples } from './request-samples.ts';
import { createResponseExamples } from './response-examples.ts';

interface EndpointContent {
  readonly html: string;
  /** The browser modules the page needs, its own HTML's and the reference's. */
  readonly needs: readonly PageNeed[];
  /** The reference's sections, for the table of contents after the page's own headings. */
  readonly toc: readonly TocEntry[];
  readonly markdown: string;
  readonly operationDocument?: string;
  /** The interactive playground's model (JSON), which the page fetches from its own file. */
  readonly playgroundModel?: string;
  /** Its playground is for signed-in readers (`auth`), which a static host cannot tell apart. */
  readonly authPlayground: boolean;
  /** What search reads of the page, its own MDX body included. */
  readonly search: SearchContent;
  /** The `#schema-…` ids where it lists a component's fields. */
  readonly componentAnchors: readonly string[];
}

/**
 * An operation's reference, with the page's own MDX body (if any) at the head of the reference
 * column and the page's own examples moved beside the generated ones.
 */
export async function renderEndpointContent(
  spec: ApiSpec,
  operation: Operation,
  context: RenderContext,
  page: { route: string; html: string; needs: readonly PageNeed[]; components: readonly string[] },
): Promise<EndpointContent> {
  // A page's own <RequestExample> replaces the generated examples.
  const hasOwnRequestExample = page.components.includes('RequestExample');
  const samples = hasOwnRequestExample ? [] : createRequestSamples(spec, operation, context.examples);
  // The endpoint renders synchronously: its examples' grammars (and JSON's, for responses) load first.
  const responseExamples = createResponseExamples(operation, spec.document);
  await loadLanguages([
    ...samples.map((sample) => sample.syntax),
    ...responseExamples.map((e) => e.language),
  ]);
  const display = pagePlaygroundDisplay(operation, context);
  const playground = playgroundView(spec, operation, display, context, page.route);
  const own = splitOwnExamples(page.html);
  const { html, needs, sections, search, componentAnchors } = renderEndpoint(spec, operation, {
    fullUrl: context.fullUrl,
    samples,
    responseExamples,
    ...(playground && { playground }),
    ...(own.rest.trim() !== '' && { introHtml: own.rest }),
    ...(own.examples.length > 0 && { ownExamplesHtml: own.examples.join('') }),
    pageNeeds: page.needs,
    ...(context.params?.post && { pillKeys: context.params.post }),
    expanded: context.params?.expanded === 'all',
    ...(context.models && { modelPages: true }),
  });
  const twin = endpointTwin(spec, operation, context.examples, hasOwnRequestExample, {
    pillKeys: context.params?.post,
    withSpec: !context.withoutSpecInTwins,
  });
  return {
    html,
    needs,
    toc: sections,
    markdown: twin.markdown,
    ...(twin.operationDocument !== undefined && { operationDocument: twin.operationDocument }),
    ...(playground?.display === 'interactive' && { playgroundModel: JSON.stringify(playground.model) }),
    authPlayground: display === 'auth',
    search,
    componentAnchors,
  };
}

/**
 * The playground an endpoint page shows. `auth` playgrounds appear only for signed-in readers,
 * which needs `docs serve`: a static build shows none.
 */
function pagePlaygroundDisplay(operation: Operation, context: RenderContext): PlaygroundDisplay {
  const own = context.page?.frontmatter.playground;
  return playgroundDisplay(
    context.playground.display,
    typeof own === 'string' ? own : operation.page.playground,
    operation,
  );
}

function playgroundView(
  spec: ApiSpec,
  operation: Operation,
  display: PlaygroundDisplay,
  context: RenderContext,
  route: string,
): PlaygroundView | undefined {
  if (operation.webhook) return undefined;
  if (display === 'interactive' || display === 'auth') {
    const model = createPlaygroundModel(spec, operation, {
      playground: context.playground,
      examples: context.examples,
    });
    return display === 'auth'
      ? { display, model, groups: pageAccess(context.page?.frontmatter ?? operation.page.frontmatter).groups }
      : { display, model, modelRoute: route };
  }
  if (display === 'simple') {
    const server = operation.servers[0];
    const base = server ? fillServerUrl(server).replace(/\/$/, '') : '';
    return { display, method: operation.method.toUpperCase(), url: `${base}${operation.path}` };
  }
  return undefined;
}
