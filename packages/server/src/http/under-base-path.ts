import { Hono } from 'hono';

/**
 * `app` serving a site built for `basePath` (`/docs`), with or without a reverse proxy in front:
 * `/docs/x` is asked of `app` as `/x` (the browser came straight here), and any other address as it
 * is (a proxy already took the base path off). For `docs preview` of a site built with
 * `--base-path`, whose pages name their addresses under it, and for `docs serve`, whose served site
 * (and so its base path, a function then) changes with each update. A site with pages of its own under a
 * folder named like the base path is ambiguous behind such a proxy; build it with another one.
 */
export function underBasePath(app: Hono, basePath: string | (() => string)): Hono {
  if (basePath === '') return app;
  const basePathNow = typeof basePath === 'string' ? () => basePath : basePath;
  const outer = new Hono();
  outer.all('*', (c) => {
    const basePath = basePathNow();
    if (basePath === '') return app.fetch(c.req.raw, c.env);
    const url = new URL(c.req.url);
    if (url.pathname === basePath) return c.redirect(`${basePath}/${url.search}`, 302);
    if (!url.pathname.startsWith(`${basePath}/`)) return app.fetch(c.req.raw, c.env);
    url.pathname = url.pathname.slice(basePath.length);
    return app.fetch(new Request(url, c.req.raw), c.env);
  });
  return outer;
}
