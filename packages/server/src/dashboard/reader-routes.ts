// The Readers page (page views and feedback, drawn by ./readers/) and its CSV downloads.
import { Hono } from 'hono';
import { type DashboardEnv, type DashboardOptions, page } from './frame.ts';
import { escapeHtml } from './html.ts';
import { readersCsv, readersPageContent } from './readers/index.ts';

export function readerRoutes(options: DashboardOptions): Hono<DashboardEnv> {
  const { store } = options;
  const routes = new Hono<DashboardEnv>();
  const query = (url: string) => new URL(url).searchParams;

  routes.get('/readers', async (c) => {
    const { projectId } = c.get('session');
    const content = await readersPageContent(store, projectId, query(c.req.url));
    return page(c, options, {
      title: content.title,
      section: 'readers',
      body: `<h1>${escapeHtml(content.title)}</h1>${content.body}`,
      styles: content.styles,
    });
  });
  routes.get('/readers.csv', async (c) => {
    const { projectId } = c.get('session');
    const kind = c.req.query('kind') === 'page-views' ? 'page-views' : 'feedback';
    const { filename, csv } = await readersCsv(store, projectId, kind, query(c.req.url));
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      // The name holds only [A-Za-z0-9._-] (readers-csv.ts), so it needs no quoting rules.
      'content-disposition': `attachment; filename="${filename}"`,
    });
  });
  return routes;
}
