import { createCodeFrame, createDiagnostic, type Diagnostic, positionAt } from '@docwright/diagnostics';
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
