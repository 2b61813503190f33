import { expect, it } from 'vitest';
import type { SiteChrome } from '../src/layouts/chrome.ts';
import { renderDocument, renderDocumentFrame } from '../src/layouts/document.ts';
import { markCurrentPage, markCurrentPageBytes } from '../src/layouts/sidebar.tsx';

it('cuts the document around the content and the sidebar, and the sidebar around the current link, byte for byte', () => {
  const sidebar =
    '<ul><li><a href="/ä">Ä</a></li><li><a href="/b">日本</a></li><li><a href="/c">🚀</a></li></ul>';
  const site: SiteChrome = {
    name: 'Bytes',
    appearance: { default: 'system', strict: false },
    navbar: { links: [] },
    footer: { socials: [], columns: [] },
    sections: [],
  };
  const props = { site, route: 'b', title: 'B', sectionIndex: 0, toc: [], breadcrumbs: [] };
  const content = '<p>Body 🚀</p>';
  const frame = renderDocumentFrame(props);
  expect(frame.beforeContent + content + frame.beforeSidebar + sidebar + frame.afterSidebar).toBe(
    renderDocument({ ...props, contentHtml: content, sidebarHtml: sidebar }),
  );
  expect(frame.beforeContent).toMatch(/<div class="dw-content">$/);
  expect(frame.beforeSidebar).toMatch(/^<\/div>/);
  expect(frame.beforeSidebar).toContain('<nav class="dw-sidebar"');
  expect(frame.afterSidebar).toMatch(/^<\/nav>/);
  for (const route of ['ä', 'b', 'c', 'missing']) {
    const pieces = markCurrentPageBytes(Buffer.from(sidebar), route);
    const joined = Buffer.concat(
      pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)),
    );
    expect(joined.toString('utf8'), route).toBe(markCurrentPage(sidebar, route));
  }
});

it('opens the folded groups around a current page whose route is not ASCII, from the bytes too', () => {
  const sidebar =
    '<ul><li><details class="dw-nav-collapse"><summary>Guías</summary><ul><li><a href="/guías/intro">Intro</a></li></ul></details></li><li><a href="/b">B</a></li></ul>';
  const marked = markCurrentPage(sidebar, 'guías/intro');
  expect(marked).toContain('<details open class="dw-nav-collapse">');
  const pieces = markCurrentPageBytes(Buffer.from(sidebar), 'guías/intro');
  const joined = Buffer.concat(
    pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)),
  );
  expect(joined.toString('utf8')).toBe(marked);
});
