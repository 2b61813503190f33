import { readFileSync } from 'node:fs';
import type { ApiSpec, AsyncChannel, Operation } from '@docwright/spec';
import type { ComponentType } from 'preact';
import * as jsxRuntime from 'preact/jsx-runtime';
import { renderToString } from 'preact-render-to-string';
import type { CodeSample } from './components/code-group.tsx';
import { mdxComponents, UnknownComponent } from './components/index.tsx';
import { ChannelReference } from './endpoint/channel-reference.tsx';
import { EndpointReference } from './endpoint/endpoint-reference.tsx';

/** The JSX runtime MDX pages are evaluated with. */
export const pageRuntime = { Fragment: jsxRuntime.Fragment, jsx: jsxRuntime.jsx, jsxs: jsxRuntime.jsxs };

export const knownComponentNames: ReadonlySet<string> = new Set(Object.keys(mdxComponents));

type MdxPageComponent = ComponentType<{ components?: Record<string, unknown> }>;

/** Renders an evaluated MDX page; components it uses that the theme lacks render their children. */
export function renderMdxContent(Content: unknown, usedComponents: readonly string[]): string {
  const components: Record<string, unknown> = { ...mdxComponents };
  for (const name of usedComponents) components[name] ??= UnknownComponent;
  const Page = Content as MdxPageComponent;
  return renderToString(<Page components={components} />);
}

export function renderEndpoint(
  spec: ApiSpec,
  operation: Operation,
  options: { fullUrl: boolean; samples: readonly CodeSample[] },
): string {
  return renderToString(
    <EndpointReference
      spec={spec}
      operation={operation}
      fullUrl={options.fullUrl}
      samples={options.samples}
    />,
  );
}

export function renderChannel(spec: ApiSpec, channel: AsyncChannel): string {
  return renderToString(<ChannelReference spec={spec} channel={channel} />);
}

let stylesheet: string | undefined;
let codeGroupsScript: string | undefined;

/** The script that remembers the reader's language and adds copy buttons, served at `codeGroupsScriptPath`. */
export function readCodeGroupsScript(): string {
  codeGroupsScript ??= readFileSync(new URL('./client/code-groups.js', import.meta.url), 'utf8');
  return codeGroupsScript;
}

/** The site's stylesheet, served at `stylesheetPath`. */
export function readStylesheet(): string {
  stylesheet ??= readFileSync(new URL('./styles/site.css', import.meta.url), 'utf8');
  return stylesheet;
}
