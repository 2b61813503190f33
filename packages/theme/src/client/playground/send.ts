import type { PlaygroundModel } from '@docwright/page-model';
import { messageOf, showMessage } from './dom.ts';
import type { SentRequest } from './request.ts';
import { showResponse } from './response-view.ts';

export const proxyPath = '/_docwright/proxy';

/** Sends the request (through the site's proxy or from the browser) and shows what came back. */
export async function sendRequest(
  model: PlaygroundModel,
  request: SentRequest,
  output: HTMLElement,
): Promise<void> {
  const started = performance.now();
  let response: Response;
  try {
    response = model.proxy ? await viaProxy(request) : await direct(model.credentials, request);
  } catch (error) {
    return showMessage(
      output,
      model.proxy
        ? `The request could not reach the playground proxy: ${messageOf(error)}.`
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
    const problem = (await response.json().catch(() => ({}))) as { error?: string };
    return showMessage(output, problem.error ?? `The proxy refused the request (${response.status}).`);
  }
  await showResponse(output, response, performance.now() - started, request);
}

/** Through `POST /_docwright/proxy`: the destination, method and cookies ride in headers. */
export function viaProxy(request: SentRequest): Promise<Response> {
  const headers = new Headers(request.headers.map(([name, value]): [string, string] => [name, value]));
  headers.set('x-docwright-target', request.url);
  headers.set('x-docwright-method', request.method);
  if (request.cookie !== undefined) headers.set('x-docwright-cookie', request.cookie);
  return fetch(proxyPath, { method: 'POST', headers, ...(hasBody(request) && { body: request.body }) });
}

/** Straight from the browser, with the browser's cookies for the API when `credentials` says so. */
export function direct(credentials: boolean, request: SentRequest): Promise<Response> {
  return fetch(request.url, {
    method: request.method,
    headers: request.headers.map(([name, value]): [string, string] => [name, value]),
    credentials: credentials ? 'include' : 'same-origin',
    ...(hasBody(request) && { body: request.body }),
  });
}

/** GET and HEAD requests carry no body, whatever the form holds. */
function hasBody(request: SentRequest): request is SentRequest & { body: string | FormData } {
  return request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
}
