import { expect, it } from 'vitest';
import { escapeHtml } from '../src/html.ts';

it('escapes the four characters that matter in content and double-quoted attributes, once each', () => {
  expect(escapeHtml('<a href="x">Tom & Jerry</a>')).toBe(
    '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;',
  );
  expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  expect(escapeHtml("it's 'quoted' ünïcode 🚀")).toBe("it's 'quoted' ünïcode 🚀");
  expect(escapeHtml('')).toBe('');
  expect(escapeHtml('>>>')).toBe('&gt;&gt;&gt;');
});
