type Json = Record<string, unknown>;

/** A mint.json navigation group: `pages` holds page paths and nested groups. */
interface LegacyGroup {
  group: string;
  pages: (string | LegacyGroup)[];
  version?: string;
  icon?: string;
  iconType?: string;
  [key: string]: unknown;
}

/** A mint.json tab or anchor: a URL prefix (or an external link) that pages fall under. */
interface LegacyDivision {
  name?: string;
  url?: string;
  version?: string;
  icon?: string;
  iconType?: string;
  color?: unknown;
  openapi?: unknown;
  isDefaultHidden?: boolean;
}

type Kind = 'tabs' | 'anchors';

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRemote = (url: unknown): url is string =>
  typeof url === 'string' && (url.startsWith('https://') || url.startsWith('http://'));
const leading = (path: string) => (path.startsWith('/') ? path : `/${path}`);
const trailing = (path: string) => (path.endsWith('/') ? path : `${path}/`);
/** Whether `page` is at or under the URL prefix `prefix`, as Mintlify compares them. */
const under = (page: string, prefix: string) => leading(trailing(page)).startsWith(leading(trailing(prefix)));
const formatIcon = (icon: string, iconType?: string) => (iconType ? { name: icon, style: iconType } : icon);
const iconOf = (item: { icon?: string; iconType?: string }) =>
  item.icon ? { icon: formatIcon(item.icon, item.iconType) } : {};

/**
 * mint.json's `navigation`, `tabs`, `anchors` and `versions` as docs.json's `navigation`, the way
 * Mintlify's own upgrade (`upgradeToDocsConfig`) does it: pages are sorted into tabs and anchors by
 * URL prefix (page by page, so one group may be split), the pages no tab claims go to a first tab
 * or anchor (`primaryTab`, `topAnchor`), and divisions that are all external links become `global`.
 */
export function upgradeNavigation(mint: Json): Json {
  const groups = (Array.isArray(mint.navigation) ? mint.navigation : []).filter(isRecord).map(toGroup);
  let tabs = divisions(mint.tabs);
  let anchors = divisions(mint.anchors);
  let versions: unknown[] = Array.isArray(mint.versions) ? mint.versions : [];
  const global = globalDivisions(tabs, anchors, versions);
  const hasTabs = tabs.length > 0;
  const hasAnchors = anchors.length > 0;
  if (global.tabs) tabs = [];
  if (global.anchors) anchors = [];
  if (global.versions) versions = [];
  const context: Context = { mint, tabs, anchors, hasTabs, hasAnchors };
  const withGlobal = (navigation: Json): Json => {
    const globalPart = {
      ...(global.tabs && { tabs: global.tabs }),
      ...(global.anchors && { anchors: global.anchors }),
    };
    return Object.keys(globalPart).length > 0 ? { ...navigation, global: globalPart } : navigation;
  };
  if (versions.length > 0) return withGlobal(versionNavigation(context, groups, versions));
  return withGlobal(structure(context, groups) ?? { groups: [] });
}

interface Context {
  readonly mint: Json;
  readonly tabs: LegacyDivision[];
  readonly anchors: LegacyDivision[];
  readonly hasTabs: boolean;
  readonly hasAnchors: boolean;
}

function toGroup(value: Json): LegacyGroup {
  const pages = (Array.isArray(value.pages) ? value.pages : []).flatMap((page): (string | LegacyGroup)[] =>
    typeof page === 'string' ? [page] : isRecord(page) ? [toGroup(page)] : [],
  );
  return { ...value, group: typeof value.group === 'string' ? value.group : '', pages };
}

const divisions = (value: unknown): LegacyDivision[] =>
  (Array.isArray(value) ? value : []).filter(isRecord) as LegacyDivision[];

function globalDivisions(
  tabs: LegacyDivision[],
  anchors: LegacyDivision[],
  versions: unknown[],
): { tabs?: Json[]; anchors?: Json[]; versions?: Json[] } {
  const out: { tabs?: Json[]; anchors?: Json[]; versions?: Json[] } = {};
  if (versions.length > 0 && versions.every((v) => isRecord(v) && isRemote(v.url)))
    out.versions = versions.filter(isRecord).map((v) => ({ version: v.name, href: v.url }));
  if (tabs.length > 0 && tabs.every((tab) => !tab.version && isRemote(tab.url)))
    out.tabs = tabs.map((tab) => ({
      tab: tab.name,
      href: tab.url,
      ...(tab.isDefaultHidden && { hidden: true }),
    }));
  if (anchors.length > 0 && anchors.every((anchor) => !anchor.version && isRemote(anchor.url)))
    out.anchors = anchors.map((anchor) => ({
      anchor: anchor.name,
      href: anchor.url,
      ...iconOf(anchor),
      ...(typeof anchor.color === 'string' && { color: { light: anchor.color, dark: anchor.color } }),
      ...(anchor.isDefaultHidden && { hidden: true }),
    }));
  return out;
}

const byVersion = (groups: LegacyGroup[], version?: string) =>
  groups.filter((g) => g.version === version || g.version === undefined || !version);

/** The groups (split page by page) under a division's prefix, and what is left for the others. */
function pagesForPrefix(
  groups: LegacyGroup[],
  division: LegacyDivision | undefined,
  version: string | undefined,
  ignored: LegacyDivision[] = [],
): { matched: Json[]; unmatched: LegacyGroup[] } {
  const matched: Json[] = [];
  const unmatched: LegacyGroup[] = [];
  const prefix = division?.url;
  if (isRemote(prefix)) return { matched, unmatched: groups };
  for (const group of groups) {
    const mine: (string | Json)[] = [];
    const rest: (string | LegacyGroup)[] = [];
    if (group.version === version || group.version === undefined || !version) {
      for (const page of group.pages) {
        if (typeof page === 'string') {
          const claimed = (!prefix || under(page, prefix)) && !ignored.some((d) => under(page, d.url ?? ''));
          (claimed ? mine : rest).push(page);
        } else {
          const nested = pagesForPrefix([page], division, version, ignored);
          mine.push(...nested.matched);
          if (nested.unmatched.length > 0) rest.push(page);
        }
      }
    }
    if (mine.length > 0) matched.push({ group: group.group, ...iconOf(group), pages: mine });
    if (rest.length > 0) unmatched.push({ ...group, pages: rest });
  }
  return { matched, unmatched };
}

function primary(kind: 'tab' | 'anchor', mint: Json): Json {
  if (kind === 'anchor') {
    const top = isRecord(mint.topAnchor) ? (mint.topAnchor as LegacyDivision) : {};
    return {
      ...(top.name ? { anchor: top.name } : { anchor: 'Documentation', icon: 'book-open' }),
      ...iconOf(top),
    };
  }
  const tab = isRecord(mint.primaryTab) ? (mint.primaryTab as LegacyDivision) : undefined;
  if (!tab) return { tab: 'Documentation' };
  return { tab: tab.name, ...(tab.isDefaultHidden !== undefined && { hidden: tab.isDefaultHidden }) };
}

function processDivisions(
  kind: Kind,
  list: LegacyDivision[],
  groups: LegacyGroup[],
  insertRest: boolean,
  version: string | undefined,
  mint: Json,
  others: LegacyDivision[] = [],
): { result: Json[]; remaining: LegacyGroup[] } {
  let remaining = byVersion(groups, version);
  const result: Json[] = [];
  for (const division of list) {
    if (version && division.version && division.version !== version) continue;
    const url = division.url ?? '';
    const openapi =
      division.openapi === undefined
        ? undefined
        : isRemote(division.url)
          ? division.openapi
          : { source: division.openapi, directory: division.url };
    // Keys in Mintlify's order, so a migrated docs.json reads like Mintlify's.
    const { href: _href, ...base }: Json = {
      ...(kind === 'tabs' ? { tab: division.name } : { anchor: division.name }),
      href: division.url,
      ...(division.isDefaultHidden && { hidden: division.isDefaultHidden }),
      ...(openapi !== undefined && { openapi }),
      ...(kind === 'anchors' && iconOf(division)),
      ...(kind === 'anchors' &&
        division.color !== undefined &&
        division.color !== '' && {
          color: (() => {
            const c = isRecord(division.color) ? division.color.from : division.color;
            return { light: c, dark: c };
          })(),
        }),
    };
    const ignored = list.filter(
      (d) => d.url && leading(d.url).startsWith(leading(url)) && d.url !== division.url,
    );
    const nested = others.filter((d) => leading(d.url ?? '').startsWith(leading(url)));
    const inner =
      nested.length > 0
        ? processDivisions(kind === 'tabs' ? 'anchors' : 'tabs', nested, groups, false, version, mint).result
        : [];
    const { matched, unmatched } = pagesForPrefix(remaining, division, version, ignored);
    remaining = unmatched;
    if (inner.length > 0) result.push({ ...base, [kind === 'tabs' ? 'anchors' : 'tabs']: inner });
    else if (matched.length > 0) result.push({ ...base, groups: matched });
    else if (division.openapi !== undefined && !isRemote(division.url)) result.push(base);
    else if (isAbsolute(division.url)) {
      const { [kind === 'tabs' ? 'tab' : 'anchor']: name, ...rest } = base;
      result.push({ [kind === 'tabs' ? 'tab' : 'anchor']: name, href: division.url, ...rest });
    }
  }
  if (remaining.length > 0 && insertRest) {
    const { matched } = pagesForPrefix(remaining, undefined, version);
    result.unshift({ ...primary(kind === 'tabs' ? 'tab' : 'anchor', mint), groups: matched });
  }
  return { result, remaining };
}

const isAbsolute = (url: unknown) => typeof url === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(url);

/** The navigation of one version (or of the whole site): tabs, anchors or groups. */
function structure(context: Context, groups: LegacyGroup[], version?: string): Json | undefined {
  const { mint, tabs, anchors, hasTabs, hasAnchors } = context;
  if (mostInclusive(tabs, anchors) === 'anchors') {
    if (hasAnchors) {
      const { result, remaining } = processDivisions('anchors', anchors, groups, false, version, mint, tabs);
      if (remaining.length > 0 || tabs.length > 0) {
        if (tabs.length > 0) {
          const inner = processDivisions(
            'tabs',
            tabs,
            remaining.length > 0 ? remaining : groups,
            true,
            version,
            mint,
          );
          result.unshift({ ...primary('anchor', mint), tabs: inner.result });
        } else {
          result.unshift({
            ...primary('anchor', mint),
            groups: pagesForPrefix(remaining, undefined, version).matched,
          });
        }
      }
      return { anchors: result };
    }
    if (hasTabs) return { tabs: processDivisions('tabs', tabs, groups, true, version, mint).result };
  } else {
    if (hasTabs) {
      const { result, remaining } = processDivisions('tabs', tabs, groups, false, version, mint, anchors);
      if (remaining.length > 0 || anchors.length > 0) {
        if (anchors.length > 0) {
          const inner = processDivisions(
            'anchors',
            anchors,
            remaining.length > 0 ? remaining : groups,
            true,
            version,
            mint,
          );
          result.unshift({ ...primary('tab', mint), anchors: inner.result });
        } else {
          result.unshift({
            ...primary('tab', mint),
            groups: pagesForPrefix(remaining, undefined, version).matched,
          });
        }
      }
      return { tabs: result };
    }
    if (hasAnchors)
      return { anchors: processDivisions('anchors', anchors, groups, true, version, mint).result };
  }
  if (groups.length === 0) return undefined;
  return {
    groups: byVersion(groups, version).map((g) => ({
      group: g.group,
      pages: plainPages(g.pages),
      ...iconOf(g),
    })),
  };
}

/** Nested groups as docs.json writes them (no `version`, icon style folded in). */
const plainPages = (pages: (string | LegacyGroup)[]): unknown[] =>
  pages.map((page) =>
    typeof page === 'string' ? page : { group: page.group, ...iconOf(page), pages: plainPages(page.pages) },
  );

function mostInclusive(tabs: LegacyDivision[], anchors: LegacyDivision[]): Kind {
  if (tabs.length === 0) return 'anchors';
  if (anchors.length === 0) return 'tabs';
  const covers = (inner: LegacyDivision, outer: LegacyDivision) =>
    leading(inner.url ?? '').startsWith(leading(outer.url ?? ''));
  const inclusiveTabs = tabs.filter((tab) => anchors.some((anchor) => covers(tab, anchor)));
  const inclusiveAnchors = anchors.filter((anchor) => tabs.some((tab) => covers(anchor, tab)));
  if (inclusiveTabs.length === tabs.length) return 'tabs';
  if (inclusiveAnchors.length === anchors.length) return 'anchors';
  return inclusiveTabs.length > inclusiveAnchors.length ? 'tabs' : 'anchors';
}

/** `versions` (or languages, when every version names a `locale`), each with its own structure. */
function versionNavigation(context: Context, groups: LegacyGroup[], versions: unknown[]): Json {
  const { tabs, anchors } = context;
  const prefixes: Record<string, string[]> = {};
  for (const version of versions) {
    const name = isRecord(version) ? String(version.name) : String(version);
    for (const d of [...anchors, ...tabs])
      if (d.version === name && !isRemote(d.url) && d.url)
        prefixes[d.url] = [...(prefixes[d.url] ?? []), name];
  }
  const isLocale = versions.every((v) => isRecord(v) && v.locale);
  const result = versions.map((version): Json => {
    const name = isRecord(version) ? (version.name as string | undefined) : String(version);
    const base: Json = isLocale
      ? {
          language: (version as Json).locale,
          ...((version as Json).default ? { default: (version as Json).default } : {}),
        }
      : isRecord(version)
        ? { version: version.name, default: version.default }
        : { version };
    if (isRecord(version) && version.url) return { ...base, href: version.url };
    const own = pagesForVersion(groups, name, prefixes);
    const nav = structure(
      context,
      own.length > 0 ? (own as LegacyGroup[]) : groups,
      name ?? (base.language as string),
    );
    return nav ? { ...base, ...nav } : { ...base, groups: own };
  });
  return isLocale ? { languages: result } : { versions: result };
}

function pagesForVersion(
  groups: LegacyGroup[],
  version: string | undefined,
  prefixes: Record<string, string[]>,
): Json[] {
  const out: Json[] = [];
  for (const group of groups) {
    const pages: (string | Json)[] = [];
    if (group.version === version || group.version === undefined) {
      for (const page of group.pages) {
        if (typeof page === 'string') {
          const gated = Object.entries(prefixes).some(
            ([href, vs]) => version !== undefined && vs.includes(version) && page.startsWith(href),
          );
          const ungated = Object.keys(prefixes).every((href) => !page.startsWith(href));
          if (gated || ungated) pages.push(page);
        } else pages.push(...pagesForVersion([page], version, prefixes));
      }
    }
    if (pages.length > 0) out.push({ group: group.group, ...iconOf(group), pages });
  }
  return out;
}
