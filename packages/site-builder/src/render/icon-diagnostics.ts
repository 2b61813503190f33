import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { type IconLibrary, renderIcon } from '@docwright/theme';
import type { PageSource } from '../load/discover.ts';

/** `"bolt" (Lucide)`: an unknown icon's name, with the library when it is not the default one. */
export function unknownIconName(name: string, library: IconLibrary | undefined): string {
  const suffix = library === 'lucide' ? ' (Lucide)' : library === 'tabler' ? ' (Tabler)' : '';
  return `"${name}"${suffix}`;
}

/**
 * A Font Awesome name Free lacks was looked for among close icons too (Pro names map to one), so
 * the warning says that none was close.
 */
export function nothingClose(library: IconLibrary | undefined): string {
  return library === 'lucide' || library === 'tabler'
    ? ''
    : ' No Font Awesome Free, Lucide or Tabler icon has that name or one close to it.';
}

/**
 * Warnings for icon names a page's components used that the library lacks, each pointed at the
 * `icon` attribute that names it; a name found nowhere in the page (it came from a snippet or an
 * expression) is reported against the page alone.
 */
export function unknownIconDiagnostics(
  page: PageSource,
  names: ReadonlySet<string>,
  library: IconLibrary,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const name of names) {
    const message = `Unknown icon ${unknownIconName(name, library)}; nothing is shown in its place.${nothingClose(library)}`;
    const places = iconPlaces(page.source, name);
    if (places.length === 0) out.push(createDiagnostic('page/unknown-icon', { file: page.file, message }));
    for (const { line, column } of places) {
      out.push(
        createDiagnostic('page/unknown-icon', {
          file: page.file,
          line,
          column,
          frame: createCodeFrame(page.source, line, column),
          message,
        }),
      );
    }
  }
  return out;
}

/** A warning when the front matter's `icon` (shown in the navigation) is a name the library lacks. */
export function frontmatterIconDiagnostics(page: PageSource, library: IconLibrary): Diagnostic[] {
  const icon = page.frontmatter.icon;
  if (typeof icon !== 'string' || icon.trim() === '' || renderIcon(icon.trim(), { library })) return [];
  const index = page.source
    .split('\n')
    .slice(0, page.bodyLineOffset)
    .findIndex((line) => /^icon\s*:/.test(line));
  const place =
    index >= 0 ? { line: index + 1, column: 1, frame: createCodeFrame(page.source, index + 1, 1) } : {};
  return [
    createDiagnostic('page/unknown-icon', {
      file: page.file,
      ...place,
      message: `Unknown icon ${unknownIconName(icon, library)} in the front matter; the page is listed without it.${nothingClose(library)}`,
    }),
  ];
}

/** Where `icon="name"` (or `icon='name'`, `icon={"name"}`) appears in the source, 1-based. */
function iconPlaces(source: string, name: string): { line: number; column: number }[] {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`\\bicon\\s*=\\s*\\{?\\s*(["'\`])${escaped}\\1`, 'g');
  const places: { line: number; column: number }[] = [];
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(pattern)) places.push({ line: index + 1, column: match.index + 1 });
  });
  return places;
}
