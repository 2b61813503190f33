const escapeText = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface PasswordPageState {
  /** Where the form posts (the password address, with the page to return to). */
  readonly action: string;
  /** Why the last attempt failed, shown and announced beside the field. */
  readonly error?: string;
  /** The path the site is served under (`/docs`), or `''`: its stylesheet is there. */
  readonly basePath?: string;
}

// The theme's colours and borders (site.css variables), for a form the theme itself has no rule for.
const formStyle = `.dw-password-form{display:flex;flex-direction:column;gap:.5rem;max-width:22rem;margin-top:1.5rem}
.dw-password-form input{font:inherit;padding:.5rem .75rem;border:1px solid var(--dw-border);border-radius:.5rem;background:var(--dw-bg);color:var(--dw-fg)}
.dw-password-form input:focus-visible,.dw-password-form button:focus-visible{outline:2px solid var(--dw-primary);outline-offset:2px}
.dw-password-form button{font:inherit;font-weight:600;padding:.5rem .75rem;border:0;border-radius:.5rem;background:var(--dw-primary);color:#fff;cursor:pointer}
.dw-password-error{color:#b42318;margin:0}
@media (prefers-color-scheme:dark){.dw-password-error{color:#fda29b}}`;

/**
 * The sign-in page of a shared-password site, in the site's stylesheet: a labelled password field
 * whose error is tied to it (`aria-describedby`) and announced (`role="alert"`), focused on load.
 */
export function passwordPage({ action, error, basePath = '' }: PasswordPageState): string {
  const errorText = error
    ? `<p class="dw-password-error" id="dw-password-error" role="alert">${escapeText(error)}</p>`
    : '';
  const described = error ? ' aria-invalid="true" aria-describedby="dw-password-error"' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in</title><meta name="robots" content="noindex"><link rel="stylesheet" href="${escapeText(basePath)}/_docwright/site.css"><style>${formStyle}</style></head><body><main class="dw-main" id="content"><article class="dw-article"><h1 class="dw-title">Sign in</h1><p>This documentation is protected by a password.</p><form class="dw-password-form" method="post" action="${escapeText(action)}"><label for="dw-password">Password</label><input id="dw-password" name="password" type="password" autocomplete="current-password" required autofocus${described}>${errorText}<button type="submit">Sign in</button></form></article></main></body></html>`;
}
