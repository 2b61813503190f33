import {
  createCodeFrame,
  createDiagnostic,
  type Diagnostic,
  formatJsonPath,
  type PathSegment,
} from '@docwright/diagnostics';
import { acceptedNotApplied } from './accepted-not-applied.ts';
import { explainIssues } from './issues.ts';
import { mintlifyOnlyFeature } from './mintlify-only-keys.ts';
import { type ConfigMount, locateInMounts } from './refs.ts';
import { type DocsConfig, docsJsonSchema, legacyKeyHints, strictSections } from './schema/docs-json.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates a parsed (and `$ref`-resolved) docs.json against the schema. Every problem is
 * reported at once, located in the file that holds it. Unknown keys are warnings (errors in
 * `integrations` and `colors`), so one stray key never fails a build.
 */
export function validateConfig(
  raw: unknown,
  mounts: readonly ConfigMount[],
): { config: DocsConfig | undefined; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const place = (path: readonly PathSegment[]) => {
    const { file, source, position } = locateInMounts(mounts, path);
    return {
      file,
      ...(path.length > 0 && { jsonPath: formatJsonPath(path) }),
      ...(position && {
        line: position.line,
        column: position.column,
        frame: createCodeFrame(source, position.line, position.column),
      }),
    };
  };
  if (!isRecord(raw)) {
    return {
      config: undefined,
      diagnostics: [
        createDiagnostic('config/invalid', {
          ...place([]),
          message: `docs.json must hold a JSON object; found ${Array.isArray(raw) ? 'an array' : typeof raw}.`,
        }),
      ],
    };
  }
  diagnostics.push(...legacyForms(raw, place), ...acceptedNotApplied(raw, place));

  let input: unknown = structuredClone(raw);
  for (let attempt = 0; attempt < 8; attempt++) {
    const result = docsJsonSchema.safeParse(input, { reportInput: true });
    const issues = result.success ? [] : explainIssues(result.error.issues, input);
    // Mintlify refuses an unknown key directly under `integrations` or `colors`, and drops it anywhere else.
    const ignorable = issues.filter(
      (i) => i.unknownKey !== undefined && !(strictSections.has(String(i.path[0])) && i.path.length <= 2),
    );
    const fatal = issues.filter((i) => !ignorable.includes(i));
    for (const issue of ignorable) {
      const key = issue.unknownKey ?? '';
      const feature = mintlifyOnlyFeature(issue.path);
      if (feature) {
        diagnostics.push(
          createDiagnostic('config/not-supported', {
            ...place(issue.path),
            message: `${formatJsonPath(issue.path)} (${feature}) is accepted by Mintlify but not applied by Docwright yet; it is ignored.`,
          }),
        );
        continue;
      }
      const legacy = issue.path.length === 1 ? legacyKeyHints[key] : undefined;
      diagnostics.push(
        createDiagnostic('config/unknown-key', {
          ...place(issue.path),
          message: `Unknown or not yet supported key "${key}" at ${formatJsonPath(issue.path)}; it is ignored.`,
          ...(legacy && { hint: `"${key}" is a mint.json key: ${legacy}` }),
        }),
      );
    }
    if (ignorable.length > 0 && fatal.length === 0) {
      input = withoutPaths(
        input,
        ignorable.map((i) => i.path),
      );
      continue;
    }
    for (const issue of fatal) {
      diagnostics.push(
        createDiagnostic(issue.code ?? 'config/invalid', {
          ...place(issue.path),
          message: `${formatJsonPath(issue.path)}: ${issue.message}`,
          ...(issue.unknownKey !== undefined && {
            hint: `"${String(issue.path[0])}" accepts only the keys Docwright knows, so a misspelling cannot silently switch something off; check the spelling against the docs.json reference.`,
          }),
        }),
      );
    }
    return { config: result.success ? result.data : undefined, diagnostics };
  }
  return { config: undefined, diagnostics };
}

/** Old spellings that still load, each with a warning. */
function legacyForms(raw: Record<string, unknown>, place: (path: PathSegment[]) => object): Diagnostic[] {
  const integrations = isRecord(raw.integrations) ? raw.integrations : {};
  const out: Diagnostic[] = [];
  for (const [name, field] of [
    ['frontchat', 'snippetId'],
    ['intercom', 'appId'],
  ] as const) {
    if (typeof integrations[name] === 'string') {
      out.push(
        createDiagnostic('config/legacy-form', {
          ...place(['integrations', name]),
          message: `integrations.${name} as a string is the legacy form; write { "${field}": "${integrations[name]}" }.`,
        }),
      );
    }
  }
  return out;
}

function withoutPaths(value: unknown, paths: readonly PathSegment[][]): unknown {
  // Mutates `value`, a private clone.
  for (const path of paths) {
    let node = value as Record<string | number, unknown> | undefined;
    for (const segment of path.slice(0, -1))
      node = node?.[segment] as Record<string | number, unknown> | undefined;
    const last = path[path.length - 1];
    if (node && last !== undefined) delete node[last];
  }
  return value;
}
