import type { PlaygroundModel } from '@docwright/page-model';
import { messageOf, showMessage } from './dom.ts';
import { direct, viaProxy } from './send.ts';

const oauthKey = 'docwright:oauth';

/** What the page keeps in session storage while the reader is at the authorization server. */
interface PendingAuthorization {
  readonly scheme: string;
  readonly state: string;
  readonly verifier: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly tokenUrl: string;
}

/** OAuth2 authorization code flow with PKCE: off to the authorization server, back to this page. */
export async function authorize(
  model: PlaygroundModel,
  form: HTMLFormElement,
  output: HTMLElement,
  scheme: string,
): Promise<void> {
  const auth = model.auth.find((entry) => entry.scheme === scheme);
  const data = new FormData(form);
  const clientId = String(data.get(`auth-${scheme}-client-id`) ?? '').trim();
  if (auth?.kind !== 'oauth2' || !clientId)
    return showMessage(output, `Enter the client ID of your ${scheme} application first.`);
  const verifier = randomString(64);
  const state = randomString(24);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  const redirectUri = location.origin + location.pathname;
  const pending: PendingAuthorization = {
    scheme,
    state,
    verifier,
    clientId,
    redirectUri,
    tokenUrl: auth.tokenUrl,
  };
  sessionStorage.setItem(oauthKey, JSON.stringify(pending));
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
export async function completeAuthorization(
  model: PlaygroundModel,
  form: HTMLFormElement,
  output: HTMLElement,
): Promise<void> {
  const params = new URLSearchParams(location.search);
  let pending: PendingAuthorization | null;
  try {
    pending = JSON.parse(sessionStorage.getItem(oauthKey) ?? 'null') as PendingAuthorization | null;
  } catch {
    return;
  }
  if (!pending || params.get('state') !== pending.state) return;
  const scheme = pending.scheme;
  if (!model.auth.some((entry) => entry.scheme === scheme)) return;
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
    ] as const,
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: pending.redirectUri,
      client_id: pending.clientId,
      code_verifier: pending.verifier,
    }).toString(),
  };
  let answer: { status: number; ok: boolean; body: TokenAnswer };
  try {
    const response = model.proxy ? await viaProxy(request) : await direct(false, request);
    const body = (await response.json().catch(() => ({}))) as TokenAnswer;
    answer = { status: response.status, ok: response.ok, body };
  } catch (error) {
    return showMessage(output, `The token request to ${pending.tokenUrl} failed: ${messageOf(error)}.`);
  }
  if (!answer.ok || typeof answer.body.access_token !== 'string') {
    const reason = answer.body.error_description ?? answer.body.error ?? 'no access_token in the answer';
    return showMessage(output, `The token endpoint answered ${answer.status}: ${reason}.`);
  }
  const input = form.querySelector<HTMLInputElement>(`[name="auth-${CSS.escape(pending.scheme)}"]`);
  if (input) input.value = answer.body.access_token;
  const details = form.closest('details');
  if (details) details.open = true;
  showMessage(output, `Authorized with ${pending.scheme}: the access token is filled in.`, 'status');
}

interface TokenAnswer {
  readonly access_token?: unknown;
  readonly error?: string;
  readonly error_description?: string;
}

function randomString(length: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(length))).slice(0, length);
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
