// Third-party integrations wait for the reader's consent. Each page hands `start` the loaders
// of the integrations docs.json configures (and nothing for the others); they run only once
// the reader has consented: through the banner below (remembered in localStorage), or, when
// the site sets `integrations.cookies`, when its own consent cookie (or localStorage entry)
// holds the configured value. Then page views go to the site's own `/_docwright/telemetry`.
const storageKey = 'docwright:consent';

/** A third-party script to add: its URL and the attributes its vendor asks for. */
interface ScriptToLoad {
  readonly src: string;
  readonly attributes?: Readonly<Record<string, string>>;
}
type LoadScripts = (scripts: readonly ScriptToLoad[], done?: () => void) => void;

interface ConsentSettings {
  /** `integrations.cookies`: the site's own consent entry, and the value that means yes. */
  readonly cookie?: { readonly key: string; readonly value?: string };
  readonly telemetry: boolean;
}

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const cookie = (name: string): string | null => {
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return part.slice(index + 1).trim();
    }
  }
  return null;
};

/** With `cookies.value` the entry must hold it; without, any non-empty value counts. */
const holds = (found: string | null, expected: string | undefined): boolean =>
  found !== null && (expected === undefined ? found !== '' : found === expected);

/** Adds the scripts one after another, then calls `done`. */
const load: LoadScripts = (scripts, done) => {
  const [first, ...rest] = scripts;
  if (!first) {
    done?.();
    return;
  }
  const element = document.createElement('script');
  element.src = first.src;
  element.async = true;
  for (const [name, value] of Object.entries(first.attributes ?? {})) element.setAttribute(name, value);
  element.addEventListener('load', () => load(rest, done));
  document.head.append(element);
};

function beacon(path: string, body: unknown): void {
  try {
    navigator.sendBeacon(path, new Blob([JSON.stringify(body)], { type: 'application/json' }));
  } catch {}
}

const bannerStyle = `.dw-consent{position:fixed;z-index:60;left:16px;bottom:16px;max-width:min(420px,calc(100vw - 32px));padding:16px;border:1px solid var(--dw-border);border-radius:12px;background:var(--dw-bg);color:var(--dw-fg);box-shadow:0 8px 30px rgb(0 0 0/.18);font-size:.9rem}
.dw-consent p{margin:0 0 12px}.dw-consent-actions{display:flex;gap:8px}
.dw-consent button{font:inherit;padding:6px 14px;border-radius:8px;border:1px solid var(--dw-border);background:var(--dw-bg-soft);color:var(--dw-fg);cursor:pointer}
.dw-consent button:focus-visible{outline:2px solid var(--dw-primary);outline-offset:2px}`;

/** The built-in banner: Accept and Decline weigh the same; the answer is remembered. */
function showBanner(answer: (granted: boolean) => void): void {
  const style = document.createElement('style');
  style.textContent = bannerStyle;
  const banner = document.createElement('div');
  banner.className = 'dw-consent';
  banner.setAttribute('role', 'region');
  banner.setAttribute('aria-label', 'Cookie consent');
  banner.innerHTML =
    '<p id="dw-consent-text">This site uses analytics cookies to learn how its docs are read. Do you allow them?</p><div class="dw-consent-actions"><button type="button" value="granted" aria-describedby="dw-consent-text">Accept</button><button type="button" value="denied" aria-describedby="dw-consent-text">Decline</button></div>';
  for (const button of banner.querySelectorAll('button')) {
    button.addEventListener('click', () => {
      try {
        localStorage.setItem(storageKey, button.value);
      } catch {
        // Storage off: the answer lasts for this page only.
      }
      banner.remove();
      style.remove();
      answer(button.value === 'granted');
    });
  }
  document.head.append(style);
  document.body.append(banner);
}

export function start(
  settings: ConsentSettings,
  loaders: readonly ((load: LoadScripts) => void)[],
  trackers: readonly ((event: string, detail: unknown) => void)[],
): void {
  let consented = false;
  const begin = () => {
    if (consented) return;
    consented = true;
    for (const loader of loaders) {
      try {
        loader(load);
      } catch (error) {
        console.error('Docwright: an integration failed to load', error);
      }
    }
    if (settings.telemetry)
      beacon('/_docwright/telemetry', { path: location.pathname, referrer: document.referrer });
  };

  document.addEventListener('docwright:feedback', (event) => {
    if (!consented) return;
    for (const track of trackers) {
      try {
        track('docs_feedback', (event as CustomEvent<unknown>).detail);
      } catch {}
    }
  });

  const own = settings.cookie;
  if (own) {
    // The site asks for consent itself (a consent manager, its main site): wait for its signal.
    const given = () => holds(cookie(own.key), own.value) || holds(read(own.key), own.value);
    if (given()) begin();
    else {
      const timer = setInterval(() => {
        if (!given()) return;
        clearInterval(timer);
        begin();
      }, 1000);
    }
    return;
  }
  const stored = read(storageKey);
  if (stored === 'granted') begin();
  else if (stored !== 'denied') showBanner((granted) => granted && begin());
}
