// The folder the build writes an audience's search index to (search-index.ts, beside the theme's
// search path) and the reader of it `docs serve` loads without the theme (reader-visibility.ts)
// must name the same files.
import { describe, expect, it } from 'vitest';
import { audienceId, audienceOfSearchFile } from '../src/outputs/reader-visibility.ts';
import { audienceSearchFolder, searchIndexFolder } from '../src/outputs/search-index.ts';

describe('the search index of an audience', () => {
  it('is read back by the server as the audience the build wrote it for', () => {
    const audience = audienceId(['staff', 'partners']);
    for (const file of ['pagefind-entry.json', 'fragment/en_1a2b3c.pf_fragment', 'index/en_9f.pf_index'])
      expect(audienceOfSearchFile(`${audienceSearchFolder(audience)}${file}`)).toBe(audience);
  });

  it('is not confused with the public index or a folder no audience names', () => {
    expect(audienceOfSearchFile(`${searchIndexFolder}pagefind-entry.json`)).toBeUndefined();
    expect(
      audienceOfSearchFile(`${searchIndexFolder}readers/not-an-audience/pagefind-entry.json`),
    ).toBeUndefined();
    expect(
      audienceOfSearchFile(`docs/${audienceSearchFolder(audienceId(['staff']))}pagefind-entry.json`),
    ).toBeUndefined();
  });
});
