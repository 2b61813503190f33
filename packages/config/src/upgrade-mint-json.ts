import {
  createDiagnostic,
  type Diagnostic,
  formatJsonPath,
  locateJsonPath,
  type PathSegment,
} from '@docwright/diagnostics';
import { upgradeNavigation } from './upgrade-navigation.ts';

type Json = Record<string, unknown>;
type Group = { group: string; pages: unknown[]; [key: string]: unknown };

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Legacy theme names and the docs.json theme each became. */
const themeMap: Record<string, string> = { prism: 'willow', venus: 'palm', quill: 'maple' };

/** mint.json keys that have no docs.json counterpart: dropped with a warning each. */
const dropped: Record<string, string> = {
  feedback: 'page feedback is configured through `integrations.telemetry` in Docwright',
  sidebar: 'sidebar styling is part of the theme',
  rounded: 'corner rounding is part of the theme',
  layout: 'layout is part of the theme',
  topbar: 'the top bar style is part of the theme',
  codeBlock: 'code block style is `styling.codeblocks`',
  isWhiteLabeled: 'Docwright never shows its own branding',
};

interface UpgradeResult {
  readonly docsJson: Json;
  readonly diagnostics: Diagnostic[];
}

/**
 * Converts a legacy mint.json object into docs.json, following Mintlify's own upgrade:
 * groups are split into tabs by the tab's URL prefix, external anchors become anchors
 * beside a first anchor that holds the tabs, and the top-level keys move to their sections.
 */
export function upgradeMintJson(mint: Json, source = '', file = 'mint.json'): UpgradeResult {
  const diagnostics: Diagnostic[] = [];
  const warn = (path: PathSegment[], message: string) => {
    const position = source ? locateJsonPath(source, path) : undefined;
    diagnostics.push(
      createDiagnostic('config/migrate-dropped', {
        file,
        jsonPath: formatJsonPath(path),
        ...position,
        message,
      }),
    );
  };
  const out: Json = { $schema: 'https://mintlify.com/docs.json' };

  const theme = typeof mint.theme === 'string' ? (themeMap[mint.theme] ?? 'mint') : 'mint';
  out.theme = theme;
  out.name = mint.name;
  if (isRecord(mint.colors)) {
    const { primary, light, dark, background: _background, ...rest } = mint.colors;
    out.colors = definedEntries({ primary, light, dark });
    for (const key of Object.keys(rest))
      warn(['colors', key], `colors.${key} has no docs.json counterpart and was dropped.`);
  }
  if (mint.favicon !== undefined) out.favicon = mint.favicon;
  out.navigation = upgradeNavigation({
    ...mint,
    navigation: mergeUnnamedGroups(
      (Array.isArray(mint.navigation) ? mint.navigation : []).filter(isRecord) as Group[],
    ),
  });
  if (mint.logo !== undefined) out.logo = mint.logo;

  const api = upgradeApi(mint);
  if (Object.keys(api).length > 0) out.api = api;
  if (isRecord(mint.modeToggle)) {
    out.appearance = definedEntries({
      default: mint.modeToggle.default,
      strict: mint.modeToggle.isHidden === true ? true : undefined,
    });
  }
  const backgroundColor =
    isRecord(mint.colors) && isRecord(mint.colors.background) ? mint.colors.background : undefined;
  if (backgroundColor || mint.backgroundImage !== undefined) {
    out.background = definedEntries({ image: mint.backgroundImage, color: backgroundColor });
  }
  const navbar = upgradeNavbar(mint);
  if (Object.keys(navbar).length > 0) out.navbar = navbar;
  if (mint.footerSocials !== undefined) out.footer = { socials: upgradeSocials(mint.footerSocials) };
  const integrations = {
    ...(isRecord(mint.analytics) ? mint.analytics : {}),
    ...(isRecord(mint.integrations) ? currentIntegrations(mint.integrations) : {}),
  };
  if (Object.keys(integrations).length > 0) out.integrations = integrations;
  if (Array.isArray(mint.redirects)) out.redirects = mint.redirects;
  if (isRecord(mint.metadata) || isRecord(mint.seo)) {
    const indexing = isRecord(mint.seo) && mint.seo.indexHiddenPages === true ? 'all' : undefined;
    out.seo = definedEntries({ metatags: mint.metadata, indexing });
  }
  if (isRecord(mint.search)) out.search = definedEntries({ prompt: mint.search.prompt });
  if (isRecord(mint.font)) out.fonts = upgradeFonts(mint.font);

  const handled = new Set([
    '$schema',
    'theme',
    'name',
    'colors',
    'favicon',
    'navigation',
    'tabs',
    'anchors',
    'versions',
    'logo',
    'api',
    'openapi',
    'modeToggle',
    'backgroundImage',
    'topbarLinks',
    'topbarCtaButton',
    'footerSocials',
    'analytics',
    'integrations',
    'redirects',
    'metadata',
    'seo',
    'search',
    'font',
    'primaryTab',
    'topAnchor',
  ]);
  for (const key of Object.keys(mint)) {
    if (handled.has(key)) continue;
    warn([key], `"${key}" was not migrated: ${dropped[key] ?? 'it has no docs.json counterpart'}.`);
  }
  return { docsJson: out, diagnostics };
}

/** In mint.json a group with an empty name continues the group before it; nested, its pages join its parent's. */
function mergeUnnamedGroups(groups: Group[]): Group[] {
  const out: Group[] = [];
  for (const group of groups) {
    const previous = out[out.length - 1];
    const pages = splicedPages(group.pages ?? []);
    if (group.group === '' && previous) previous.pages = [...previous.pages, ...pages];
    else out.push({ ...group, pages });
  }
  return out;
}

const splicedPages = (pages: unknown[]): unknown[] =>
  pages.flatMap((page) => {
    if (!isRecord(page)) return [page];
    const nested = splicedPages(Array.isArray(page.pages) ? page.pages : []);
    return page.group === '' ? nested : [{ ...page, pages: nested }];
  });

/** mint.json's `integrations.intercom` and `.frontchat` were ids; docs.json writes objects. */
function currentIntegrations(integrations: Json): Json {
  const out: Json = { ...integrations };
  if (typeof integrations.intercom === 'string') out.intercom = { appId: integrations.intercom };
  if (typeof integrations.frontchat === 'string') out.frontchat = { snippetId: integrations.frontchat };
  return out;
}

/** `font` (one font, or `headings` and `body`) as `fonts` (`heading`, `body`), each `url` as `source`. */
function upgradeFonts(font: Json): Json {
  const details = ({ url, ...rest }: Json): Json => ({ ...rest, ...(url !== undefined && { source: url }) });
  if ('family' in font) return details(font);
  return {
    ...(isRecord(font.headings) && { heading: details(font.headings) }),
    ...(isRecord(font.body) && { body: details(font.body) }),
  };
}

function upgradeApi(mint: Json): Json {
  const api = isRecord(mint.api) ? mint.api : {};
  const out: Json = {};
  if (mint.openapi !== undefined) out.openapi = mint.openapi;
  const mdx = definedEntries({ server: api.baseUrl, auth: api.auth });
  if (Object.keys(mdx).length > 0) out.mdx = mdx;
  const mode = isRecord(api.playground) ? api.playground.mode : undefined;
  const display =
    mode === 'show' ? 'interactive' : mode === 'hide' ? 'none' : mode === 'simple' ? 'simple' : undefined;
  if (display) out.playground = { display };
  const languages =
    isRecord(api.request) && isRecord(api.request.example) ? api.request.example.languages : undefined;
  if (Array.isArray(languages)) out.examples = { languages };
  return out;
}

function upgradeNavbar(mint: Json): Json {
  const out: Json = {};
  if (Array.isArray(mint.topbarLinks)) {
    out.links = mint.topbarLinks.filter(isRecord).map((link) => ({ label: link.name, href: link.url }));
  }
  const cta = isRecord(mint.topbarCtaButton) ? mint.topbarCtaButton : undefined;
  if (cta) {
    out.primary =
      cta.type === 'github'
        ? { type: 'github', href: cta.url }
        : { type: 'button', label: cta.name, href: cta.url };
  }
  return out;
}

function upgradeSocials(socials: unknown): Json {
  if (Array.isArray(socials)) {
    return Object.fromEntries(socials.filter(isRecord).map((s) => [String(s.type), s.url]));
  }
  return isRecord(socials) ? socials : {};
}

function definedEntries(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
