import { statSync } from 'node:fs';
import { join } from 'node:path';
import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import type { PageLink } from '../render/render-page.ts';

/** Files the build writes besides pages, which links may name. */
const generatedFiles = ['llms.txt', 'llms-full.txt', '.well-known/llms.txt', 'sitemap.xml', 'robots.txt'];

interface LinkTargets {
  /** Every route of the site, generated endpoint pages included. */
  readonly routes: Iterable<string>;
  /** Site-relative files the build copies or writes (assets, specs). */
  readonly files: Iterable<string>;
  readonly siteDir: string;
  /** `redirects[].source` of docs.json: the site answers them too (`:name` and `*` match a part). */
  readonly redirectSources: readonly string[];
}

/**
 * Links whose target is neither a route nor a file of the site. Done after planning, over every
 * rendered page, because a page's links are only broken or not once all routes are known.
 */
export function findBrokenLinks(links: Iterable<PageLink>, targets: LinkTargets): Diagnostic[] {
  const routes = new Set(targets.routes);
  const files = new Set([...targets.files, ...generatedFiles]);
  const byLowercase = new Map([...routes].map((route) => [route.toLowerCase(), route]));
  const redirects = targets.redirectSources.map(redirectPattern);
  const diagnostics: Diagnostic[] = [];
  for (const link of links) {
    if (link.samePage) continue;
    if (routes.has(link.target) || files.has(link.target)) continue;
    if (redirects.some((pattern) => pattern.test(link.target)) || isSiteFile(targets.siteDir, link.target))
      continue;
    const otherCase = byLowercase.get(link.target.toLowerCase());
    const firstInside = [...routes].find((route) => route.startsWith(`${link.target}/`));
    diagnostics.push(
      createDiagnostic('page/broken-link', {
        file: link.file,
        ...(link.line !== undefined && { line: link.line, column: link.column ?? 1 }),
        ...(link.frame !== undefined && { frame: link.frame }),
        message: `The link "${link.href}" points at /${link.target}, which is not a page or file of this site.`,
        ...(otherCase !== undefined && {
          hint: `Routes are case-sensitive: did you mean /${otherCase}?`,
        }),
        ...(otherCase === undefined &&
          firstInside !== undefined && {
            hint: `/${link.target} is a folder of pages without an index page: link one of its pages (/${firstInside}), add ${link.target}/index.mdx, or add a redirect for it to docs.json.`,
          }),
      }),
    );
  }
  return diagnostics;
}

/** A redirect source as a pattern over site-relative paths: `/old/:slug*` matches `old/a/b`. */
function redirectPattern(source: string): RegExp {
  const path = source.replace(/^\/+|\/+$/g, '').replace(/[?#].*$/, '');
  const parts = path.split('/').map((part) => {
    if (part === '*' || /^:\w+[*+]$/.test(part)) return '.*';
    if (/^:\w+\??$/.test(part)) return '[^/]*';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('/')}$`);
}

function isSiteFile(siteDir: string, target: string): boolean {
  if (target === '' || target.startsWith('..')) return false;
  try {
    return statSync(join(siteDir, target)).isFile();
  } catch {
    return false;
  }
}
