import { describe, expect, it } from 'vitest';
import {
  createCodeFrame,
  createDiagnostic,
  formatDiagnostics,
  locateJsonPath,
  locateYamlPath,
} from '../src/index.ts';

describe('locate', () => {
  it('finds a JSON path, falling back to the nearest existing parent', () => {
    const text = '{\n  "a": {\n    "b": [1, 2]\n  }\n}';
    expect(locateJsonPath(text, ['a', 'b', 1])).toEqual({ line: 3, column: 14 });
    expect(locateJsonPath(text, ['a', 'missing'])).toEqual({ line: 2, column: 3 });
  });

  it('finds a YAML path', () => {
    expect(
      locateYamlPath('info:\n  title: x\npaths:\n  /pets:\n    get: {}\n', ['paths', '/pets', 'get']),
    ).toEqual({ line: 5, column: 5 });
  });
});

describe('format', () => {
  it('prints location, message, frame, hint and the count', () => {
    const text = '{\n  "name": 1\n}';
    const d = createDiagnostic('config/invalid', {
      file: 'docs.json',
      line: 2,
      column: 11,
      jsonPath: 'name',
      message: 'name: expected string',
      frame: createCodeFrame(text, 2, 11),
    });
    const out = formatDiagnostics([d]);
    expect(out).toContain('error config/invalid  docs.json:2:11 (name)');
    expect(out).toContain('> 2 |   "name": 1');
    expect(out).toContain('hint: Change the value');
    expect(out.endsWith('1 error, 0 warnings')).toBe(true);
  });
});
