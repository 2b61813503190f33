import { describe, expect, it } from 'vitest';
import { twinOf } from '../twin-test-helper.ts';

describe('frames, tooltips, updates and icons in the Markdown twin', () => {
  it('keep frames with their caption, tooltips with their tip, updates with their label, and drop icons', async () => {
    const md = await twinOf(
      '<Frame caption="The dashboard">\n  <img src="/a.png" alt="Dashboard" />\n</Frame>\n\nHover <Tooltip tip="Application Programming Interface">API</Tooltip> <Icon icon="star" /> now.\n\n<Update label="2024-05-01" description="v1.2">\n  Shipped.\n</Update>',
    );
    expect(md).toBe(
      '![Dashboard](/a.png)\n\n*The dashboard*\n\nHover API (Application Programming Interface)  now.\n\n**2024-05-01** (v1.2)\n\nShipped.',
    );
  });
});
