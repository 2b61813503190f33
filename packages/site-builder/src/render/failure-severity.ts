import type { Diagnostic } from '@docwright/diagnostics';
import type { RouteEntry } from '../plan/routes.ts';
import type { RenderedPage } from './render-page.ts';

/**
 * Whether an error means the page's source could not be read as MDX: a syntax error (the compile's
 * message) or a snippet it names that does not exist. Code that ran and failed (a sandbox that
 * refused a program or a read, a name never defined) is not one: it stays an error everywhere.
 */
const isSourceFailure = (d: Diagnostic) =>
  d.code === 'page/snippet-not-found' ||
  (d.code === 'page/mdx-compile' && d.message.startsWith('The page could not be compiled:'));

/**
 * A page the navigation does not reach (a file no group lists, or a hidden one) whose source
 * fails to compile is a warning, not a failed site: one stray draft must not hide every other
 * page. It is built empty. Navigation pages that fail stay errors.
 */
export function decideFailureSeverity(entry: RouteEntry, page: RenderedPage): RenderedPage {
  if (entry.kind !== 'page' || entry.inNavigation) return page;
  const errors = page.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length === 0 || !errors.every(isSourceFailure)) return page;
  return {
    ...page,
    diagnostics: page.diagnostics.map((d) => (d.severity === 'error' ? offNavigation(d) : d)),
  };
}

function offNavigation(diagnostic: Diagnostic): Diagnostic {
  return {
    ...diagnostic,
    severity: 'warning',
    message: `${diagnostic.message.replace(/([^.!?])$/, '$1.')} The navigation does not reach this page, so the site is still built, with this page empty.`,
  };
}
