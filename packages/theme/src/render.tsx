import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  highlightStylesheet,
  isUnsafeElement,
  isUnsafeStylesheet,
  unsafeAttributeReason,
} from '@docwright/mdx';
import type { ApiSpec, AsyncChannel, Operation } from '@docwright/spec';
import type { ComponentType } from 'preact';
import * as jsxRuntime from 'preact/jsx-runtime';
import { renderToString } from 'preact-render-to-string';
import type { CodeSample } from './components/code-group.tsx';
import { mdxComponents, UnknownComponent } from './components/index.tsx';
import { ChannelReference } from './endpoint/channel-reference.tsx';
import { EndpointReference } from './endpoint/endpoint-reference.tsx';
import type { PlaygroundView } from './endpoint/playground.tsx';
import type { WebSocketPlaygroundModel } from './endpoint/playground-model.ts';
import { type IconSettings, IconSettingsContext } from './icons/icon-settings.ts';
import { feedbackScriptPath } from './integrations/feedback.ts';
import { consentScriptPath } from './integrations/page-markup.ts';
import { chromeScriptPath, codeScriptPath, playgroundScriptPath } from './layouts/document.ts';
import { searchScriptPath } from './layouts/search.ts';

type CreateElement = (type: unknown, props: Record<string, unknown>, key?: unknown) => unknown;

/**
 * Creates HTML elements only without what runs script. The compile step already removed such
 * markup with a warning; this catches what expressions and exported components build at run time.
 */
function guarded(create: CreateElement): CreateElement {
  return (type, props, key) => {
    if (typeof type !== 'string') return create(type, props, key);
    if (isUnsafeElement(type)) return null;
    if (type === 'style' && typeof props.children === 'string' && isUnsafeStylesheet(props.children))
      return null;
    let safe = props;
    for (const [name, value] of Object.entries(props)) {
      if (name === 'children') continue;
      if (unsafeAttributeReason(name, typeof value === 'string' ? value : undefined) === undefined) continue;
      if (safe === props) safe = { ...props };
      delete safe[name];
    }
    return create(type, safe, key);
  };
}

/** The JSX runtime MDX pages are evaluated with. */
export const pageRuntime = {
  Fragment: jsxRuntime.Fragment,
  jsx: guarded(jsxRuntime.jsx as CreateElement),
  jsxs: guarded(jsxRuntime.jsxs as CreateElement),
};

export const knownComponentNames: ReadonlySet<string> = new Set(Object.keys(mdxComponents));

type MdxPageComponent = ComponentType<{ components?: Record<string, unknown> }>;

/** Renders an evaluated MDX page; components it uses that the theme lacks render their children. */
/** The theme's components, a stand-in for each used one it lacks, and the page's own (e.g. `Snippet`). */
function pageComponents(
  usedComponents: readonly string[],
  own: Record<string, unknown>,
): Record<string, unknown> {
  const components: Record<string, unknown> = { ...mdxComponents, ...own };
  for (const name of usedComponents) components[name] ??= UnknownComponent;
  return components;
}

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

export function renderEndpoint(
  spec: ApiSpec,
  operation: Operation,
  options: { fullUrl: boolean; samples: readonly CodeSample[]; playground?: PlaygroundView },
): string {
  return renderToString(
    <EndpointReference
      spec={spec}
      operation={operation}
      fullUrl={options.fullUrl}
      samples={options.samples}
      {...(options.playground && { playground: options.playground })}
    />,
  );
}

export function renderChannel(
  spec: ApiSpec,
  channel: AsyncChannel,
  playground?: WebSocketPlaygroundModel,
): string {
  return renderToString(<ChannelReference spec={spec} channel={channel} playground={playground} />);
}

/**
 * The browser scripts, by site path (no leading `/`): the TypeScript entry of each under
 * `client/` (its own project, DOM only). `docs build` compiles them with esbuild into plain
 * ES modules (`clientBundleFiles` in the build); nothing here reads or compiles them.
 */
export function clientScriptSources(): Map<string, string> {
  const source = (file: string) => fileURLToPath(new URL(`./client/${file}`, import.meta.url));
  return new Map([
    [chromeScriptPath.slice(1), source('chrome.ts')],
    [codeScriptPath.slice(1), source('code.ts')],
    [playgroundScriptPath.slice(1), source('playground/index.ts')],
    [searchScriptPath.slice(1), source('search.ts')],
    [consentScriptPath.slice(1), source('consent.ts')],
    [feedbackScriptPath.slice(1), source('feedback.ts')],
  ]);
}

let stylesheet: string | undefined;
/** The files of the site's stylesheet, in cascade order. */
const stylesheetFiles = [
  'site.css',
  'chrome.css',
  'icons.css',
  'content.css',
  'code.css',
  'search.css',
  'playground.css',
  'feedback.css',
];

/** The site's stylesheet (its files joined), served at `stylesheetPath`. */
export function readStylesheet(): string {
  stylesheet ??= [
    ...stylesheetFiles.map((file) => readFileSync(new URL(`./styles/${file}`, import.meta.url), 'utf8')),
    highlightStylesheet(),
  ].join('\n');
  return stylesheet;
}

/** KaTeX's stylesheet and its WOFF2 fonts (every browser KaTeX supports reads WOFF2), as output path -> file on disk. */
export function katexAssets(): Map<string, string> {
  const dist = join(dirname(createRequire(import.meta.url).resolve('katex/package.json')), 'dist');
  const assets = new Map([['_docwright/katex/katex.min.css', join(dist, 'katex.min.css')]]);
  for (const font of readdirSync(join(dist, 'fonts'))) {
    if (font.endsWith('.woff2')) assets.set(`_docwright/katex/fonts/${font}`, join(dist, 'fonts', font));
  }
  return assets;
}
