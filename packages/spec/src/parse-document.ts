import { createCodeFrame, createDiagnostic, type Diagnostic, positionAt } from '@docwright/diagnostics';
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
