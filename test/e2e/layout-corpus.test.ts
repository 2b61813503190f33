import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { corpusSites } from '../corpus/docs-sites.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { corpusBuildTimeout } from '../helpers/corpus-builds.ts';
import { buildSample, type ContentKind, contentKinds, type SampleBuild } from '../helpers/corpus-sample.ts';
import {
  copyButtonsOverCode,
  horizontalOverflow,
  overlappingBlocks,
  spillsOutOfContent,
} from '../helpers/layout-probes.ts';
import { serveStatic } from '../helpers/static-server.ts';

/**
 * The layout of real content, in Chromium: every corpus site, through the few pages that between
 * them use every kind of MDX content the site uses (see samplePages), plus one generated endpoint
 * page where the site has an API reference. Geometry, not existence: blocks beside each other,
 * nothing past the content's edges or the phone's screen, the Copy button beside the code, an
 * anchor's heading below the sticky header.
 */

interface ServedSample extends SampleBuild {
  readonly url: string;
  close(): Promise<void>;
}

interface DesktopFindings {
  /**
   * The last shown heading the page can scroll to the top (the one most likely to land wrong), as
   * the page shows it when it has just loaded at 1440×900; read in the same visit as the probes.
   */
  readonly anchorTarget: string | undefined;
  readonly missingKinds: string[];
  readonly overlaps: string[];
  readonly spills: string[];
  readonly copy: string[];
}

// Each case may wait for a whole site's shared build (see corpusBuild).
vi.setConfig({ testTimeout: corpusBuildTimeout });

// Each site is built once, for all the cases that look at it.
const builds = new Map<string, Promise<ServedSample>>();
function build(site: string): Promise<ServedSample> {
  let served = builds.get(site);
  if (!served) {
    served = buildSample(site).then(async (sample) => {
      const server = await serveStatic(sample.out);
      return { ...sample, url: server.url, close: server.close };
    });
    builds.set(site, served);
  }
  return served;
}
/** Starts this site's build and the next site's, so one is built while the other is looked at. */
function buildAhead(site: string): void {
  const next = corpusSites[corpusSites.indexOf(site) + 1];
  void build(site).catch(() => {});
  if (next) void build(next).catch(() => {});
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const served of builds.values()) await served.then((site) => site.close()).catch(() => {});
});

const isEndpoint = (kinds: readonly ContentKind[] | 'endpoint') =>
  kinds === 'endpoint' || kinds.includes('openapi-page');

async function open(site: ServedSample, route: string, width: number, height: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  await load(page, site, route);
  return page;
}

async function load(page: Page, site: ServedSample, route: string): Promise<void> {
  await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
  if (!route.includes('#')) await drawDiagrams(page);
}

/**
 * Loads each route in turn in one tab at this size, as a reader going from page to page does, and
 * looks at it: a tab per page cost as much as loading the page again on a busy host (opening and
 * closing it), and each route is still a new document, loaded whole. The pages write no storage
 * unless a reader clicks or types (the feedback widget keeps the server's one answer for the
 * session), so one page's visit leaves nothing that changes the next one's layout. Not for routes
 * with a `#`: after the same route, that would scroll the page instead of loading it.
 */
async function visitEach(
  site: ServedSample,
  routes: readonly string[],
  viewport: { width: number; height: number },
  look: (page: Page, route: string) => Promise<void>,
): Promise<void> {
  const page = await browser.newPage({ viewport });
  try {
    for (const route of routes) {
      if (route.includes('#')) throw new Error(`${route}: a route with a hash needs a tab of its own (open)`);
      await load(page, site, route);
      await look(page, route);
    }
  } finally {
    await page.close();
  }
}

/**
 * Diagrams are drawn when they come near the screen, and then change the page's height: each shown
 * one is scrolled to and waited for (up to 10 s in all), then the page goes back to its top.
 */
async function drawDiagrams(page: Page): Promise<void> {
  const pending = await page.evaluate(async () => {
    const shown = [...document.querySelectorAll('.dw-mermaid')].filter((el) => el.checkVisibility());
    for (const diagram of shown) {
      diagram.scrollIntoView();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    return shown.length;
  });
  if (pending === 0) return;
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.dw-mermaid')]
          .filter((el) => el.checkVisibility())
          .every((el) => el.hasAttribute('data-rendered') || el.hasAttribute('data-error')),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
  await page.evaluate(() => scrollTo(0, 0));
}

/** Each page's findings at 1440×900, looked for once and shared by the cases below. */
const desktop = new Map<string, Promise<Map<string, DesktopFindings>>>();
function desktopFindings(name: string): Promise<Map<string, DesktopFindings>> {
  let findings = desktop.get(name);
  if (!findings) {
    findings = (async () => {
      const site = await build(name);
      const byRoute = new Map<string, DesktopFindings>();
      const kindsOf = new Map(site.routes.map(({ route, kinds }) => [route, kinds]));
      await visitEach(site, [...kindsOf.keys()], { width: 1440, height: 900 }, async (page, route) => {
        const kinds = kindsOf.get(route) ?? [];
        const anchorTarget = isEndpoint(kinds) ? undefined : await lastScrollableHeading(page);
        const missingKinds: string[] = [];
        if (kinds !== 'endpoint')
          for (const kind of kinds)
            if ((await page.locator(contentKinds[kind].selector).count()) === 0)
              missingKinds.push(`${kind} (${contentKinds[kind].selector})`);
        byRoute.set(route, {
          anchorTarget,
          missingKinds,
          overlaps: await overlappingBlocks(page),
          spills: await spillsOutOfContent(page),
          copy: await copyButtonsOverCode(page),
        });
      });
      return byRoute;
    })();
    desktop.set(name, findings);
  }
  return findings;
}

/** Headings inside a tab that is not chosen are not shown: see the case after the corpus block. */
function lastScrollableHeading(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const room = document.documentElement.scrollHeight - innerHeight;
    const headings = [...document.querySelectorAll('.dw-content :is(h2, h3)[id]')].filter(
      (el) => el.checkVisibility() && el.getBoundingClientRect().top + scrollY - 150 <= room,
    );
    return headings.at(-1)?.id;
  });
}

/** `route: finding` for each finding of the pages that `which` keeps. */
async function collect(
  name: string,
  which: (kinds: readonly ContentKind[] | 'endpoint') => boolean,
  pick: (findings: DesktopFindings) => string[],
): Promise<string[]> {
  const site = await build(name);
  const findings = await desktopFindings(name);
  return site.routes
    .filter((route) => which(route.kinds))
    .flatMap((route) =>
      pick(findings.get(route.route) as DesktopFindings).map((line) => `${route.route}: ${line}`),
    );
}

const contentPages = (kinds: readonly ContentKind[] | 'endpoint') => !isEndpoint(kinds);

describe.each(corpusSites)('layout of the corpus site %s, in Chromium', (name) => {
  beforeAll(() => {
    buildAhead(name);
  });

  it('samples pages that show every content kind they were chosen for', async () => {
    const site = await build(name);
    expect(site.routes.length).toBeGreaterThan(0);
    expect(
      (
        await collect(
          name,
          () => true,
          (found) => found.missingKinds,
        )
      ).join('\n'),
    ).toBe('');
  });

  it('at 1440×900, no two content blocks overlap', async () => {
    expect((await collect(name, contentPages, (found) => found.overlaps)).join('\n')).toBe('');
  });

  it('at 1440×900, nothing spills out of the content or over the pager and footer', async () => {
    expect((await collect(name, contentPages, (found) => found.spills)).join('\n')).toBe('');
  });

  it("at 1440×900, no code block's Copy button covers its code", async () => {
    expect(
      (
        await collect(
          name,
          () => true,
          (found) => found.copy,
        )
      ).join('\n'),
    ).toBe('');
  });

  it('at 390×844, nothing overflows the screen sideways', async () => {
    const site = await build(name);
    const found: string[] = [];
    const routes = site.routes.filter((route) => contentPages(route.kinds)).map(({ route }) => route);
    await visitEach(site, routes, { width: 390, height: 844 }, async (page, route) => {
      for (const line of await horizontalOverflow(page)) found.push(`${route}: ${line}`);
    });
    expect(found.join('\n')).toBe('');
  });

  it('lands anchor links with the heading below the sticky header', async () => {
    const site = await build(name);
    const desktopPages = await desktopFindings(name);
    const found: string[] = [];
    let tried = 0;
    for (const { route, kinds } of site.routes) {
      if (tried >= 3 || isEndpoint(kinds)) continue;
      const id = desktopPages.get(route)?.anchorTarget;
      if (!id) continue;
      tried++;
      const landed = await open(site, `${route}#${encodeURIComponent(id)}`, 1440, 900);
      const [header, heading] = await landed.evaluate((target) => {
        const box = (el: Element | null) => el?.getBoundingClientRect().toJSON() as DOMRect | undefined;
        return [box(document.querySelector('header.dw-header')), box(document.getElementById(target))];
      }, id);
      await landed.close();
      if (!header || !heading) {
        found.push(`${route}#${id}: no header or heading`);
        continue;
      }
      const bottom = header.y + header.height;
      if (heading.y < bottom - 1 || heading.y > bottom + 150)
        found.push(
          `${route}#${id}: the heading's top is at ${Math.round(heading.y)} px, the header ends at ${bottom} px`,
        );
    }
    expect(tried).toBeGreaterThan(0);
    expect(found.join('\n')).toBe('');
  });

  it('shows its generated endpoint page without overlaps, spills or sideways scrolling', async () => {
    const site = await build(name);
    const endpoints = site.routes.filter((route) => isEndpoint(route.kinds));
    if (endpoints.length === 0) return;
    const found = await collect(name, isEndpoint, (found) => [...found.overlaps, ...found.spills]);
    const routes = endpoints.map(({ route }) => route);
    await visitEach(site, routes, { width: 390, height: 844 }, async (page, route) => {
      for (const line of await horizontalOverflow(page)) found.push(`${route} at 390 px: ${line}`);
    });
    expect(found.join('\n')).toBe('');
  });
});

// A link to a heading inside a <Tab> that is not the chosen one: the panel is display:none, so the
// page's tabs script (components/tabs/client.ts) chooses the tab holding the target before scrolling to it.
describe('an anchor inside a tab that is not chosen, in Chromium', () => {
  it('chooses that tab and lands its heading below the header (meilisearch ranking rules)', async () => {
    const site = await build('meilisearch');
    const route = '/capabilities/full_text_search/relevancy/ranking_rules';
    const page = await open(site, `${route}#exactness`, 1440, 900);
    const [header, heading] = await page.evaluate(() => [
      document.querySelector('header.dw-header')?.getBoundingClientRect().bottom ?? 0,
      document.getElementById('exactness')?.getBoundingClientRect().top ?? -1,
    ]);
    await page.close();
    expect(heading).toBeGreaterThanOrEqual((header ?? 0) - 1);
    expect(heading).toBeLessThan((header ?? 0) + 150);
  });
});
