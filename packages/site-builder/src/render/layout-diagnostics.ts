import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { modeInTheme, type PageMode, pageModes, themesWithMode } from '@docwright/page-model';
import type { PageSource } from '../load/discover.ts';
import { mdxAuthMethods } from './mdx-api-page.ts';

/**
 * Located warnings for layout front matter Docwright cannot apply as written: a `mode` Mintlify
 * does not name, or one the site's theme does not lay out (either way the page is laid out as
 * `default`, as Mintlify does), and a `url` that is not an http(s) or mailto address (the sidebar
 * links to the page itself); an `authMethod` Mintlify does not name, or on a page that is not an
 * `api:` page.
 */
export function layoutFrontmatterDiagnostics(page: PageSource, theme: string): Diagnostic[] {
  const { mode, url } = page.frontmatter;
  const out: Diagnostic[] = [];
  if (mode !== undefined && !(pageModes as readonly unknown[]).includes(mode))
    out.push(
      frontmatterWarning(
        page,
        'mode',
        `mode ${JSON.stringify(mode)} is not a page mode (expected one of ${pageModes.join(', ')}); the page is laid out as "default".`,
      ),
    );
  else if (mode !== undefined && modeInTheme(theme, mode as PageMode) !== mode)
    out.push(
      frontmatterWarning(
        page,
        'mode',
        `mode "${mode}" is not laid out by the "${theme}" theme (Mintlify lays it out in ${themesWithMode(mode as PageMode)?.join(', ')}); the page is laid out as "default". Use mode "wide" or "custom", or one of those themes.`,
      ),
    );
  if (url !== undefined && (typeof url !== 'string' || !/^(https?:|mailto:)/i.test(url.trim())))
    out.push(
      frontmatterWarning(
        page,
        'url',
        `url ${JSON.stringify(url)} is not an http(s) or mailto: address; the sidebar links to the page itself.`,
      ),
    );
  out.push(...authMethodDiagnostics(page));
  return out;
}

/** `authMethod` sets the authorization of an `api:` page only, to one of `mdxAuthMethods`. */
function authMethodDiagnostics(page: PageSource): Diagnostic[] {
  const { authMethod, api } = page.frontmatter;
  if (authMethod === undefined) return [];
  if (typeof authMethod !== 'string' || !mdxAuthMethods.includes(authMethod))
    return [
      frontmatterWarning(
        page,
        'authMethod',
        `authMethod ${JSON.stringify(authMethod)} is not one of ${mdxAuthMethods.join(', ')}; the page uses docs.json's \`api.mdx.auth\` instead.`,
      ),
    ];
  if (typeof api !== 'string')
    return [
      frontmatterWarning(
        page,
        'authMethod',
        "authMethod applies to `api:` pages; an `openapi:` page takes its authorization from the operation's `security` in the spec (`security: []` for none), so it is ignored here.",
      ),
    ];
  return [];
}

/** A `page/not-supported` warning at the front-matter line of `key` (the file alone when no line names it). */
export function frontmatterWarning(page: PageSource, key: string, message: string): Diagnostic {
  const index = page.source
    .split('\n')
    .slice(0, page.bodyLineOffset)
    .findIndex((line) => new RegExp(`^["']?${escapeRegExp(key)}["']?\\s*:`).test(line));
  const place =
    index >= 0 ? { line: index + 1, column: 1, frame: createCodeFrame(page.source, index + 1, 1) } : {};
  return createDiagnostic('page/not-supported', { file: page.file, ...place, message });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
