import type { PlaygroundModel, WebSocketPlaygroundModel } from '@docwright/page-model';
/**
 * The playground island: loaded when a reader first opens "Try it". It reads the operation's model
 * (embedded by the build), builds the body's inputs, keeps the live example in step with the form,
 * sends the request through the site's proxy or straight from the browser, and shows the response.
 */
import { keepCredentials } from './credentials.ts';
import { showMessage } from './dom.ts';
import { setUpLanguages, syncExamples } from './examples.ts';
import { checkFields, clearProblemOnInput, problemSummary, showProblems } from './field-check.ts';
import { authorize, completeAuthorization } from './oauth.ts';
import { setUpBody } from './raw-json.ts';
import { prefillReaderInputs } from './reader-inputs.ts';
import { buildRequest } from './request.ts';
import { sendRequest } from './send.ts';
import { showChosenServerVariables } from './server-variables.ts';
import { setUpViews } from './views.ts';
import { mountWebSocket } from './websocket.ts';

/** `playgroundModelFileOfRoute`'s folder: under the site's base path like every `/_docwright/` file. */
const modelFolder: string = '/_docwright/playground/';

/** The operation's model: in its own file beside the site's (`data-model-route`), or embedded in the page. */
async function readModel(root: HTMLElement): Promise<unknown> {
  const route = root.dataset.modelRoute;
  if (route === undefined)
    return JSON.parse(root.querySelector('.dw-playground-model')?.textContent ?? 'null');
  const response = await fetch(`${modelFolder}${route ? `${encodeURI(route)}/` : ''}model.json`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`the server answered ${response.status} ${response.statusText}`.trim());
  return response.json();
}

export async function mount(root: HTMLElement): Promise<void> {
  if (root.dataset.mounted) return;
  root.dataset.mounted = 'true';
  const form = root.querySelector('form') as HTMLFormElement;
  const output = root.querySelector('.dw-playground-response') as HTMLElement;
  let read: unknown;
  try {
    read = await readModel(root);
  } catch (error) {
    // Offline, or the site changed under the page: say so where the response would be.
    delete root.dataset.mounted;
    root.dataset.loadFailed = 'true';
    showMessage(
      output,
      `The playground could not load this operation (${(error as Error).message}). Reload the page to try again.`,
    );
    return;
  }
  // A failed earlier try's message goes (the output may hold markup of its own otherwise).
  if (root.dataset.loadFailed) {
    delete root.dataset.loadFailed;
    output.replaceChildren();
    output.hidden = true;
  }
  if (root.dataset.playground === 'websocket') {
    mountWebSocket(form, read as WebSocketPlaygroundModel, output);
    return;
  }
  const model = read as PlaygroundModel;
  const send = form.querySelector('.dw-playground-send') as HTMLButtonElement;
  const why = form.querySelector('.dw-playground-why') as HTMLElement;
  for (const input of form.querySelectorAll<HTMLInputElement>('[data-secret]')) input.type = 'password';
  const choice = form.querySelector<HTMLSelectElement>('select[name="auth-choice"]');
  if (choice && model.security) {
    // The first requirement that names a scheme, as the examples show.
    choice.value = String(
      Math.max(
        0,
        model.security.findIndex((schemes) => schemes.length > 0),
      ),
    );
  }
  // What the reader typed and kept on this device wins over the values their sign-in brought.
  prefillReaderInputs(form, model);
  keepCredentials(form, model.auth, model.servers);
  showChosenServerVariables(form);
  const showPart = setUpViews(root);
  // Send waits while the raw JSON does not parse, and says why.
  const blocked = (reason: string | undefined) => {
    send.disabled = reason !== undefined;
    why.textContent = reason ?? '';
  };
  const refresh = () => {
    const request = buildRequest(model, form, false);
    if (!('error' in request)) syncExamples(root, request.example);
  };
  if (model.body) setUpBody(form, model.body, blocked, refresh);
  else blocked(undefined);
  setUpLanguages(root, refresh);
  refresh();
  let pending: ReturnType<typeof setTimeout> | undefined;
  for (const button of form.querySelectorAll<HTMLElement>('[data-oauth-scheme]')) {
    const scheme = button.dataset.oauthScheme ?? '';
    button.addEventListener('click', () => authorize(model, form, output, scheme));
  }
  void completeAuthorization(model, form, output);
  form.addEventListener('input', (event) => {
    clearProblemOnInput(event);
    clearTimeout(pending);
    pending = setTimeout(refresh, 150);
  });
  form.addEventListener('change', (event) => {
    clearProblemOnInput(event);
    clearTimeout(pending);
    pending = setTimeout(refresh, 150);
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (send.disabled) return;
    // A field to fix is marked and focused where it is, and nothing is sent.
    const problems = checkFields(model, form);
    if (problems.length > 0) {
      showPart('form');
      showMessage(output, problemSummary(problems));
      showProblems(form, problems);
      return;
    }
    send.disabled = true;
    try {
      const request = buildRequest(model, form);
      showPart('response');
      if ('error' in request) return showMessage(output, request.error);
      await sendRequest(model, request.sent, output);
    } finally {
      send.disabled = why.textContent !== '';
    }
  });
}
