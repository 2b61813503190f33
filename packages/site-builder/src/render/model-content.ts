import { type ApiSpec, SchemaPage } from '@docwright/api-model';
import type { TocEntry } from '@docwright/mdx';
import type { PageNeed, SearchContent } from '@docwright/page-model';
import { renderSchemaModel } from '@docwright/theme';
import { fence, schemaFields } from './endpoint-markdown.ts';
import { markdownLine } from './markdown-line.ts';
import type { RenderContext } from './render-page.ts';

interface ModelContent {
  readonly html: string;
  readonly needs: readonly PageNeed[];
  readonly toc: readonly TocEntry[];
  readonly markdown: string;
  readonly search: SearchContent;
  readonly componentAnchors: readonly string[];
}

/**
 * A model page's content: the page's own MDX body (if any), then the component listed in full;
 * its twin lists the fields and ends with the component's schema as the spec writes it.
 */
export function renderModelContent(
  spec: ApiSpec,
  component: string,
  context: RenderContext,
  page: { html: string; needs: readonly PageNeed[] },
): ModelContent {
  const pillKeys = context.params?.post;
  const rendered = renderSchemaModel(spec, component, {
    introHtml: page.html,
    pageNeeds: page.needs,
    ...(pillKeys && { pillKeys }),
  });
  const ref = { $ref: `#/components/schemas/${component.replaceAll('~', '~0').replaceAll('/', '~1')}` };
  const fields = schemaFields(spec, ref, new SchemaPage(), [], '', pillKeys);
  const components = spec.document.components as { schemas?: Record<string, unknown> } | undefined;
  const schema = components?.schemas?.[component];
  const markdown = [
    `## ${markdownLine(component)}`,
    ...(fields.length > 0 ? [fields.join('\n')] : []),
    fence('json', JSON.stringify(schema ?? {}, null, 2)),
  ].join('\n\n');
  return {
    html: rendered.html,
    needs: rendered.needs,
    toc: rendered.sections,
    markdown,
    search: rendered.search,
    componentAnchors: rendered.componentAnchors,
  };
}
