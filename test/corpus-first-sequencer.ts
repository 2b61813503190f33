import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that build or read every corpus site, longest first (minutes each, against seconds for
 * most files). Vitest's own order on a fresh clone, with no timings kept from an earlier run, is the
 * largest file first, which started these small files last: the run then ended with one worker
 * building corpus sites while the other had nothing left to do. Started first, the two halves of
 * the corpus site checks make the shared package builds (corpusBuild) on both workers, and the
 * files after them find those builds done instead of waiting for them.
 */
const corpusWideFiles = [
  'test/corpus/docs-sites-second-half.test.ts',
  'test/corpus/docs-sites-first-half.test.ts',
  // Reads the corpus's pages, not its builds: the third worker parses them while the other two
  // build, rather than wait for their builds (layout-corpus did 150 s of work in 350 s there).
  'test/oracle/heading-ids-oracle.test.ts',
  'test/e2e/layout-corpus.test.ts',
  'test/package/pack-corpus.test.ts',
];

export default class CorpusFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = corpusWideFiles.indexOf(relative(this.ctx.config.root, file.moduleId));
      return index === -1 ? corpusWideFiles.length : index;
    };
    // Array sort is stable: the other files keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
