// The operator dashboard's one browser script (docs serve's dashboard, not a site's page), served as
// a file: the dashboard's CSP allows no inline script. Every page works without it; it adds Copy
// buttons and follows a running job or update live. It writes text only, never HTML.

interface LiveLogEntry {
  readonly at: string;
  readonly stream: string;
  readonly message: string;
}

interface LiveState {
  readonly status: string;
  readonly prLink?: string | null;
  readonly ended: boolean;
  readonly logs?: readonly LiveLogEntry[];
  readonly next?: number;
}

const retryMs = 5000;
const pollMs = 1500;

function announce(text: string): void {
  const live = document.getElementById('dw-dash-announce');
  if (live) live.textContent = text;
}

function enableCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    button.hidden = false;
    button.addEventListener('click', async () => {
      const source = document.getElementById(button.dataset.copy ?? '');
      if (!source) return;
      try {
        await navigator.clipboard.writeText(source.textContent ?? '');
        announce('Copied to the clipboard.');
        button.textContent = 'Copied';
      } catch {
        announce('Copying failed: select the text and copy it yourself.');
      }
      setTimeout(() => {
        button.textContent = 'Copy';
      }, 2000);
    });
  }
}

function logItem(entry: LiveLogEntry): HTMLLIElement {
  const item = document.createElement('li');
  const at = document.createElement('time');
  at.dateTime = entry.at;
  at.textContent = `${entry.at.slice(11, 19)} `;
  const stream = document.createElement('span');
  stream.className = `dw-dash-stream dw-dash-stream-${String(entry.stream).replace(/[^a-z]/g, '')}`;
  stream.textContent = `${entry.stream} `;
  item.append(at, stream, String(entry.message));
  return item;
}

/** Polls the page's live address until the job or update ends, showing its status, logs and pull request. */
function followLive(follow: HTMLElement): void {
  const url = follow.dataset.live ?? '';
  let after = Number(follow.dataset.liveAfter ?? '0');
  const statusElement = follow.querySelector('[data-live-status]');
  const logs = follow.querySelector<HTMLElement>('[data-live-logs]');
  const pullRequest = follow.querySelector('[data-live-pr]');
  const tick = async (): Promise<void> => {
    let state: LiveState;
    try {
      const response = await fetch(`${url}${url.includes('?') ? '&' : '?'}after=${after}`, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (!response.ok) {
        setTimeout(tick, retryMs);
        return;
      }
      state = (await response.json()) as LiveState;
    } catch {
      setTimeout(tick, retryMs);
      return;
    }
    const status = state.status.replace(/_/g, ' ');
    if (statusElement && statusElement.textContent !== status) {
      statusElement.textContent = status;
      statusElement.className = `dw-dash-status dw-dash-status-${state.status.replace(/[^a-z_-]/g, '')}`;
      announce(`Status: ${status}`);
    }
    if (logs && Array.isArray(state.logs)) {
      logs.append(...state.logs.map(logItem));
      if (state.logs.length > 0) logs.scrollTop = logs.scrollHeight;
      after = state.next ?? after;
    }
    if (pullRequest && typeof state.prLink === 'string' && pullRequest.querySelector('a') === null) {
      const link = document.createElement('a');
      link.href = state.prLink;
      link.rel = 'noreferrer';
      link.textContent = state.prLink;
      pullRequest.replaceChildren(link);
    }
    if (state.ended) {
      if (follow.dataset.liveReload !== undefined) location.reload();
      return;
    }
    setTimeout(tick, pollMs);
  };
  setTimeout(tick, 1000);
}

enableCopyButtons();
const follow = document.querySelector<HTMLElement>('[data-live]');
if (follow) followLive(follow);
