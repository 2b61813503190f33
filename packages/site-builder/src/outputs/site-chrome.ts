import { createHash } from 'node:crypto';
import {
  appliedContextualOptions,
  type ContextualConfig,
  type DocsConfig,
  mcpContextualOptions,
} from '@docwright/config';
import { codeThemeStylesheet, renderInlineMarkdown } from '@docwright/mdx';
import type { Banner, FontFace, IconRenderer, SiteChrome } from '@docwright/theme';
import type { SiteGraph } from '../plan/routes.ts';

/** A site path as a root-relative URL; absolute URLs stay as they are. */
const assetHref = (path: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(path) ? path : `/${path.replace(/^\/+/, '')}`;

/** What Mintlify writes for a navbar link or button of a `type` given no label. */
const linkTypeLabels: Readonly<Record<string, string>> = { github: 'GitHub', discord: 'Discord' };

/** What every page shows around its content, from `docs.json`. */
export function siteChrome(
  config: DocsConfig,
  graph: SiteGraph,
  icon?: IconRenderer,
  mcpUrl?: string,
): SiteChrome {
  const logo =
    config.logo === undefined
      ? undefined
      : typeof config.logo === 'string'
        ? { light: config.logo, dark: config.logo }
        : config.logo;
  const favicon =
    typeof config.favicon === 'string' ? { light: config.favicon, dark: config.favicon } : config.favicon;
  const primary = config.navbar?.primary;
  const colors = {
    ...(config.colors?.primary !== undefined && { primary: config.colors.primary }),
    ...((config.colors?.light ?? config.colors?.primary) !== undefined && {
      primaryDark: config.colors?.light ?? config.colors?.primary ?? '',
    }),
    ...(config.background?.color?.light !== undefined && { backgroundLight: config.background.color.light }),
    ...(config.background?.color?.dark !== undefined && { backgroundDark: config.background.color.dark }),
  };
  const fonts = fontsOf(config);
  const banner = bannerOf(config);
  const background = backgroundOf(config);
  return {
    name: config.name,
    colors,
    ...(favicon && { favicon: { light: assetHref(favicon.light), dark: assetHref(favicon.dark) } }),
    ...(logo && { logo: { light: assetHref(logo.light), dark: assetHref(logo.dark) } }),
    ...(typeof config.logo === 'object' && config.logo.href !== undefined && { logoHref: config.logo.href }),
    ...(fonts && { fonts }),
    theme: config.theme,
    ...(background && { background }),
    ...(config.styling?.eyebrows && { eyebrows: config.styling.eyebrows }),
    appearance: { default: config.appearance.default, strict: config.appearance.strict },
    ...(config.styling?.codeblocks === 'dark' && { darkCodeBlocks: true }),
    // The render stage set the highlighter's themes (`setCodeThemes`); '' for GitHub's pair.
    ...(codeThemeStylesheet() && { codeThemeCss: codeThemeStylesheet() }),
    navbar: {
      links: (config.navbar?.links ?? []).map((link) => ({
        label: link.label || linkTypeLabels[link.type ?? ''] || '',
        href: link.href,
        ...(link.icon !== undefined && { icon: link.icon }),
      })),
      ...(primary && {
        primary:
          primary.type === 'button'
            ? { label: primary.label, href: primary.href }
            : {
                label: primary.label || linkTypeLabels[primary.type] || '',
                href: primary.href,
                github: primary.type === 'github',
              },
      }),
    },
    footer: {
      socials: Object.entries(config.footer?.socials ?? {}).flatMap(([network, href]) =>
        href ? [{ network, href }] : [],
      ),
      columns: (config.footer?.links ?? []).map((column) => ({
        ...(column.header !== undefined && { header: column.header }),
        items: column.items,
      })),
    },
    ...(banner && { banner }),
    sections: graph.sections,
    ...(icon && { icon }),
    ...(config.contextual && {
      contextual: contextualMenuOf(config.name, config.contextual, specHrefsOf(graph), mcpUrl),
    }),
  };
}

type ContextualMenu = NonNullable<SiteChrome['contextual']>;

/**
 * A page menu (docs.json's `contextual`, or a page's own): the options it shows (the others are
 * `config/not-supported` or `page/not-supported` warnings, MCP entries without an MCP URL among
 * them), where it shows them, and each endpoint page's spec file for `download-spec`.
 */
export function contextualMenuOf(
  siteName: string,
  contextual: ContextualConfig,
  specHrefs: ReadonlyMap<string, string>,
  mcpUrl: string | undefined,
): ContextualMenu {
  const applied = new Set<string>(appliedContextualOptions);
  const options = contextual.options.flatMap((option): ContextualMenu['options'][number][] => {
    if (typeof option === 'string')
      return applied.has(option) && (mcpUrl || !mcpContextualOptions.has(option))
        ? [option as (typeof appliedContextualOptions)[number]]
        : [];
    if (!mcpUrl && JSON.stringify(option.href).includes('$mcp')) return [];
    const href = typeof option.href === 'string' ? { base: option.href, query: [] } : option.href;
    const query = (href.query ?? []).flatMap((pair): [string, string][] => {
      const { key, value } = (pair ?? {}) as { key?: unknown; value?: unknown };
      return typeof key === 'string' && typeof value === 'string' ? [[key, value]] : [];
    });
    if (href.base === '') return [];
    return [
      {
        title: option.title,
        description: option.description,
        ...(option.icon !== undefined && { icon: option.icon }),
        base: href.base,
        query,
      },
    ];
  });
  return {
    options,
    display: contextual.display ?? 'header',
    specHrefs,
    siteName,
    ...(mcpUrl && { mcpUrl }),
  };
}

/** Each endpoint page's spec file (`route` -> `/openapi.yaml`), which the build copies beside the pages. */
export function specHrefsOf(graph: SiteGraph): ReadonlyMap<string, string> {
  const specHrefs = new Map<string, string>();
  for (const entry of graph.routes.values())
    if (entry.binding && !/^https?:/.test(entry.binding.specId))
      specHrefs.set(entry.route, assetHref(entry.binding.specId));
  return specHrefs;
}

function fontsOf(config: DocsConfig): SiteChrome['fonts'] {
  const fonts = config.fonts;
  if (!fonts) return undefined;
  // A font file's path is from the site's root, as an image's is.
  const face = (font: FontFace): FontFace =>
    font.source === undefined ? font : { ...font, source: assetHref(font.source) };
  if ('family' in fonts) return { body: face(fonts as FontFace), heading: face(fonts as FontFace) };
  return {
    ...(fonts.body && { body: face(fonts.body as FontFace) }),
    ...(fonts.heading && { heading: face(fonts.heading as FontFace) }),
  };
}

/** docs.json `background`'s decoration and image (its color is the page's, in `colors`). */
function backgroundOf(config: DocsConfig): SiteChrome['background'] {
  const { decoration, image } = config.background ?? {};
  const images = typeof image === 'string' ? { light: image, dark: image } : image;
  const light = images?.light || images?.dark;
  const dark = images?.dark || images?.light;
  if (!decoration && !(light && dark)) return undefined;
  return {
    ...(decoration && { decoration }),
    ...(light && dark && { image: { light: assetHref(light), dark: assetHref(dark) } }),
  };
}

/** The banner's Markdown as sanitized inline HTML, keyed by its content so a new banner shows again. */
function bannerOf(config: DocsConfig): Banner | undefined {
  if (!config.banner) return undefined;
  const html = renderInlineMarkdown(config.banner.content);
  const key = `docwright:banner:${createHash('sha256').update(config.banner.content).digest('hex').slice(0, 12)}`;
  const { type, color } = config.banner;
  return {
    html,
    dismissible: config.banner.dismissible,
    key,
    ...(type && { type }),
    ...(color && { color }),
  };
}
