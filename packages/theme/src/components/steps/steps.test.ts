import { describe, expect, it } from 'vitest';
import { twinOf } from '../twin-test-helper.ts';

describe('steps in the Markdown twin', () => {
  it('are a numbered list, each title in bold before its content', async () => {
    const md = await twinOf(
      '<Steps>\n  <Step title="Write">Create it.</Step>\n  <Step title="Preview">\n    Run it.\n\n    Then look.\n  </Step>\n</Steps>',
    );
    expect(md).toBe('1. **Write**: Create it.\n\n2. **Preview**\n\n   Run it.\n\n   Then look.');
  });
});
