import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '../src/parse-document.ts';

describe('parseDocumentText bounds', () => {
  it('keeps reading a spec that uses one anchor many times', () => {
    const uses = Array.from(
      { length: 300 },
      (_, i) => `  /p${i}:\n    get:\n      responses:\n        '200': *ok`,
    );
    const text = `openapi: 3.0.0\nx-shared:\n  ok: &ok {description: OK}\npaths:\n${uses.join('\n')}\n`;
    const parsed = parseDocumentText(text, 'openapi.yaml');
    expect(parsed.ok).toBe(true);
  });

  it('reads a document nested 200 levels deep', () => {
    const text = `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`;
    expect(parseDocumentText(text, 'x.json').ok).toBe(true);
  });
});
