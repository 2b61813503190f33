import {
  checkValueShape,
  createCodeFrame,
  createDiagnostic,
  type Diagnostic,
  describeShapeProblem,
  formatJsonPointer,
  jsonNestingPastDepth,
  locateShapeProblem,
  parseYamlBounded,
  positionAt,
  readYamlLeniently,
  specShapeLimits,
} from '@docwright/diagnostics';

type ParsedDocument = { ok: true; value: unknown } | { ok: false; diagnostic: Diagnostic };

/**
 * Parses spec text as JSON or YAML (by file name, falling back on content) with located syntax
 * errors. Documents that nest deeper than 256 levels, or whose YAML aliases expand past a bound
 * (an "alias bomb"), are refused with the place where they pass it: every later walk of the
 * document would otherwise overflow the stack or run for hours.
 */
export function parseDocumentText(text: string, file: string): ParsedDocument {
  const looksJson = /\.json$/i.test(file) || (!/\.ya?ml$/i.test(file) && /^\s*[{[]/.test(text));
  const limits = specShapeLimits(text.length);
  if (looksJson) {
    let value: unknown;
    try {
      value = JSON.parse(text);
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
    // JSON has no aliases: only its nesting needs a bound, found by a scan of the text (faster
    // than walking the parsed value).
    const tooDeep = jsonNestingPastDepth(text, limits.maxDepth);
    if (tooDeep === undefined) return { ok: true, value };
    const { line, column } = positionAt(text, tooDeep);
    return {
      ok: false,
      diagnostic: createDiagnostic('spec/too-deep', {
        file,
        line,
        column,
        message: describeShapeProblem({ kind: 'too-deep', path: [] }, limits, false),
        frame: createCodeFrame(text, line, column),
      }),
    };
  }
  // js-yaml (as Mintlify reads specs) reads Stripe's 7 MB of YAML 9x faster than `yaml`, to the
  // same values (YAML 1.2 core schema; a repeated key keeps its last value), and shares an aliased
  // value between its uses too, so its result is measured the same way. `yaml` locates what js-yaml
  // refuses; its own alias count is replaced by the expansion bound, which does not refuse a large
  // spec for using one anchor often.
  const fast = readYamlLeniently(text, { uniqueKeys: false });
  if (fast !== undefined) return checkedShape(fast.value, text, file, true);
  const parsed = parseYamlBounded(text, limits, { uniqueKeys: false });
  if (parsed.ok) return { ok: true, value: parsed.value };
  const { line, column } = parsed;
  return {
    ok: false,
    diagnostic: createDiagnostic(parsed.shape ? shapeCode(parsed.message) : 'spec/parse', {
      file,
      line,
      column,
      message: parsed.shape ? parsed.message : `Invalid YAML: ${parsed.message}`,
      frame: createCodeFrame(text, line, column),
    }),
  };
}

const shapeCode = (message: string) => (/nests more than/.test(message) ? 'spec/too-deep' : 'spec/too-large');

/** A pointer thousands of segments long names its start and end. */
const shortPointer = (pointer: string) =>
  pointer.length > 160
    ? `${pointer.slice(0, 100)}/.../${pointer.slice(-40).replace(/^[^/]*\//, '')}`
    : pointer;

/** The parsed value, or the located reason its nesting or alias expansion is refused. */
function checkedShape(value: unknown, text: string, file: string, yaml: boolean): ParsedDocument {
  const limits = specShapeLimits(text.length);
  const problem = checkValueShape(value, limits);
  if (!problem) return { ok: true, value };
  const { line, column } = locateShapeProblem(problem, text, yaml, limits) ?? { line: 1, column: 1 };
  return {
    ok: false,
    diagnostic: createDiagnostic(problem.kind === 'too-deep' ? 'spec/too-deep' : 'spec/too-large', {
      file,
      line,
      column,
      jsonPath: shortPointer(formatJsonPointer(problem.path)),
      message: describeShapeProblem(problem, limits, yaml),
      frame: createCodeFrame(text, line, column),
    }),
  };
}
