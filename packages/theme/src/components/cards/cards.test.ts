import { describe, expect, it } from 'vitest';
import { twinOf } from '../twin-test-helper.ts';

describe('cards in the Markdown twin', () => {
  it('are links with their text, or their title in bold without a link', async () => {
    const md = await twinOf(
      '<CardGroup cols={2}>\n  <Card title="Quickstart" icon="rocket" href="/quickstart">\n    Start here.\n  </Card>\n  <Card title="Offline">No link.</Card>\n</CardGroup>',
    );
    expect(md).toBe('[**Quickstart**](/quickstart): Start here.\n\n**Offline** No link.');
  });

  it('in a group written on one line, are each a link of their own', async () => {
    expect(
      await twinOf('<CardGroup><Card title="A" href="/a">One.</Card><Card title="B">Two.</Card></CardGroup>'),
    ).toBe('[**A**](/a): One.\n\n**B** Two.');
  });
});
