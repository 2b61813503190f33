import { type ApiSpec, channelKey, documentingOperations, fingerprint } from '@docwright/api-model';
import { type ApiConfig, type CodeThemeChoice, codeThemesOf, type DocsConfig } from '@docwright/config';
import type { IconLibrary } from '@docwright/theme';
import type { PageSource } from '../load/discover.ts';
import type { RouteEntry } from '../plan/routes.ts';
import type { RenderContext } from './render-page.ts';
import type { ExamplesConfig } from './request-samples.ts';

/** What every route renders with: the site's folder and the docs.json settings that shape a page. */
export interface RenderSettings {
  readonly siteDir: string;
  readonly fullUrl: boolean;
  readonly examples: ExamplesConfig;
  readonly playground: ApiConfig['playground'];
  readonly iconLibrary: IconLibrary;
  /** `api.mdx`: the server and auth of MDX-only `api:` pages. */
  readonly mdx?: ApiConfig['mdx'];
  /** docs.json `variables`: `{{name}}` in page and snippet text. */
  readonly variables: Readonly<Record<string, string>>;
  /** `api.params`: nested fields expanded or not, and the schema keys shown as pills. */
  readonly params?: ApiConfig['params'];
  /** docs.json `theme`, which decides whether a page's `center` or `frame` mode applies. */
  readonly theme: string;
  /** `styling.codeblocks`' Shiki themes; none for GitHub's light and dark. */
  readonly codeThemes?: CodeThemeChoice;
  /** docs.json `api.models`: every component has a model page, which schema links reach. */
  readonly models?: boolean;
  /** docs.json `markdown.schema: false`: endpoint twins end without their operation's OpenAPI document. */
  readonly withoutSpecInTwins?: true;
}

/** The inputs of one route: its page file, and the spec, operation or channel it is bound to. */
export function routeContext(
  entry: RouteEntry,
  settings: RenderSettings,
  page: PageSource | undefined,
  spec: ApiSpec | undefined,
): RenderContext {
  const operation = spec?.operations.find((op) => op.key === entry.binding?.key);
  const channel = spec?.channels.find((c) => channelKey(c.id) === entry.binding?.key);
  const schema = spec && entry.schema?.specId === spec.id ? entry.schema.component : undefined;
  return {
    ...settings,
    ...(page && { page }),
    ...(spec && entry.binding && { spec }),
    ...(spec && schema !== undefined && { schema: { spec, component: schema } }),
    ...(operation && { operation }),
    ...(channel && { channel }),
  };
}

/** The fingerprint of the operation or channel a route shows, if any. */
export function boundFingerprint(entry: RouteEntry, spec: ApiSpec | undefined): string | undefined {
  if (!entry.binding || !spec) return undefined;
  const key = entry.binding.key;
  return (
    spec.operations.find((op) => op.key === key)?.fingerprint ??
    spec.channels.find((c) => channelKey(c.id) === key)?.fingerprint
  );
}

const documentingKeys = new WeakMap<ApiSpec, string>();

/**
 * The fingerprint of which operation's page shows each of the spec's components in full: any
 * endpoint page of the spec may link there (see `documentingOperations`).
 */
export function documentingKey(spec: ApiSpec): string {
  let key = documentingKeys.get(spec);
  if (key === undefined) {
    key = fingerprint([...documentingOperations(spec)]);
    documentingKeys.set(spec, key);
  }
  return key;
}

/** What docs.json says about rendering routes, for the site in `siteDir`. */
export function renderSettings(siteDir: string, config: DocsConfig): RenderSettings {
  return {
    siteDir,
    fullUrl: config.api.url === 'full',
    examples: config.api.examples,
    playground: config.api.playground,
    iconLibrary: config.icons?.library ?? 'fontawesome',
    ...(config.api.models === true && { models: true }),
    ...(config.api.mdx && { mdx: config.api.mdx }),
    variables: config.variables ?? {},
    ...(config.api.params && { params: config.api.params }),
    theme: config.theme,
    ...(config.markdown?.schema === false && { withoutSpecInTwins: true }),
    ...withCodeThemes(codeThemesOf(config.styling?.codeblocks)),
  };
}

const withCodeThemes = (codeThemes: CodeThemeChoice | undefined) => (codeThemes ? { codeThemes } : {});
