import type { ServerResponse } from 'node:http';

export const eventsPath = '/_docwright/events';

/** The browser side: reloads when its page (or the navigation) changed, shows the overlay on errors. */
export const reloadClient = `<script type="module">
const events = new EventSource(${JSON.stringify(eventsPath)});
events.addEventListener('open', () => { document.documentElement.dataset.dwLive = 'connected'; });
const here = decodeURIComponent(location.pathname).replace(/^\\/+|\\/+$/g, '');
events.addEventListener('reload', (event) => {
  const change = JSON.parse(event.data);
  const moved = change.moved[here];
  if (moved !== undefined) location.replace('/' + moved + location.hash);
  else if (change.all || change.routes.includes(here)) location.reload();
});
events.addEventListener('failure', (event) => {
  document.getElementById('dw-error-overlay')?.remove();
  document.body.insertAdjacentHTML('beforeend', JSON.parse(event.data).overlay);
});
</script>`;

/** Server-sent events to every open page. */
export class ReloadChannel {
  readonly #clients = new Set<ServerResponse>();

  attach(response: ServerResponse): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    response.write(': connected\n\n');
    this.#clients.add(response);
    response.on('close', () => this.#clients.delete(response));
  }

  send(event: 'reload' | 'failure', data: unknown): void {
    const message = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const client of this.#clients) client.write(message);
  }

  get size(): number {
    return this.#clients.size;
  }

  close(): void {
    for (const client of this.#clients) client.end();
    this.#clients.clear();
  }
}
