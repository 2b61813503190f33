import { createDiagnostic, type Diagnostic, formatJsonPath, type PathSegment } from '@docwright/diagnostics';
import { bannerMarkupWarnings } from './banner-markup.ts';
import { codeThemeWarnings } from './code-themes.ts';
import { contextualOptionsLeftOut } from './contextual-options.ts';
import { knownNotApplied } from './known-not-applied.ts';
import { languageKeyOf } from './languages.ts';
import { builtThemes, themes } from './schema/branding.ts';
import { integrationIdFields } from './schema/integrations.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Values Mintlify accepts that Docwright loads but does not act on yet, each named with its place. */
export function acceptedNotApplied(
  raw: Record<string, unknown>,
  place: (path: PathSegment[]) => object,
): Diagnostic[] {
  const out: Diagnostic[] = [...contextualOptionsLeftOut(raw, place), ...knownNotApplied(raw, place)];
  const styling = isRecord(raw.styling) ? raw.styling : {};
  const theme = raw.theme;
  // A value Mintlify does not name is `config/invalid`, from the schema.
  if (
    typeof theme === 'string' &&
    (themes as readonly string[]).includes(theme) &&
    !(builtThemes as readonly string[]).includes(theme)
  )
    out.push(
      createDiagnostic('config/not-supported', {
        ...place(['theme']),
        message: `theme "${theme}" is not built yet: the site gets the "mint" layout and palette. Docwright lays out ${builtThemes.map((name) => `"${name}"`).join(', ')}; choose one of them to silence this warning.`,
      }),
    );
  if (styling.latex === false)
    out.push(
      createDiagnostic('config/not-supported', {
        ...place(['styling', 'latex']),
        message:
          'styling.latex: false is not applied: $…$ and <Latex> are still rendered as math. Write a dollar sign as \\$ where it is not math.',
      }),
    );
  out.push(...codeThemeWarnings(styling.codeblocks, place));
  out.push(...bannerMarkupWarnings(raw.banner, place));
  const api = isRecord(raw.api) ? raw.api : {};
  const examples = isRecord(api.examples) ? api.examples : {};
  const languages = Array.isArray(examples.languages) ? examples.languages : [];
  languages.forEach((name, index) => {
    if (typeof name === 'string' && languageKeyOf(name) === undefined)
      out.push(
        createDiagnostic('config/not-supported', {
          ...place(['api', 'examples', 'languages', index]),
          message: `Docwright has no request example generator for "${name}"; it is left out of api.examples.languages.`,
        }),
      );
  });
  const integrations = isRecord(raw.integrations) ? raw.integrations : {};
  for (const [vendor, field] of Object.entries(integrationIdFields)) {
    const entry = integrations[vendor];
    if (isRecord(entry) && entry[field] === '')
      out.push(
        createDiagnostic('config/not-supported', {
          ...place(['integrations', vendor, field]),
          message: `integrations.${vendor}.${field} is empty, so ${vendor} is not loaded.`,
        }),
      );
  }
  for (const [path, entry, listLength] of specObjects(raw, [])) {
    if (listLength > 1 && entry.directory !== undefined)
      out.push(
        createDiagnostic('config/not-supported', {
          ...place([...path, 'directory']),
          message: `${formatJsonPath([...path, 'directory'])}: in a list of several specs, a directory per spec is not applied yet; their pages go under the directory of the navigation element.`,
        }),
      );
    if (entry.overlays !== undefined)
      out.push(
        createDiagnostic('config/not-supported', {
          ...place([...path, 'overlays']),
          message: `${formatJsonPath([...path, 'overlays'])}: OpenAPI overlays are not applied yet; the spec is used as it is.`,
        }),
      );
  }
  return out;
}

type SpecObject = [path: PathSegment[], entry: Record<string, unknown>, listLength: number];

/** Every `openapi`/`asyncapi` object (alone, or in a list of `listLength`) anywhere in the config, with its path. */
function specObjects(node: unknown, path: PathSegment[]): SpecObject[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => specObjects(item, [...path, i]));
  if (!isRecord(node)) return [];
  return Object.entries(node).flatMap(([key, value]): SpecObject[] => {
    if (key !== 'openapi' && key !== 'asyncapi') return specObjects(value, [...path, key]);
    if (!Array.isArray(value)) return isRecord(value) ? [[[...path, key], value, 0]] : [];
    return value.flatMap((entry, i): SpecObject[] =>
      isRecord(entry) ? [[[...path, key, i], entry, value.length]] : [],
    );
  });
}
