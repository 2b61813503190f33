import type { PlaygroundAuth, PlaygroundServer } from '@docwright/page-model';

/**
 * Credentials typed once serve every endpoint page of the same API for the session
 * (sessionStorage); "Remember on this device" moves them to localStorage, and "Clear" forgets
 * them everywhere. Keyed by the site's origin, the API's servers and the security scheme's name:
 * two specs that both call their scheme `bearerAuth` never get each other's token.
 */

const keyFor = (servers: readonly PlaygroundServer[]) => (scheme: string) =>
  `docwright:credentials:${location.origin}:${servers.map((server) => server.url).join(' ')}:${scheme}`;

/** The inputs that hold a scheme's secret (not an OAuth client ID or its scopes). */
function secretInputs(form: HTMLFormElement, auth: PlaygroundAuth): HTMLInputElement[] {
  const names =
    auth.kind === 'basic'
      ? [`auth-${auth.scheme}-username`, `auth-${auth.scheme}-password`]
      : [`auth-${auth.scheme}`];
  return names.flatMap((name) => form.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`) ?? []);
}

function read(storage: Storage, key: string): Record<string, string> | undefined {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

/** Fills the form from storage and keeps storage in step with what the reader types. */
export function keepCredentials(
  form: HTMLFormElement,
  schemes: readonly PlaygroundAuth[],
  servers: readonly PlaygroundServer[],
): void {
  const keyOf = keyFor(servers);
  const remember = form.querySelector<HTMLInputElement>('[data-remember]');
  let remembered = false;
  for (const auth of schemes) {
    const stored = read(localStorage, keyOf(auth.scheme)) ?? read(sessionStorage, keyOf(auth.scheme));
    if (read(localStorage, keyOf(auth.scheme))) remembered = true;
    if (!stored) continue;
    for (const input of secretInputs(form, auth))
      if (stored[input.name] !== undefined) input.value = stored[input.name] ?? '';
  }
  if (remember) remember.checked = remembered;
  const save = () => {
    for (const auth of schemes) {
      const entries = secretInputs(form, auth).map((input) => [input.name, input.value] as const);
      const key = keyOf(auth.scheme);
      const [keep, drop] = remember?.checked
        ? [localStorage, sessionStorage]
        : [sessionStorage, localStorage];
      try {
        drop.removeItem(key);
        if (entries.some(([, value]) => value.trim() !== ''))
          keep.setItem(key, JSON.stringify(Object.fromEntries(entries)));
        else keep.removeItem(key);
      } catch {
        // Storage off: the credentials last for this page.
      }
    }
  };
  for (const auth of schemes)
    for (const input of secretInputs(form, auth)) input.addEventListener('input', save);
  remember?.addEventListener('change', save);
  form.querySelector('[data-clear-credentials]')?.addEventListener('click', () => {
    for (const auth of schemes) {
      for (const input of secretInputs(form, auth)) input.value = '';
      try {
        localStorage.removeItem(keyOf(auth.scheme));
        sessionStorage.removeItem(keyOf(auth.scheme));
      } catch {}
    }
    if (remember) remember.checked = false;
    form.dispatchEvent(new Event('input'));
  });
}

/** Shows only the inputs of the chosen alternative ("one of" the operation's requirements). */
export function chooseAlternative(
  form: HTMLFormElement,
  security: readonly (readonly string[])[] | undefined,
): readonly string[] | undefined {
  const select = form.querySelector<HTMLSelectElement>('select[name="auth-choice"]');
  if (!security || !select) return undefined;
  const chosen = security[Number(select.value)] ?? [];
  for (const node of form.querySelectorAll<HTMLElement>('[data-scheme]'))
    node.hidden = !chosen.includes(node.dataset.scheme ?? '');
  return chosen;
}
