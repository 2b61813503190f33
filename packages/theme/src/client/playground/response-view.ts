import { element, formatBytes } from './dom.ts';
import type { SentRequest } from './request.ts';

const textLimit = 1_000_000;

/** Shows a response by its content type: status, timing, size, headers, then events, media or text. */
export async function showResponse(
  output: HTMLElement,
  response: Response,
  elapsed: number,
  request: SentRequest,
): Promise<void> {
  output.hidden = false;
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  const summary = element('p', { class: 'dw-playground-status' });
  const status = element(
    'span',
    { class: `dw-status dw-status-${String(response.status)[0]}` },
    `${response.status} ${response.statusText}`.trim(),
  );
  const timing = element('span', { class: 'dw-playground-timing' }, `${Math.round(elapsed)} ms`);
  const size = element('span', { class: 'dw-playground-size' });
  summary.append(status, timing, size);
  const headerList = element(
    'details',
    { class: 'dw-playground-headers' },
    element('summary', {}, 'Headers'),
  );
  const table = element('dl');
  for (const [name, value] of response.headers) {
    if (name === 'x-docwright-proxy') continue;
    table.append(element('dt', {}, name), element('dd', {}, value));
  }
  headerList.append(table);
  const body = element('div', { class: 'dw-playground-body-view' });
  output.replaceChildren(summary, headerList, body);
  if (request.cookie !== undefined && !response.headers.has('x-docwright-proxy')) {
    output.append(
      element(
        'p',
        { class: 'dw-playground-note' },
        'Browsers do not let a page set cookies for another site: the cookie values were not sent. Use the proxy to send them.',
      ),
    );
  }

  if (type.startsWith('text/event-stream') && response.body) {
    const list = element('ol', { class: 'dw-playground-events', 'aria-label': 'Events' });
    body.append(list);
    let bytes = 0;
    for await (const event of serverSentEvents(response.body, (n) => {
      bytes += n;
    })) {
      list.append(element('li', {}, event));
      size.textContent = formatBytes(bytes);
    }
    return;
  }
  const blob = await response.blob();
  size.textContent = formatBytes(blob.size);
  if (/^(image|audio|video)\//.test(type)) {
    const url = URL.createObjectURL(blob);
    const kind = type.split('/')[0] ?? 'image';
    const media =
      kind === 'image'
        ? element('img', { src: url, alt: 'Response image' })
        : element(kind, { src: url, controls: '', 'aria-label': `Response ${kind}` });
    body.append(media);
    return;
  }
  let text = await blob.slice(0, textLimit).text();
  if (/json/.test(type) && blob.size <= textLimit) {
    try {
      text = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Not JSON after all: shown as it came.
    }
  }
  const tokens = /json/.test(type) ? jsonTokens(text) : /xml|html/.test(type) ? markupTokens(text) : [text];
  body.append(element('pre', { class: 'dw-code', tabindex: '0' }, element('code', {}, ...tokens)));
  if (blob.size > textLimit) {
    const link = element(
      'a',
      { href: URL.createObjectURL(blob), download: 'response' },
      'Download the whole response',
    );
    body.append(
      element('p', { class: 'dw-playground-note' }, `Showing the first ${formatBytes(textLimit)}. `, link),
    );
  }
}

/** JSON text as nodes: keys, strings, numbers and literals in spans the stylesheet colours. */
function jsonTokens(text: string): (string | HTMLElement)[] {
  const nodes: (string | HTMLElement)[] = [];
  const token = /("(?:\\.|[^"\\])*")(\s*:)?|\b(?:true|false|null)\b|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
  let last = 0;
  for (const match of text.matchAll(token)) {
    nodes.push(text.slice(last, match.index));
    const kind = match[1] ? (match[2] ? 'key' : 'string') : /^[tfn]/.test(match[0]) ? 'literal' : 'number';
    nodes.push(element('span', { class: `dw-json-${kind}` }, match[1] ?? match[0]));
    if (match[2]) nodes.push(match[2]);
    last = match.index + match[0].length;
  }
  nodes.push(text.slice(last));
  return nodes;
}

/** XML or HTML text as nodes: tag names, attribute names, quoted values and comments coloured. */
function markupTokens(text: string): (string | HTMLElement)[] {
  const nodes: (string | HTMLElement)[] = [];
  const token = /(<!--[\s\S]*?-->)|(<\/?[\w:.-]+)|([\w:.-]+)(?==)|("[^"]*"|'[^']*')|(\/?>)/g;
  let last = 0;
  let inTag = false;
  for (const match of text.matchAll(token)) {
    const [whole, comment, tag, attribute, value, close] = match;
    // Outside a tag, names and quotes are text content.
    if (!inTag && (attribute || value || close)) continue;
    nodes.push(text.slice(last, match.index));
    const kind = comment ? 'comment' : tag ? 'key' : attribute ? 'literal' : value ? 'string' : 'punctuation';
    nodes.push(element('span', { class: `dw-json-${kind}` }, whole));
    if (tag) inTag = true;
    if (close) inTag = false;
    last = match.index + whole.length;
  }
  nodes.push(text.slice(last));
  return nodes;
}

/** The `data` of each server-sent event, as it arrives. */
async function* serverSentEvents(
  stream: ReadableStream<BufferSource>,
  counted: (bytes: number) => void,
): AsyncGenerator<string> {
  const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    counted(new TextEncoder().encode(value).length);
    buffer += value.replaceAll('\r\n', '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data !== '') yield data;
      end = buffer.indexOf('\n\n');
    }
  }
}
