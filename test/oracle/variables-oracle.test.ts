// docs.json `variables` against Mintlify's own substitution (`replaceVariables` of @mintlify/common):
// the same text for every placeholder form and value, markup in a value included.
import { fillVariables } from '@docwright/mdx';
import { replaceVariables } from '@mintlify/common';
import { describe, expect, it } from 'vitest';

const values = [
  'Acme',
  '2.4.1',
  'a > b',
  '<b>bold</b> text',
  '<script>alert(1)</script>after',
  '<img src=x onerror=alert(1)>tail',
  'x"y\'z',
  '**md** `code`',
  'a < b & c',
  '',
];
const texts = [
  'Use {{v}} now.',
  'Spaced {{ v }} and {{v}} twice.',
  'Unknown {{ other }} stays; {{v.x}} and {{v-x}} are names too.',
  '```bash\nrun {{v}}\n```',
  'Not a placeholder: {{ v w }}, { {v} }, {v}.',
];

describe('variables', () => {
  it('fill page text exactly as Mintlify does', () => {
    for (const value of values)
      for (const text of texts) {
        const variables = { v: value, 'v.x': 'dotted', 'v-x': 'dashed' };
        expect(
          fillVariables(text, variables).text,
          `${JSON.stringify(value)} in ${JSON.stringify(text)}`,
        ).toBe(replaceVariables(text, variables));
      }
  });

  it('locate each name that is not defined, and tell code from prose', () => {
    const text = 'First {{ a }} line\n\nSecond `{{b}}`\n\n```\n{{c}}\n```\n';
    expect(fillVariables(text, {}).undefinedVariables).toEqual([
      { name: 'a', line: 1, column: 7, inCode: false },
      { name: 'b', line: 3, column: 9, inCode: true },
      { name: 'c', line: 6, column: 1, inCode: true },
    ]);
  });
});
