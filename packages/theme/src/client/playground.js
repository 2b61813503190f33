// The playground island: loaded when a reader opens "Try it". It reads the operation's model
// (embedded by the build), builds the request from the form, sends it through the site's proxy or
// straight from the browser, and shows the response by its content type.
const proxyPath = '/_docwright/proxy';
const textLimit = 1_000_000;

export function mount(details) {
  if (details.dataset.mounted) return;
  details.dataset.mounted = 'true';
  if (details.dataset.playground === 'websocket') return mountWebSocket(details);
  const form = details.querySelector('form');
  const model = JSON.parse(details.querySelector('.dw-playground-model').textContent);
  const output = details.querySelector('.dw-playground-response');
  const send = form.querySelector('.dw-playground-send');
  for (const input of form.querySelectorAll('[data-secret]')) input.type = 'password';
  send.disabled = false;
  let pending;
  for (const button of form.querySelectorAll('[data-oauth-scheme]')) {
    button.addEventListener('click', () => authorize(model, form, output, button.dataset.oauthScheme));
  }
  completeAuthorization(model, form, output);
  form.addEventListener('input', () => {
    clearTimeout(pending);
    pending = setTimeout(() => syncExamples(details, buildRequest(model, form, { validate: false })), 150);
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    send.disabled = true;
    try {
      const request = buildRequest(model, form);
      if (request.error) return showMessage(output, request.error);
      await sendRequest(model, request, output);
    } finally {
      send.disabled = false;
    }
  });
}

/**
 * The request the form describes: URL, method, headers, cookies and body; or an error to show.
 * Without `validate`, missing required values stay as `{name}` placeholders (for the examples).
 */
export function buildRequest(model, form, { validate = true } = {}) {
  const data = new FormData(form);
  const text = (name) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const serverIndex = Number(text('server') || 0);
  const server = model.servers[serverIndex] ?? model.servers[0];
  const base = server.url.replace(/\{([^}]+)\}/g, (match, name) => {
    const variable = server.variables.find((v) => v.name === name);
    return text(`server-${serverIndex}-${name}`) || variable?.default || match;
  });
  const missing = [];
  let path = model.path;
  const query = [];
  const headers = [];
  const cookies = [];
  for (const field of model.parameters) {
    const values = fieldValues(field, data);
    if (values.length === 0) {
      if (field.required) missing.push(field.name);
      continue;
    }
    if (field.in === 'path') {
      path = path.replaceAll(`{${field.name}}`, values.map(encodeURIComponent).join(','));
    } else if (field.in === 'query') {
      query.push(...serializeQuery(field, values));
    } else if (field.in === 'header') {
      headers.push([field.name, values.join(',')]);
    } else if (field.in === 'cookie') {
      cookies.push(`${field.name}=${encodeURIComponent(values.join(','))}`);
    }
  }
  let basicAuth;
  for (const auth of model.auth) basicAuth = applyAuth(auth, text, headers, query, cookies) ?? basicAuth;
  let body;
  let snippetBody;
  if (model.body) {
    const built = buildBody(model.body, data, missing);
    if (built.error && validate) return built;
    body = built.body;
    snippetBody = built.snippetBody;
    if (built.contentType) headers.push(['Content-Type', built.contentType]);
  }
  if (missing.length > 0 && validate)
    return {
      error: `Fill in the required ${missing.length === 1 ? 'field' : 'fields'}: ${missing.join(', ')}.`,
    };
  const url = new URL(base.replace(/\/$/, '') + path, location.href);
  for (const pair of query) url.search += (url.search ? '&' : '') + pair;
  return { method: model.method, url: url.href, headers, cookies, body, basicAuth, snippetBody };
}

function fieldValues(field, data) {
  const key = `${field.in}-${field.name}`;
  if (field.file) return data.getAll(key).filter((file) => file instanceof File && file.name !== '');
  const raw = data.getAll(key).filter((value) => typeof value === 'string' && value.trim() !== '');
  if (field.type === 'array' && !field.enum) {
    return raw.flatMap((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );
  }
  return raw.map((value) => value.trim());
}

function serializeQuery(field, values) {
  const name = encodeURIComponent(field.name);
  const style = field.style ?? 'form';
  const explode = field.explode ?? style === 'form';
  if (field.type === 'array' && style === 'form' && explode) {
    return values.map((value) => `${name}=${encodeURIComponent(value)}`);
  }
  const separator = style === 'spaceDelimited' ? '%20' : style === 'pipeDelimited' ? '|' : ',';
  return [`${name}=${values.map(encodeURIComponent).join(separator)}`];
}

function applyAuth(auth, text, headers, query, cookies) {
  if (auth.kind === 'basic') {
    const username = text(`auth-${auth.scheme}-username`);
    const password = text(`auth-${auth.scheme}-password`);
    if (!username && !password) return;
    const bytes = new TextEncoder().encode(`${username}:${password}`);
    headers.push(['Authorization', `Basic ${btoa(String.fromCharCode(...bytes))}`]);
    return { username, password };
  }
  const value = text(`auth-${auth.scheme}`);
  if (!value) return;
  if (auth.kind === 'bearer' || auth.kind === 'oauth2') headers.push(['Authorization', `Bearer ${value}`]);
  else if (auth.kind === 'custom') headers.push(['Authorization', `${auth.prefix} ${value}`]);
  else if (auth.in === 'query') query.push(`${encodeURIComponent(auth.name)}=${encodeURIComponent(value)}`);
  else if (auth.in === 'cookie') cookies.push(`${auth.name}=${encodeURIComponent(value)}`);
  else headers.push([auth.name, value]);
}

function buildBody(body, data, missing) {
  if (body.kind === 'json' || body.kind === 'text') {
    const text = data.get('body');
    if (typeof text !== 'string' || text.trim() === '') {
      if (body.required) missing.push('Body');
      return {};
    }
    if (body.kind === 'json') {
      try {
        const value = JSON.parse(text);
        return {
          body: text,
          contentType: body.mediaType,
          snippetBody: { kind: 'json', mediaType: body.mediaType, value },
        };
      } catch (error) {
        return { error: `The body is not valid JSON: ${error.message}` };
      }
    }
    return {
      body: text,
      contentType: body.mediaType,
      snippetBody: { kind: 'text', mediaType: body.mediaType, text },
    };
  }
  const fields = body.fields ?? [];
  if (body.kind === 'form') {
    const params = new URLSearchParams();
    const formFields = [];
    for (const field of fields) {
      const values = fieldValues({ ...field, in: 'body' }, data);
      if (values.length === 0 && field.required) missing.push(field.name);
      for (const value of values) {
        params.append(field.name, value);
        formFields.push({ name: field.name, value });
      }
    }
    return {
      body: params.toString(),
      contentType: body.mediaType,
      snippetBody: { kind: 'form', fields: formFields },
    };
  }
  const multipart = new FormData();
  const parts = [];
  for (const field of fields) {
    const values = fieldValues({ ...field, in: 'body' }, data);
    if (values.length === 0 && field.required) missing.push(field.name);
    for (const value of values) {
      multipart.append(field.name, value);
      parts.push(
        value instanceof File
          ? { kind: 'file', name: field.name, file: value.name }
          : { kind: 'field', name: field.name, value },
      );
    }
  }
  // The browser writes the multipart boundary into the content type itself.
  return { body: multipart, snippetBody: { kind: 'multipart', parts } };
}

/** Rewrites the page's generated request examples for the request the reader is building. */
async function syncExamples(details, request) {
  if (request.error) return;
  const panels =
    details.closest('.dw-endpoint')?.querySelectorAll('.dw-endpoint-examples [data-generated]') ?? [];
  if (panels.length === 0) return;
  const { generateSnippet } = await import('/_docwright/snippets.js');
  const snippetRequest = {
    method: request.method,
    url: request.url,
    headers: request.headers
      .filter(
        ([name]) =>
          name.toLowerCase() !== 'content-type' &&
          !(request.basicAuth && name.toLowerCase() === 'authorization'),
      )
      .map(([name, value]) => ({ name, value })),
    cookies: request.cookies.map((cookie) => {
      const at = cookie.indexOf('=');
      return { name: cookie.slice(0, at), value: cookie.slice(at + 1) };
    }),
    ...(request.basicAuth && { basicAuth: request.basicAuth }),
    ...(request.snippetBody && { body: request.snippetBody }),
  };
  for (const panel of panels) {
    const code = generateSnippet(panel.getAttribute('data-language'), snippetRequest);
    const target = panel.querySelector('pre code');
    if (code === undefined || !target) continue;
    const lines = code.split('\n').map((line) => element('span', { class: 'line' }, line));
    target.replaceChildren(...lines.flatMap((line, index) => (index === 0 ? [line] : ['\n', line])));
    highlightInto(target, code);
  }
}

/** Colours regenerated code with the build's highlighter, unless the reader has typed on meanwhile. */
async function highlightInto(target, code) {
  const language = [...target.classList]
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  if (!language || language === 'text') return;
  target.dataset.code = code;
  try {
    const { highlightCode } = await import('/_docwright/highlight/index.js');
    const html = await highlightCode(code, language);
    if (html === undefined || target.dataset.code !== code) return;
    // The highlighter escapes the code: this markup holds only its own spans.
    const template = document.createElement('template');
    template.innerHTML = html;
    const highlighted = template.content.querySelector('code');
    if (highlighted) target.replaceChildren(...highlighted.childNodes);
  } catch {
    // Without the highlighter the code stays plain, and correct.
  }
}

async function sendRequest(model, request, output) {
  const started = performance.now();
  let response;
  try {
    response = model.proxy ? await viaProxy(request) : await direct(model, request);
  } catch (error) {
    return showMessage(
      output,
      model.proxy
        ? `The request could not reach the playground proxy: ${error.message}.`
        : `The browser blocked the request or could not reach ${new URL(request.url).origin}. This is usually CORS: the API does not allow calls from ${location.origin}. Allow this origin in the API's CORS settings, or set "api.playground.proxy": true in docs.json so requests go through the site's proxy.`,
    );
  }
  const proxyVerdict = response.headers.get('x-docwright-proxy');
  if (model.proxy && proxyVerdict !== 'forwarded') {
    if (proxyVerdict === null)
      return showMessage(
        output,
        `This site has no playground proxy at ${proxyPath} (a static host cannot run one). Serve the site with "docs serve" (or "docs dev"), or set "api.playground.proxy": false in docs.json to call the API from the browser.`,
      );
    const problem = await response.json().catch(() => ({}));
    return showMessage(output, problem.error ?? `The proxy refused the request (${response.status}).`);
  }
  await showResponse(output, response, performance.now() - started, request);
}

function viaProxy(request) {
  const headers = new Headers(request.headers);
  headers.set('x-docwright-target', request.url);
  headers.set('x-docwright-method', request.method);
  if (request.cookies.length > 0) headers.set('x-docwright-cookie', request.cookies.join('; '));
  return fetch(proxyPath, { method: 'POST', headers, ...(hasBody(request) && { body: request.body }) });
}

function direct(model, request) {
  return fetch(request.url, {
    method: request.method,
    headers: request.headers,
    credentials: model.credentials ? 'include' : 'same-origin',
    ...(hasBody(request) && { body: request.body }),
  });
}

/** GET and HEAD requests carry no body, whatever the form holds. */
function hasBody(request) {
  return request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
}

function showMessage(output, message, role = 'alert') {
  output.hidden = false;
  const className = role === 'alert' ? 'dw-playground-error' : 'dw-playground-note';
  output.replaceChildren(element('p', { class: className, role }, message));
}

const oauthKey = 'docwright:oauth';

/** OAuth2 authorization code flow with PKCE: off to the authorization server, back to this page. */
async function authorize(model, form, output, scheme) {
  const auth = model.auth.find((entry) => entry.scheme === scheme);
  const data = new FormData(form);
  const clientId = String(data.get(`auth-${scheme}-client-id`) ?? '').trim();
  if (!auth || !clientId)
    return showMessage(output, `Enter the client ID of your ${scheme} application first.`);
  const verifier = randomString(64);
  const state = randomString(24);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  const redirectUri = location.origin + location.pathname;
  sessionStorage.setItem(
    oauthKey,
    JSON.stringify({ scheme, state, verifier, clientId, redirectUri, tokenUrl: auth.tokenUrl }),
  );
  const url = new URL(auth.authorizationUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  const scopes = String(data.get(`auth-${scheme}-scopes`) ?? '').trim();
  if (scopes) url.searchParams.set('scope', scopes);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', base64Url(new Uint8Array(digest)));
  url.searchParams.set('code_challenge_method', 'S256');
  location.assign(url.href);
}

/** Back from the authorization server: trade the code (and the PKCE verifier) for a token. */
async function completeAuthorization(model, form, output) {
  const params = new URLSearchParams(location.search);
  let pending;
  try {
    pending = JSON.parse(sessionStorage.getItem(oauthKey) ?? 'null');
  } catch {
    return;
  }
  if (!pending || params.get('state') !== pending.state) return;
  if (!model.auth.some((entry) => entry.scheme === pending.scheme)) return;
  sessionStorage.removeItem(oauthKey);
  history.replaceState(null, '', location.pathname + location.hash);
  const code = params.get('code');
  if (!code) {
    const reason = [params.get('error'), params.get('error_description')].filter(Boolean).join(': ');
    return showMessage(
      output,
      `The authorization server did not authorize ${pending.scheme}${reason ? ` (${reason})` : ''}.`,
    );
  }
  const request = {
    method: 'POST',
    url: pending.tokenUrl,
    headers: [
      ['Content-Type', 'application/x-www-form-urlencoded'],
      ['Accept', 'application/json'],
    ],
    cookies: [],
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: pending.redirectUri,
      client_id: pending.clientId,
      code_verifier: pending.verifier,
    }).toString(),
  };
  let answer;
  try {
    const response = model.proxy ? await viaProxy(request) : await direct({ credentials: false }, request);
    answer = { status: response.status, ok: response.ok, body: await response.json().catch(() => ({})) };
  } catch (error) {
    return showMessage(output, `The token request to ${pending.tokenUrl} failed: ${error.message}.`);
  }
  if (!answer.ok || typeof answer.body.access_token !== 'string') {
    const reason = answer.body.error_description ?? answer.body.error ?? 'no access_token in the answer';
    return showMessage(output, `The token endpoint answered ${answer.status}: ${reason}.`);
  }
  const input = form.querySelector(`[name="auth-${CSS.escape(pending.scheme)}"]`);
  if (input) input.value = answer.body.access_token;
  form.closest('details').open = true;
  showMessage(output, `Authorized with ${pending.scheme}: the access token is filled in.`, 'status');
}

function randomString(length) {
  return base64Url(crypto.getRandomValues(new Uint8Array(length))).slice(0, length);
}

function base64Url(bytes) {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function showResponse(output, response, elapsed, request) {
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
  if (request.cookies.length > 0 && !response.headers.has('x-docwright-proxy')) {
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
    for await (const event of serverSentEvents(response.body, (n) => (bytes += n))) {
      list.append(element('li', {}, event));
      size.textContent = formatBytes(bytes);
    }
    return;
  }
  const blob = await response.blob();
  size.textContent = formatBytes(blob.size);
  if (/^(image|audio|video)\//.test(type)) {
    const url = URL.createObjectURL(blob);
    const kind = type.split('/')[0];
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
function jsonTokens(text) {
  const nodes = [];
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
function markupTokens(text) {
  const nodes = [];
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
async function* serverSentEvents(stream, counted) {
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

function formatBytes(bytes) {
  return bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** A channel's WebSocket playground: connect, send messages, and log what goes both ways. */
function mountWebSocket(details) {
  const form = details.querySelector('form');
  const model = JSON.parse(details.querySelector('.dw-playground-model').textContent);
  const output = details.querySelector('.dw-playground-response');
  const log = output.querySelector('ol');
  const connect = form.querySelector('[data-ws-connect]');
  const send = form.querySelector('button[type="submit"]');
  const body = form.querySelector('textarea[name="body"]');
  let socket;
  const note = (direction, text) => {
    output.hidden = false;
    log.append(element('li', { class: `dw-ws-${direction}` }, text));
  };
  const setConnected = (connected) => {
    connect.textContent = connected ? 'Disconnect' : 'Connect';
    send.disabled = !connected;
  };
  connect.disabled = false;
  form.querySelector('select[name="message"]')?.addEventListener('change', (event) => {
    body.value = model.messages[Number(event.target.value)]?.text ?? '';
  });
  connect.addEventListener('click', () => {
    if (socket) return socket.close();
    const data = new FormData(form);
    const server = model.servers[Number(data.get('server') ?? 0)] ?? model.servers[0];
    const missing = [];
    const address = model.address.replace(/\{([^}]+)\}/g, (_, name) => {
      const value = String(data.get(`parameter-${name}`) ?? '').trim();
      if (!value) missing.push(name);
      return encodeURIComponent(value);
    });
    if (missing.length > 0) return note('error', `Fill in the channel parameters: ${missing.join(', ')}.`);
    const url = server.url + (address.startsWith('/') ? address : `/${address}`);
    note('status', `Connecting to ${url}…`);
    try {
      socket = new WebSocket(url);
    } catch (error) {
      socket = undefined;
      return note('error', `Cannot connect to ${url}: ${error.message}`);
    }
    socket.addEventListener('open', () => {
      note('status', 'Connected');
      setConnected(true);
    });
    socket.addEventListener('message', async (event) => {
      const text = typeof event.data === 'string' ? event.data : await event.data.text();
      note('received', `Received: ${text}`);
    });
    socket.addEventListener('error', () => note('error', `The connection to ${url} failed.`));
    socket.addEventListener('close', (event) => {
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
