// Issue 25: the installed package builds the corpus as the workspace CLI does (see pack-corpus.ts).
import { comparedSites, describePackedCorpusBuilds } from './pack-corpus.ts';

describePackedCorpusBuilds(comparedSites);
