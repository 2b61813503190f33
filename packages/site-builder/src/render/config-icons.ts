import { type ConfigMount, type DocsConfig, locateInMounts } from '@docwright/config';
import {
  createCodeFrame,
  createDiagnostic,
  type Diagnostic,
  formatJsonPath,
  type PathSegment,
} from '@docwright/diagnostics';
import { renderIcon } from '@docwright/theme';
import { nothingClose, unknownIconName } from './icon-diagnostics.ts';

/** Every `icon` string in docs.json's navigation and navbar, with its JSON path. */
function* iconsIn(value: unknown, path: PathSegment[]): Generator<{ icon: string; path: PathSegment[] }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* iconsIn(item, [...path, index]);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'icon' && typeof child === 'string') yield { icon: child, path: [...path, key] };
    // Specs and their settings hold no icons of ours.
    else if (key !== 'openapi' && key !== 'asyncapi') yield* iconsIn(child, [...path, key]);
  }
}

/** Warnings for icons named in docs.json (groups, tabs, anchors, navbar links) that the icon library lacks. */
export function configIconDiagnostics(config: DocsConfig, mounts: readonly ConfigMount[]): Diagnostic[] {
  const library = config.icons?.library;
  const found = [...iconsIn(config.navigation, ['navigation']), ...iconsIn(config.navbar, ['navbar'])];
  return found.flatMap(({ icon, path }) => {
    if (icon.trim() === '' || renderIcon(icon, { library })) return [];
    const { file, source, position } = locateInMounts(mounts, path);
    return [
      createDiagnostic('config/unknown-icon', {
        file,
        jsonPath: formatJsonPath(path),
        message: `Unknown icon ${unknownIconName(icon, library)}; the navigation shows no icon there.${nothingClose(library)}`,
        ...(position && {
          line: position.line,
          column: position.column,
          frame: createCodeFrame(source, position.line, position.column),
        }),
      }),
    ];
  });
}
