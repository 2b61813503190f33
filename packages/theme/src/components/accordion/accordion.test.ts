import { describe, expect, it } from 'vitest';
import { twinOf } from '../twin-test-helper.ts';

describe('accordions in the Markdown twin', () => {
  it('are sections headed by their title', async () => {
    expect(
      await twinOf(
        '<AccordionGroup>\n  <Accordion title="Why?">\n    Because.\n  </Accordion>\n</AccordionGroup>',
      ),
    ).toBe('**Why?**\n\nBecause.');
  });
});
