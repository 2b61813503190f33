import { type ConfigMount, type DocsConfig, locateInMounts } from '@docwright/config';
import { createCodeFrame, createDiagnostic, type Diagnostic, formatJsonPath } from '@docwright/diagnostics';
import { renderRedirectDocument } from '@docwright/theme';
import { htmlFileOfRoute } from './output-layout.ts';
import { redirectSourceChecker, trimSlashes } from './redirect-bounds.ts';
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
