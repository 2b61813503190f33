import { describe, expect, it } from 'vitest';
import { twinOf } from '../twin-test-helper.ts';

describe('callouts in the Markdown twin', () => {
  it('are blockquotes led by their kind, on one line or several', async () => {
    expect(await twinOf('<Warning>Do not.</Warning>')).toBe('> **Warning:** Do not.');
    expect(await twinOf('<Tip>\nFirst.\n\nSecond.\n</Tip>')).toBe('> **Tip:** First.\n>\n> Second.');
  });

  it('lead with their kind even when they start with a list', async () => {
    expect(await twinOf('<Note>\n- one\n- two\n</Note>')).toBe('> **Note:**\n>\n> - one\n> - two');
  });
});
