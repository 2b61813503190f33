// The page menu beside the title (docs.json `contextual`): a split button whose menu follows the
// WAI-ARIA menu button pattern. Copying fetches the page's Markdown twin.
import { assistantPrompt } from '../twin-links.ts';

const root = document.querySelector<HTMLElement>('.dw-ctx');

if (root) {
  const toggle = root.querySelector<HTMLButtonElement>('.dw-ctx-toggle');
  const menu = root.querySelector<HTMLElement>('.dw-ctx-menu');
  const status = root.querySelector<HTMLElement>('.dw-ctx-status');
  const twin = root.dataset.twin ?? '';
  const items = () => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  root.hidden = false;

  const open = (focus: 'first' | 'last' | 'none') => {
    if (!menu || !toggle) return;
    menu.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    const all = items();
    (focus === 'first' ? all[0] : focus === 'last' ? all[all.length - 1] : undefined)?.focus();
  };
  const close = (returnFocus: boolean) => {
    if (!menu || !toggle || menu.hidden) return;
    menu.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    if (returnFocus) toggle.focus();
  };

  toggle?.addEventListener('click', () => (menu?.hidden ? open('first') : close(true)));
  toggle?.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  });
  menu?.addEventListener('keydown', (event) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') {
      // Focus goes back to the button, and the browser's own Tab moves on from there.
      close(true);
      return;
    } else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement)
      document.activeElement.click();
    else return;
    event.preventDefault();
  });
  document.addEventListener('click', (event) => {
    if (event.target instanceof Node && !root.contains(event.target)) close(false);
  });

  const announce = (text: string) => {
    if (!status) return;
    status.textContent = text;
    setTimeout(() => {
      if (status.textContent === text) status.textContent = '';
    }, 2500);
  };

  root.addEventListener('click', async (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const assistant = target?.closest<HTMLAnchorElement>('a[data-ctx-assistant]');
    if (assistant) {
      // The prompt names the twin where agents can fetch it: the site's public URL when the build
      // knew it, else the address the reader is on.
      const known = root.dataset.twinUrl ?? '';
      const url =
        /^https?:\/\//.test(known) && !isLoopback(known) ? known : new URL(twin, location.href).href;
      assistant.href = `${assistant.dataset.ctxAssistant}${encodeURIComponent(assistantPrompt(url))}`;
    }
    if (target?.closest('[data-ctx-copy]')) {
      const fromMenu = !menu?.hidden;
      close(fromMenu);
      const markdown = fetch(twin, { headers: { accept: 'text/markdown' } }).then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.text();
      });
      try {
        // Handed to the clipboard within the click, still pending: Safari refuses a write that
        // starts after an await, as one made outside the reader's gesture.
        if (typeof ClipboardItem === 'function' && ClipboardItem.supports?.('text/plain') !== false) {
          const blob = markdown.then((text) => new Blob([text], { type: 'text/plain' }));
          await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
        } else await navigator.clipboard.writeText(await markdown);
        announce('Page copied as Markdown');
      } catch {
        announce('Could not copy the page');
      }
      return;
    }
    if (target?.closest('.dw-ctx-menu a')) close(false);
  });
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}
