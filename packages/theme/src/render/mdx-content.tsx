import type { ComponentType } from 'preact';
import { mdxComponents, withStandIns } from '../components/index.tsx';
import { type IconSettings, IconSettingsContext } from '../icons/icon-settings.ts';
import { type RenderedContent, renderWithNeeds } from './page-needs.ts';

export const knownComponentNames: ReadonlySet<string> = new Set(Object.keys(mdxComponents));

type MdxPageComponent = ComponentType<{ components?: Record<string, unknown> }>;

/**
 * The theme's components, the page's own (e.g. `Snippet`), the components its snippets export for
 * names the theme lacks (`shared`), and a stand-in for each used one nothing provides.
 */
function pageComponents(
  usedComponents: readonly string[],
  own: Record<string, unknown>,
  shared: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  return withStandIns({ ...shared, ...mdxComponents, ...own }, usedComponents);
}

/**
 * Renders an evaluated MDX page, and names the browser modules it needs; components it uses that
 * the theme lacks render their children.
 */
export function renderMdxContent(
  Content: unknown,
  usedComponents: readonly string[],
  own: Record<string, unknown> = {},
  icons: IconSettings = { library: 'fontawesome' },
  shared: Readonly<Record<string, unknown>> = {},
): RenderedContent {
  const Page = Content as MdxPageComponent;
  return renderWithNeeds(
    <IconSettingsContext.Provider value={icons}>
      <Page components={pageComponents(usedComponents, own, shared)} />
    </IconSettingsContext.Provider>,
  );
}

/**
 * An imported MDX snippet as a component pages can use (`<SnippetIntro />`): it renders with the
 * theme's components, as Mintlify's snippets do, the page's shared exports (read when it renders,
 * once every import has run), plus whatever the page passes.
 */
export function createSnippetComponent(
  Content: unknown,
  usedComponents: readonly string[],
  own: Record<string, unknown> = {},
  shared: Readonly<Record<string, unknown>> = {},
): ComponentType<Record<string, unknown>> {
  const Snippet = Content as MdxPageComponent;
  return (props: Record<string, unknown>) => (
    <Snippet
      {...props}
      components={{
        ...pageComponents(usedComponents, own, shared),
        ...(props.components as Record<string, unknown>),
      }}
    />
  );
}

/** `<Snippet file="...">`: renders the snippet the build loaded for that file. */
export function createSnippetElement(
  snippets: ReadonlyMap<string, ComponentType<Record<string, unknown>>>,
): ComponentType<{ file?: string }> {
  return ({ file }: { file?: string }) => {
    const Snippet = file ? snippets.get(file) : undefined;
    return Snippet ? <Snippet /> : null;
  };
}
