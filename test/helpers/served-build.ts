import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { runDocs } from './cli.ts';
import { serveStatic } from './static-server.ts';

export interface ServedBuild {
  readonly browser: Browser;
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Builds the site in `dir` with the real `docs` binary (failing with its report if the build
 * does), serves the output on 127.0.0.1 and opens Chromium: the set-up of a browser test.
 */
export async function serveBuild(dir: string): Promise<ServedBuild> {
  const out = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', out]);
  if (result.code !== 0) throw new Error(`docs build ${dir} failed:\n${result.stderr}`);
  const server = await serveStatic(out);
  const browser = await launchBrowser();
  return {
    browser,
    url: server.url,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
