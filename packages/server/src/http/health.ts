// `GET /_docwright/health` for load balancers and orchestrators (docs/server.md, Running `docs serve` in
// production). Mounted before reader sign-in and the site: a probe has no reader cookie and no key.
import { Hono } from 'hono';
import type { Store } from '../store/store.ts';

export const healthPath = '/_docwright/health';

interface HealthOptions {
  /** The store whose round trip decides the answer; without one, a listening server is healthy. */
  readonly store?: Pick<Store, 'ping'>;
  /** How long the store may take to answer before the server counts as unavailable (default 2000). */
  readonly timeoutMs?: number;
  /** Told when the store stops answering (once, until it answers again). */
  readonly logError?: (error: unknown) => void;
}

/**
 * 200 `{"status":"ok"}` when the store answers, 503 `{"status":"unavailable","reason":...}` when
 * it fails or is slow; never cached. The reason is one of two fixed sentences: no error text,
 * address, version or path reaches the client.
 */
export function healthRoutes(options: HealthOptions = {}): Hono {
  const timeoutMs = options.timeoutMs ?? 2000;
  const logError =
    options.logError ?? ((error) => console.error(`docs serve: health check: ${String(error)}`));
  // Concurrent probes share one round trip: polling the endpoint cannot queue up queries.
  let pending: Promise<string | undefined> | undefined;
  let failing = false;
  const check = async (): Promise<string | undefined> => {
    const { store } = options;
    if (!store) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const outcome = await Promise.race([store.ping().then(() => 'ok' as const), timedOut]);
      if (outcome === 'timeout') {
        if (!failing) logError(new Error(`the database did not answer within ${timeoutMs} ms`));
        failing = true;
        return `the database did not answer within ${timeoutMs} ms`;
      }
      failing = false;
      return undefined;
    } catch (error) {
      if (!failing) logError(error);
      failing = true;
      return 'the database does not answer';
    } finally {
      clearTimeout(timer);
    }
  };
  const app = new Hono();
  app.on(['GET', 'HEAD'], healthPath, async (c) => {
    pending ??= check().finally(() => {
      pending = undefined;
    });
    const reason = await pending;
    c.header('cache-control', 'no-store');
    return reason === undefined
      ? c.json({ status: 'ok' }, 200)
      : c.json({ status: 'unavailable', reason }, 503);
  });
  return app;
}
