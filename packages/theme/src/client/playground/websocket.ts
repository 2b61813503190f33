import type { WebSocketPlaygroundModel } from '@docwright/page-model';
import { element, messageOf } from './dom.ts';

/** A channel's WebSocket playground: connect, send messages, and log what goes both ways. */
export function mountWebSocket(
  form: HTMLFormElement,
  model: WebSocketPlaygroundModel,
  output: HTMLElement,
): void {
  const log = output.querySelector('ol') as HTMLOListElement;
  const connect = form.querySelector('[data-ws-connect]') as HTMLButtonElement;
  const send = form.querySelector('button[type="submit"]') as HTMLButtonElement;
  const body = form.querySelector('textarea[name="body"]') as HTMLTextAreaElement;
  let socket: WebSocket | undefined;
  const note = (direction: string, text: string) => {
    output.hidden = false;
    log.append(element('li', { class: `dw-ws-${direction}` }, text));
  };
  const setConnected = (connected: boolean) => {
    connect.textContent = connected ? 'Disconnect' : 'Connect';
    send.disabled = !connected;
  };
  connect.disabled = false;
  const messages = form.querySelector<HTMLSelectElement>('select[name="message"]');
  messages?.addEventListener('change', () => {
    body.value = model.messages[Number(messages.value)]?.text ?? '';
  });
  connect.addEventListener('click', () => {
    if (socket) return socket.close();
    const data = new FormData(form);
    const server = model.servers[Number(data.get('server') ?? 0)] ?? model.servers[0];
    if (!server) return;
    const missing: string[] = [];
    const address = model.address.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = String(data.get(`parameter-${name}`) ?? '').trim();
      if (!value) missing.push(name);
      return encodeURIComponent(value);
    });
    if (missing.length > 0) return note('error', `Fill in the channel parameters: ${missing.join(', ')}.`);
    const url = server.url + (address.startsWith('/') ? address : `/${address}`);
    note('status', `Connecting to ${url}…`);
    let opened: WebSocket;
    try {
      opened = new WebSocket(url);
    } catch (error) {
      socket = undefined;
      return note('error', `Cannot connect to ${url}: ${messageOf(error)}`);
    }
    socket = opened;
    opened.addEventListener('open', () => {
      note('status', 'Connected');
      setConnected(true);
    });
    opened.addEventListener('message', async (event: MessageEvent<string | Blob>) => {
      const text = typeof event.data === 'string' ? event.data : await event.data.text();
      note('received', `Received: ${text}`);
    });
    opened.addEventListener('error', () => note('error', `The connection to ${url} failed.`));
    opened.addEventListener('close', (event) => {
      note('status', `Closed (${event.code})`);
      socket = undefined;
      setConnected(false);
    });
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    socket.send(body.value);
    note('sent', `Sent: ${body.value}`);
  });
}
