import type { ComponentType } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { mdxComponents, UnknownComponent } from '../components/index.tsx';
import { type IconSettings, IconSettingsContext } from '../icons/icon-settings.ts';

export const knownComponentNames: ReadonlySet<string> = new Set(Object.keys(mdxComponents));

type MdxPageComponent = ComponentType<{ components?: Record<string, unknown> }>;

/** The theme's components, a stand-in for each used one it lacks, and the page's own (e.g. `Snippet`). */
function pageComponents(
  usedComponents: readonly string[],
  own: Record<string, unknown>,
): Record<string, unknown> {
  const components: Record<string, unknown> = { ...mdxComponents, ...own };
  for (const name of usedComponents) components[name] ??= UnknownComponent;
  return components;
}

/** Renders an evaluated MDX page; components it uses that the theme lacks render their children. */
export function renderMdxContent(
  Content: unknown,
  usedComponents: readonly string[],
  own: Record<string, unknown> = {},
  icons: IconSettings = { library: 'fontawesome' },
): string {
  const Page = Content as MdxPageComponent;
  return renderToString(
    <IconSettingsContext.Provider value={icons}>
      <Page components={pageComponents(usedComponents, own)} />
    </IconSettingsContext.Provider>,
  );
}

/**
 * An imported MDX snippet as a component pages can use (`<SnippetIntro />`): it renders with the
 * theme's components, as Mintlify's snippets do, plus whatever the page passes.
 */
export function createSnippetComponent(
  Content: unknown,
  usedComponents: readonly string[],
  own: Record<string, unknown> = {},
): ComponentType<Record<string, unknown>> {
  const Snippet = Content as MdxPageComponent;
  const components = pageComponents(usedComponents, own);
  return (props: Record<string, unknown>) => (
    <Snippet {...props} components={{ ...components, ...(props.components as Record<string, unknown>) }} />
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
