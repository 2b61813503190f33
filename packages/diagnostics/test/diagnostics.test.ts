import { describe, expect, it } from 'vitest';
import {
  createCodeFrame,
  createDiagnostic,
  formatDiagnostics,
  locateJsonPath,
  locatePointer,
  locateYamlPath,
  parseJsonPointer,
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

describe('locatePointer', () => {
  it('reads RFC 6901 escapes, the root and an empty key', () => {
    expect(parseJsonPointer('#/paths/~1pets~1{id}/get')).toEqual(['paths', '/pets/{id}', 'get']);
    expect(parseJsonPointer('#/a~01/b')).toEqual(['a~1', 'b']);
    expect(parseJsonPointer('#')).toEqual([]);
    expect(parseJsonPointer('#/')).toEqual(['']);
  });

  it('reads a number-like segment as a key in a JSON object and as an index in an array', () => {
    const text = [
      '{',
      '  "paths": {',
      '    "/pets": {',
      '      "get": {',
      '        "responses": {',
      '          "404": {},',
      '          "200": { "description": "ok" }',
      '        },',
      '        "tags": ["a", "b"]',
      '      }',
      '    }',
      '  }',
      '}',
    ].join('\n');
    expect(locatePointer('api.json', text, '#/paths/~1pets/get/responses/200')).toEqual({
      line: 7,
      column: 11,
    });
    expect(locatePointer('api.json', text, '#/paths/~1pets/get/tags/1')).toEqual({ line: 9, column: 23 });
    // Missing below an existing object: the nearest parent that is written.
    expect(locatePointer('api.json', text, '#/paths/~1pets/get/responses/500/description')).toEqual({
      line: 5,
      column: 9,
    });
  });

  it('finds a YAML key written as a bare number, and a sequence item', () => {
    const text =
      'paths:\n  /pets:\n    get:\n      responses:\n        404: {}\n        200:\n          description: ok\n      tags: [a, b]\n';
    expect(locatePointer('api.yaml', text, '#/paths/~1pets/get/responses/200/description')).toEqual({
      line: 7,
      column: 11,
    });
    expect(locatePointer('api.yaml', text, '#/paths/~1pets/get/responses/404')).toEqual({
      line: 5,
      column: 9,
    });
    expect(locatePointer('api.yml', text, '#/paths/~1pets/get/tags/1')).toEqual({ line: 8, column: 17 });
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
