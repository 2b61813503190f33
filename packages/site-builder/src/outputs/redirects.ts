import { type ConfigMount, type DocsConfig, locateInMounts } from '@docwright/config';
import { createCodeFrame, createDiagnostic, type Diagnostic, formatJsonPath } from '@docwright/diagnostics';
import { renderRedirectDocument } from '@docwright/theme';
import { htmlFileOfRoute } from './output-layout.ts';
import { hasUnfollowedWildcard } from './redirect-patterns.ts';

interface Redirect {
  readonly source: string;
  readonly destination: string;
  readonly permanent: boolean;
}

const hasPattern = (path: string) => /[:*]/.test(path);

/** Longest folder or file name (UTF-8 bytes) a redirect page may need: file systems stop at 255. */
const maxNameBytes = 200;

/**
 * The route a request for `source` names: what comes before its `?` or `#` (a browser never sends
 * a fragment, and a query is not part of the path), without slashes at the ends or `.html`.
 * Undefined when a name in it is longer than a file system holds.
 */
function requestPath(source: string): string | undefined {
  const path = source.replace(/[?#].*$/s, '');
  const route = trimSlashes(path).replace(/\.html?$/, '');
  const utf8 = new TextEncoder();
  if (route.split('/').some((name) => utf8.encode(name).length > maxNameBytes)) return undefined;
  return route;
}

/**
 * The `_redirects` file Netlify, Cloudflare Pages and similar hosts read: every rule, with
 * Mintlify's `:name*` catch-alls written as the `*` / `:splat` these hosts use, and the `*` of a
 * partial wildcard (`/old/article-*` to `/new/article-*`) as `:splat` in the destination.
 */
export function createRedirectsFile(redirects: readonly Redirect[]): string | undefined {
  if (redirects.length === 0) return undefined;
  const lines = redirects.map((rule) => {
    let destination = rule.destination.replace(/:\w+\*$/, ':splat');
    if (isPartialWildcard(rule.source)) destination = destination.replaceAll('*', ':splat');
    return `${redirectsFileSource(rule)} ${destination} ${rule.permanent ? 308 : 307}`;
  });
  return `${lines.join('\n')}\n`;
}

/** Mintlify's partial wildcard: the source's last segment ends in `*` after some text. */
const isPartialWildcard = (source: string) => /\/[^/*:]+\*\/?$/.test(source);

const redirectsFileSource = (rule: Redirect) => rule.source.replace(/:\w+\*$/, '*');

/**
 * What `docs serve` reads of a `_redirects` file; it skips a rule past these. A request costs each
 * rule at most its own segments or, with several `*`, one look-up per segment of the path, so
 * those rules are few and longer paths are never matched. The server keeps the parts between two
 * `*` in a 32-bit mask.
 */
export const redirectBounds = {
  rules: 10_000,
  sourceLength: 2_048,
  segments: 32,
  splats: 4,
  multiSplatRules: 100,
  pathLength: 4_096,
} as const;

type RedirectSourceCheck = { readonly parts: readonly string[] } | { readonly skipped: string };

/**
 * Checks sources in file order against `redirectBounds`: the parts of each kept one (the path
 * segments it names, `*` for a splat), or why `docs serve` skips it.
 */
export function redirectSourceChecker(): (source: string) => RedirectSourceCheck {
  let rules = 0;
  let multiSplatRules = 0;
  const { rules: maxRules, sourceLength, segments, splats, multiSplatRules: maxMultiSplat } = redirectBounds;
  return (source) => {
    if (rules >= maxRules) return { skipped: `docs serve reads the first ${maxRules} redirect rules only` };
    if (source.length > sourceLength)
      return { skipped: `the source is longer than the ${sourceLength} characters docs serve reads` };
    const parts = trimSlashes(source).split('/');
    if (parts.length > segments)
      return { skipped: `the source has ${parts.length} segments; docs serve reads at most ${segments}` };
    const splatCount = parts.filter((part) => part === '*').length;
    if (splatCount > splats)
      return { skipped: `the source has ${splatCount} \`*\`; docs serve reads at most ${splats} in a rule` };
    if (splatCount > 1 && multiSplatRules >= maxMultiSplat)
      return { skipped: `docs serve reads at most ${maxMultiSplat} rules with more than one \`*\`` };
    rules++;
    if (splatCount > 1) multiSplatRules++;
    return { parts };
  };
}

/** `text` without slashes at its ends; a regular expression would backtrack on a long run of them. */
function trimSlashes(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === '/') start++;
  while (end > start && text[end - 1] === '/') end--;
  return text.slice(start, end);
}

/**
 * A `config/redirect-skipped` warning at each docs.json redirect that `docs serve` would not
 * follow; none when the site has its own `_redirects`, which then replaces them.
 */
export function redirectDiagnostics(
  config: DocsConfig,
  mounts: readonly ConfigMount[],
  assets: readonly string[],
): Diagnostic[] {
  if (assets.includes('_redirects')) return [];
  const check = redirectSourceChecker();
  // Located only when warned about: finding a path parses docs.json again, and a site may list
  // hundreds of redirects that all pass.
  const locate = (index: number) => {
    const path = ['redirects', index, 'source'];
    const { file, source, position } = locateInMounts(mounts, path);
    return {
      file,
      jsonPath: formatJsonPath(path),
      ...(position && {
        line: position.line,
        column: position.column,
        frame: createCodeFrame(source, position.line, position.column),
      }),
    };
  };
  return config.redirects.flatMap((rule, index) => {
    if (hasUnfollowedWildcard(rule.source))
      return [
        createDiagnostic('config/not-supported', {
          ...locate(index),
          message: `The redirect source "${rule.source}" has a \`*\` that is neither a whole segment, a \`:name*\` nor a partial wildcard ending the last segment (\`/articles/concepts-*\`), so it matches no address; write it in one of those forms.`,
        }),
      ];
    const checked = check(redirectsFileSource(rule));
    if (!('skipped' in checked)) return [];
    return [
      createDiagnostic('config/redirect-skipped', {
        ...locate(index),
        message: `docs serve does not follow this redirect: ${checked.skipped}. Static hosts that read _redirects still may.`,
      }),
    ];
  });
}

/**
 * Static pages for rules with a plain source, so redirects work on any host: each is an HTML
 * file at the old address that forwards at once (keeping the `#fragment`). Sources that are
 * patterns, or that name a page the site still has, get no file.
 */
export function createRedirectPages(
  redirects: readonly Redirect[],
  existingRoutes: ReadonlySet<string>,
): Map<string, string> {
  const pages = new Map<string, string>();
  for (const rule of redirects) {
    if (hasPattern(rule.source)) continue;
    const route = requestPath(rule.source);
    if (route === undefined || existingRoutes.has(route)) continue;
    pages.set(htmlFileOfRoute(route), renderRedirectDocument(rule.destination));
  }
  return pages;
}
