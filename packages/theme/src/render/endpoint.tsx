import type { ApiSpec, AsyncChannel, Operation } from '@docwright/api-model';
import type { TocEntry } from '@docwright/mdx';
import type { PageNeed, ResponseExampleView, WebSocketPlaygroundModel } from '@docwright/page-model';
import type { CodeSample } from '../components/code-group/code-group.tsx';
import { ChannelReference } from '../endpoint/channel-reference.tsx';
import { EndpointReference } from '../endpoint/endpoint-reference.tsx';
import type { PlaygroundView } from '../endpoint/playground.tsx';
import { childrenOpening } from '../endpoint/schema-fields.tsx';
import { SchemaModel } from '../endpoint/schema-model.tsx';
import { SectionsContext } from '../endpoint/section-heading.tsx';
import { recordComponentAnchors } from './component-anchors.ts';
import { type RenderedContent, renderWithNeeds } from './page-needs.ts';
import { recordSearchContent, type SearchContent, searchHtml } from './search-content.ts';
import { markupSearchHtml } from './search-document.ts';

/** A reference that lists schemas' fields: with the ids where it listed a component's fields. */
export interface RenderedSchemaContent extends RenderedContent {
  /** The `#schema-…` ids it carries, where links from other pages to a component's fields land. */
  readonly componentAnchors: readonly string[];
}

/**
 * A rendered reference: its HTML, the browser modules it needs, and the sections it shows, for the
 * page's table of contents.
 */
export interface RenderedReference extends RenderedSchemaContent {
  /** The reference's own `<h2>` sections in order (the page's MDX body brings its own headings). */
  readonly sections: readonly TocEntry[];
  /** What search reads of it (with the page's own text, `introHtml`), recorded as it rendered. */
  readonly search: SearchContent;
}

/** The generated reference of one operation (`EndpointReference`). */
export function renderEndpoint(
  spec: ApiSpec,
  operation: Operation,
  options: {
    fullUrl: boolean;
    samples: readonly CodeSample[];
    playground?: PlaygroundView;
    responseExamples: readonly ResponseExampleView[];
    introHtml?: string;
    ownExamplesHtml?: string;
    /** What the page's own HTML (`introHtml`, `ownExamplesHtml`) needs. */
    pageNeeds?: readonly PageNeed[];
    /** docs.json `api.params.post`. */
    pillKeys?: readonly string[];
    /** docs.json `api.params.expanded: all`: every field's nested fields start open. */
    expanded?: boolean;
    /** docs.json `api.models`: components this page does not expand link to their model pages. */
    modelPages?: boolean;
  },
): RenderedReference {
  const { pageNeeds = [], expanded = false, ...props } = options;
  const sections: TocEntry[] = [];
  const { result, componentAnchors } = recordComponentAnchors(() =>
    recordSearchContent(() =>
      renderWithNeeds(
        <SectionsContext.Provider value={sections}>
          <EndpointReference spec={spec} operation={operation} {...props} />
        </SectionsContext.Provider>,
        pageNeeds,
      ),
    ),
  );
  const rendered = expanded
    ? { ...result.result, html: openFieldChildren(result.result.html) }
    : result.result;
  return { ...rendered, sections, search: result.search, componentAnchors };
}

/**
 * A model page (`openapi-schema` front matter, or docs.json `api.models`): the page's own HTML,
 * then one component of the spec listed in full.
 */
export function renderSchemaModel(
  spec: ApiSpec,
  component: string,
  options: { introHtml?: string; pageNeeds?: readonly PageNeed[]; pillKeys?: readonly string[] } = {},
): RenderedReference {
  const { introHtml = '', pageNeeds = [], pillKeys } = options;
  const sections: TocEntry[] = [];
  const { result, componentAnchors } = recordComponentAnchors(() =>
    recordSearchContent(() => {
      if (introHtml !== '') searchHtml(markupSearchHtml(introHtml));
      return renderWithNeeds(
        <SectionsContext.Provider value={sections}>
          <SchemaModel spec={spec} component={component} pillKeys={pillKeys} />
        </SectionsContext.Provider>,
        pageNeeds,
      );
    }),
  );
  const html = introHtml + result.result.html;
  return { ...result.result, html, sections, search: result.search, componentAnchors };
}

/**
 * An AsyncAPI channel page (`ChannelReference`) as HTML, and the browser modules it needs with
 * those of the page's own HTML before it (`pageNeeds`).
 */
export function renderChannel(
  spec: ApiSpec,
  channel: AsyncChannel,
  playground?: WebSocketPlaygroundModel,
  pageNeeds: readonly PageNeed[] = [],
): RenderedSchemaContent {
  const { result, componentAnchors } = recordComponentAnchors(() =>
    renderWithNeeds(<ChannelReference spec={spec} channel={channel} playground={playground} />, pageNeeds),
  );
  return { ...result, componentAnchors };
}

/** Each field's disclosure of its nested fields (`childrenOpening`, only ever written whole) made open. */
function openFieldChildren(html: string): string {
  return html.replaceAll(childrenOpening, childrenOpening.replace('<details ', '<details open '));
}
