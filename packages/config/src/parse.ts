import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  createCodeFrame,
  createDiagnostic,
  type Diagnostic,
  formatJsonPath,
  locateJsonPath,
  type PathSegment,
  positionAt,
} from '@docwright/diagnostics';
import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser';
import { explainIssues } from './issues.ts';
import { type DocsConfig, docsJsonSchema } from './schema/docs-json.ts';

export interface LoadedConfig {
  /** Undefined when the config has errors. */
  readonly config: DocsConfig | undefined;
  readonly diagnostics: Diagnostic[];
  /** Name of the file read, relative to the site directory. */
  readonly file: string;
  /** Raw text, kept so later stages can locate their own findings in it. */
  readonly source: string;
}

export const configFileName = 'docs.json';

/** Reads, validates and normalizes `<dir>/docs.json`, reporting every problem at once. */
export async function loadConfig(dir: string): Promise<LoadedConfig> {
  const path = join(dir, configFileName);
  if (!existsSync(path)) {
    const legacy = existsSync(join(dir, 'mint.json'));
    return {
      config: undefined,
      file: configFileName,
      source: '',
      diagnostics: [
        createDiagnostic('config/not-found', {
          file: configFileName,
          message: legacy
            ? `No docs.json in ${dir}; it has a legacy mint.json, which this release cannot read yet.`
            : `No docs.json in ${dir}.`,
        }),
      ],
    };
  }
  const source = await readFile(path, 'utf8');
  return { file: configFileName, source, ...parseConfig(source, configFileName) };
}

/** Validates docs.json text. Pure: used by `loadConfig` and by editors' tooling alike. */
export function parseConfig(
  source: string,
  file = configFileName,
): { config: DocsConfig | undefined; diagnostics: Diagnostic[] } {
  const syntaxErrors: ParseError[] = [];
  const raw: unknown = parse(source, syntaxErrors, { allowTrailingComma: false, disallowComments: true });
  if (syntaxErrors.length > 0) {
    return {
      config: undefined,
      diagnostics: syntaxErrors.map((error) => {
        const { line, column } = positionAt(source, error.offset);
        return createDiagnostic('config/json-syntax', {
          file,
          line,
          column,
          message: `Invalid JSON: ${describeSyntaxError(printParseErrorCode(error.error))}.`,
          frame: createCodeFrame(source, line, column),
        });
      }),
    };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      config: undefined,
      diagnostics: [
        createDiagnostic('config/invalid', {
          file,
          line: 1,
          column: 1,
          message: 'docs.json must hold a JSON object.',
        }),
      ],
    };
  }

  const diagnostics: Diagnostic[] = [];
  const locate = (path: PathSegment[]) => {
    const position = locateJsonPath(source, path);
    return position
      ? {
          line: position.line,
          column: position.column,
          frame: createCodeFrame(source, position.line, position.column),
        }
      : {};
  };

  // Unknown keys are warnings: strip them and validate again, so one stray key never fails a build.
  let input: unknown = structuredClone(raw);
  for (let attempt = 0; attempt < 8; attempt++) {
    const result = docsJsonSchema.safeParse(input, { reportInput: true });
    const issues = result.success ? [] : explainIssues(result.error.issues, input);
    const unknown = issues.filter((i) => i.unknownKey !== undefined);
    const invalid = issues.filter((i) => i.unknownKey === undefined);
    for (const issue of unknown) {
      diagnostics.push(
        createDiagnostic('config/unknown-key', {
          file,
          jsonPath: formatJsonPath(issue.path),
          message: `Unknown or not yet supported key "${issue.unknownKey}" at ${formatJsonPath(issue.path)}; it is ignored.`,
          ...locate(issue.path),
        }),
      );
    }
    if (unknown.length > 0 && invalid.length === 0) {
      input = withoutPaths(
        input,
        unknown.map((i) => i.path),
      );
      continue;
    }
    for (const issue of invalid) {
      diagnostics.push(
        createDiagnostic('config/invalid', {
          file,
          jsonPath: formatJsonPath(issue.path),
          message: `${formatJsonPath(issue.path)}: ${issue.message}`,
          ...locate(issue.path),
        }),
      );
    }
    return { config: result.success ? result.data : undefined, diagnostics };
  }
  return { config: undefined, diagnostics };
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

const syntaxMessages: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'malformed number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected ":" after the property name',
  CommaExpected: 'expected "," between items',
  CloseBraceExpected: 'expected "}" to close the object',
  CloseBracketExpected: 'expected "]" to close the array',
  EndOfFileExpected: 'expected the end of the file after the top-level object',
  InvalidCommentToken: 'comments are not allowed in docs.json',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in string',
};

const describeSyntaxError = (code: string) => syntaxMessages[code] ?? code;
