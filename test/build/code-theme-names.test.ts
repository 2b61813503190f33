import { codeThemeNames as configNames } from '@docwright/config';
import { codeThemeNames as highlighterNames } from '@docwright/mdx';
import { expect, it } from 'vitest';

// docs.json is checked against config's list; the highlighter loads Shiki's: they must agree.
it('checks styling.codeblocks theme names against the themes the highlighter has', () => {
  expect([...configNames]).toEqual([...highlighterNames]);
});
