// Every page: the light/dark toggle and the banner's dismiss button.
import './print-ready.ts';
import './tab-pattern.ts';
import { highlightCurrentSection } from './toc-highlight.ts';

const themeKey = 'docwright:theme';
const root = document.documentElement;
const toggle = document.querySelector<HTMLElement>('.dw-theme-toggle');
/** `playgroundScriptPath`, loaded at run time: not part of this bundle. */
const playgroundScript: string = '/_docwright/playground.js';
/** `playgroundStylesheetPath`: the dialog's rules, which no page needs before a reader opens one. */
const playgroundStylesheet: string = '/_docwright/playground.css';

function show(theme: 'light' | 'dark'): void {
  root.setAttribute('data-theme', theme);
  toggle?.setAttribute('aria-pressed', String(theme === 'dark'));
}

if (toggle) {
  toggle.hidden = false;
  show(root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
  toggle.addEventListener('click', () => {
    const next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    show(next);
    try {
      localStorage.setItem(themeKey, next);
    } catch {
      // Storage off: the choice lasts for this page only.
    }
  });
  // Follow the system while the reader has not chosen.
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(themeKey);
    } catch {}
    if (!stored && !root.hasAttribute('data-theme-fixed')) show(event.matches ? 'dark' : 'light');
  });
}

// The sidebar opens at the current page: in a long sidebar it would otherwise sit below the fold.
const currentLink = document.querySelector<HTMLElement>('.dw-sidebar [aria-current="page"]');
const sidebar = currentLink?.closest<HTMLElement>('.dw-sidebar');
if (currentLink && sidebar) {
  const offset = currentLink.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
  if (offset < 0 || offset > sidebar.clientHeight - currentLink.offsetHeight)
    sidebar.scrollTop += offset - sidebar.clientHeight / 3;
}

// Escape closes the small-screen navigation and gives focus back to its (visually hidden)
// checkbox, whose label is the menu button.
const menuToggle = document.querySelector<HTMLInputElement>('#dw-menu-toggle');
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || !menuToggle?.checked) return;
  menuToggle.checked = false;
  menuToggle.focus();
});

for (const button of document.querySelectorAll<HTMLElement>('.dw-banner-dismiss')) {
  button.addEventListener('click', () => {
    root.setAttribute('data-banner-dismissed', '');
    // The button is gone with the banner: focus moves on to the header rather than the page's start.
    document.querySelector<HTMLElement>('.dw-header a[href], .dw-header button')?.focus();
    try {
      localStorage.setItem(button.getAttribute('data-banner-key') ?? '', '1');
    } catch {}
  });
}

// The playground island and the dialog's rules load when a reader is about to open "Try it" (a
// modal dialog or, for WebSocket channels, a disclosure); the dialog opens once its rules are
// there, so it never shows unstyled. Closing the dialog gives focus back to its button.
const loadIsland = () => import(playgroundScript) as Promise<{ mount(root: HTMLElement): void }>;
let dialogRules: Promise<void> | undefined;
const loadDialogRules = () => {
  dialogRules ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = playgroundStylesheet;
    link.addEventListener('load', () => resolve());
    // Unreachable (offline): the dialog still opens, as the browser draws it.
    link.addEventListener('error', () => resolve());
    // Right after the site's stylesheet, as if it were part of it: a site's own CSS still wins.
    const site = document.querySelector(
      'link[rel="stylesheet"][href$="site.css"], link[rel="stylesheet"][href$="reference.css"]',
    );
    if (site) site.after(link);
    else document.head.append(link);
  });
  return dialogRules;
};
const mountPlayground = (root: HTMLElement) => loadIsland().then((island) => island.mount(root));
let finishingSignIn = false;
try {
  finishingSignIn =
    new URLSearchParams(location.search).has('state') && sessionStorage.getItem('docwright:oauth') !== null;
} catch {
  // Storage off: there is no sign-in to finish.
}
for (const playground of document.querySelectorAll<HTMLElement>('[data-playground]')) {
  const dialog = playground.querySelector('dialog');
  const opener = playground.querySelector<HTMLButtonElement>('.dw-playground-open');
  const intent = opener ?? playground.querySelector('summary');
  for (const type of ['pointerenter', 'focus', 'touchstart'])
    intent?.addEventListener(type, () => void loadDialogRules(), { once: true, passive: true });
  if (dialog && opener) {
    const open = async () => {
      const island = loadIsland();
      await loadDialogRules();
      if (!dialog.open) dialog.showModal();
      (await island).mount(playground);
    };
    opener.addEventListener('click', () => void open());
    dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
    dialog.addEventListener('close', () => opener.focus());
    // Back from an OAuth2 authorization server: the playground finishes the sign-in at once.
    if (finishingSignIn) void open();
    continue;
  }
  if (!(playground instanceof HTMLDetailsElement)) continue;
  const expand = () => Promise.all([loadDialogRules(), mountPlayground(playground)]);
  if (playground.open) void expand();
  else playground.addEventListener('toggle', () => void expand(), { once: true });
}

// `simple` playgrounds: copy the endpoint's URL.
document.addEventListener('click', async (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-copy]') : null;
  if (!button) return;
  try {
    await navigator.clipboard.writeText(button.getAttribute('data-copy') ?? '');
    button.textContent = 'Copied';
  } catch {
    button.textContent = 'Press Ctrl+C';
  }
  setTimeout(() => {
    button.textContent = 'Copy';
  }, 1500);
});

// `<Prompt>`: the copy button works only with this script, so it stays hidden until now. Where
// the clipboard refuses or never answers, the prompt is selected for the reader to copy.
for (const button of document.querySelectorAll<HTMLButtonElement>('.dw-prompt-copy')) {
  button.hidden = false;
  const label = button.textContent;
  button.addEventListener('click', async () => {
    const target = document.getElementById(button.dataset.copyTarget ?? '');
    if (!target) return;
    const copied = await Promise.race([
      navigator.clipboard.writeText(target.textContent?.trim() ?? '').then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000)),
    ]);
    if (!copied) {
      const range = document.createRange();
      range.selectNodeContents(target);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    }
    button.textContent = copied ? 'Copied' : 'Press Ctrl+C to copy';
    setTimeout(() => {
      button.textContent = label;
    }, 2000);
  });
}

// Last: the page's controls above are wired whatever happens here.
highlightCurrentSection();
