import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { modeInTheme, type PageMode, pageModes, themesWithMode } from '@docwright/page-model';
import type { PageSource } from '../load/discover.ts';

/**
 * Located warnings for layout front matter Docwright cannot apply as written: a `mode` Mintlify
 * does not name, or one the site's theme does not lay out (either way the page is laid out as
 * `default`, as Mintlify does), and a `url` that is not an http(s) or mailto address (the sidebar
 * links to the page itself).
 */
export function layoutFrontmatterDiagnostics(page: PageSource, theme: string): Diagnostic[] {
  const { mode, url } = page.frontmatter;
  const out: Diagnostic[] = [];
  if (mode !== undefined && !(pageModes as readonly unknown[]).includes(mode))
    out.push(
      warning(
        page,
        'mode',
        `mode ${JSON.stringify(mode)} is not a page mode (expected one of ${pageModes.join(', ')}); the page is laid out as "default".`,
      ),
    );
  else if (mode !== undefined && modeInTheme(theme, mode as PageMode) !== mode)
    out.push(
      warning(
        page,
        'mode',
        `mode "${mode}" is not laid out by the "${theme}" theme (Mintlify lays it out in ${themesWithMode(mode as PageMode)?.join(', ')}); the page is laid out as "default". Use mode "wide" or "custom", or one of those themes.`,
      ),
    );
  if (url !== undefined && (typeof url !== 'string' || !/^(https?:|mailto:)/i.test(url.trim())))
    out.push(
      warning(
        page,
        'url',
        `url ${JSON.stringify(url)} is not an http(s) or mailto: address; the sidebar links to the page itself.`,
      ),
    );
  return out;
}

function warning(page: PageSource, key: string, message: string): Diagnostic {
  const index = page.source
    .split('\n')
    .slice(0, page.bodyLineOffset)
    .findIndex((line) => new RegExp(`^${key}\\s*:`).test(line));
  const place =
    index >= 0 ? { line: index + 1, column: 1, frame: createCodeFrame(page.source, index + 1, 1) } : {};
  return createDiagnostic('page/not-supported', { file: page.file, ...place, message });
}
