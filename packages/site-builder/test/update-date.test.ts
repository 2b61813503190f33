import { describe, expect, it } from 'vitest';
import { updateDate } from '../src/outputs/update-date.ts';

const day = (label: string) => updateDate(label)?.toISOString().slice(0, 10);

describe('updateDate', () => {
  it('reads the day a changelog label names', () => {
    expect(day('2025-03-14')).toBe('2025-03-14');
    expect(day('March 14, 2025')).toBe('2025-03-14');
    expect(day('Mar 14th 2025')).toBe('2025-03-14');
    expect(day('14 March 2025')).toBe('2025-03-14');
    expect(day('Sept. 2, 2024')).toBe('2024-09-02');
    expect(day('March 2025')).toBe('2025-03-01');
  });

  it('gives no date for a label that names no day', () => {
    for (const label of ['v2.1.0', 'Beta', '2025-02-30', 'Smarch 3, 2025', 'May', '2025'])
      expect(updateDate(label), label).toBeUndefined();
  });
});
