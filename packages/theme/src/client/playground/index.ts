/**
 * The playground island: loaded when a reader opens "Try it". It reads the operation's model
 * (embedded by the build), builds the request from the form, sends it through the site's proxy or
 * straight from the browser, and shows the response by its content type.
 */
import type { PlaygroundModel, WebSocketPlaygroundModel } from '../../endpoint/playground-model.ts';
import { showMessage } from './dom.ts';
import { syncExamples } from './examples.ts';
import { authorize, completeAuthorization } from './oauth.ts';
import { buildRequest } from './request.ts';
import { sendRequest } from './send.ts';
import { mountWebSocket } from './websocket.ts';

export function mount(details: HTMLDetailsElement): void {
  if (details.dataset.mounted) return;
  details.dataset.mounted = 'true';
  const form = details.querySelector('form') as HTMLFormElement;
  const modelText = details.querySelector('.dw-playground-model')?.textContent ?? 'null';
  const output = details.querySelector('.dw-playground-response') as HTMLElement;
  if (details.dataset.playground === 'websocket') {
    mountWebSocket(form, JSON.parse(modelText) as WebSocketPlaygroundModel, output);
    return;
  }
  const model = JSON.parse(modelText) as PlaygroundModel;
  const send = form.querySelector('.dw-playground-send') as HTMLButtonElement;
  for (const input of form.querySelectorAll<HTMLInputElement>('[data-secret]')) input.type = 'password';
  send.disabled = false;
  let pending: ReturnType<typeof setTimeout> | undefined;
  for (const button of form.querySelectorAll<HTMLElement>('[data-oauth-scheme]')) {
    const scheme = button.dataset.oauthScheme ?? '';
    button.addEventListener('click', () => authorize(model, form, output, scheme));
  }
  void completeAuthorization(model, form, output);
  form.addEventListener('input', () => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      const request = buildRequest(model, form, false);
      if (!('error' in request)) syncExamples(details, request.example);
    }, 150);
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    send.disabled = true;
    try {
      const request = buildRequest(model, form);
      if ('error' in request) return showMessage(output, request.error);
      await sendRequest(model, request.sent, output);
    } finally {
      send.disabled = false;
    }
  });
}
