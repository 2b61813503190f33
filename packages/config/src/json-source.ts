import {
  createCodeFrame,
  createDiagnostic,
  type Diagnostic,
  jsonNestingPastDepth,
  maxDocumentDepth,
  positionAt,
} from '@docwright/diagnostics';
import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser';

const syntaxMessages: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'malformed number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected ":" after the property name',
  CommaExpected: 'expected "," between items',
  CloseBraceExpected: 'expected "}" to close the object',
  CloseBracketExpected: 'expected "]" to close the array',
  EndOfFileExpected: 'expected the end of the file after the top-level value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in string',
};

/** Parses strict JSON, reporting every syntax error with its line, column and a code frame. */
export function parseJsonSource(source: string, file: string): { value: unknown; diagnostics: Diagnostic[] } {
  // jsonc-parser recurses once per level: nesting thousands deep would overflow the stack.
  const tooDeep = jsonNestingPastDepth(source, maxDocumentDepth);
  if (tooDeep !== undefined) {
    const { line, column } = positionAt(source, tooDeep);
    return {
      value: undefined,
      diagnostics: [
        createDiagnostic('config/invalid', {
          file,
          line,
          column,
          message: `The JSON nests more than ${maxDocumentDepth} levels deep here; Docwright reads files up to that depth.`,
          hint: 'Remove the extra nesting: docs.json and the files it $refs never need more than a few dozen levels.',
          frame: createCodeFrame(source, line, column),
        }),
      ],
    };
  }
  const errors: ParseError[] = [];
  const value: unknown = parse(source, errors, { allowTrailingComma: false, disallowComments: true });
  const diagnostics = errors.map((error) => {
    const { line, column } = positionAt(source, error.offset);
    const code = printParseErrorCode(error.error);
    const trailingComma =
      code === 'ValueExpected' || code === 'PropertyNameExpected'
        ? trailingCommaBefore(source, error.offset)
        : false;
    return createDiagnostic('config/json-syntax', {
      file,
      line,
      column,
      message: `Invalid JSON: ${trailingComma ? 'trailing comma before the closing bracket' : (syntaxMessages[code] ?? code)}.`,
      ...(trailingComma && {
        hint: 'Remove the comma after the last item: JSON does not allow trailing commas.',
      }),
      frame: createCodeFrame(source, line, column),
    });
  });
  return { value: diagnostics.length > 0 ? undefined : value, diagnostics };
}

function trailingCommaBefore(source: string, offset: number): boolean {
  const before = source.slice(0, offset).trimEnd();
  return before.endsWith(',') && /^[\]}]/.test(source.slice(offset).trimStart());
}
