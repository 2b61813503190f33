import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { sharedBuild } from './shared-build.ts';
import { writeSite } from './site.ts';
import { serveStatic } from './static-server.ts';

export interface ServedBuild {
  readonly browser: Browser;
  readonly url: string;
  /** The build's output folder, shared with other test files that build the same site: read it only. */
  readonly out: string;
  close(): Promise<void>;
}

/**
 * Builds the site in `dir` with the real `docs` binary (failing with its report if the build
 * does; once per run for the same site, see `sharedBuild`), serves the output on 127.0.0.1 and
 * opens Chromium: the set-up of a browser test.
 */
export async function serveBuild(dir: string, buildArgs: readonly string[] = []): Promise<ServedBuild> {
  const { out, ...result } = await sharedBuild(dir, buildArgs);
  if (result.code !== 0) throw new Error(`docs build ${dir} failed:\n${result.stderr}`);
  const server = await serveStatic(out);
  const browser = await launchBrowser();
  return {
    browser,
    url: server.url,
    out,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * A site whose header has a row of tabs (Guides, Reference) with `guide` as the Guides page,
 * built and served: the set-up of the layout tests that need the tab row's taller header.
 */
export async function serveGuideBehindTabs(name: string, guide: string): Promise<ServedBuild> {
  const dir = await writeSite({
    'docs.json': JSON.stringify({
      name,
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['guide'] },
          { tab: 'Reference', pages: ['reference'] },
        ],
      },
    }),
    'guide.mdx': guide,
    'reference.mdx': '---\ntitle: Reference\ndescription: R.\n---\n\nText.\n',
  });
  return serveBuild(dir);
}
