// The dashboard's one browser script, served as a file (the pages' CSP allows no inline script).
// Every page works without it: it adds Copy buttons and follows a running job or update live.
// It writes text only through textContent, never HTML.
export const dashboardScript = `
const announce = (text) => {
  const live = document.getElementById('dw-dash-announce');
  if (live) live.textContent = text;
};
for (const button of document.querySelectorAll('button[data-copy]')) {
  button.hidden = false;
  button.addEventListener('click', async () => {
    const source = document.getElementById(button.dataset.copy || '');
    if (!source) return;
    try {
      await navigator.clipboard.writeText(source.textContent || '');
      announce('Copied to the clipboard.');
      button.textContent = 'Copied';
    } catch {
      announce('Copying failed: select the text and copy it yourself.');
    }
    setTimeout(() => { button.textContent = 'Copy'; }, 2000);
  });
}
const follow = document.querySelector('[data-live]');
if (follow) {
  const url = follow.dataset.live || '';
  let after = Number(follow.dataset.liveAfter || '0');
  const statusEl = follow.querySelector('[data-live-status]');
  const logs = follow.querySelector('[data-live-logs]');
  const pr = follow.querySelector('[data-live-pr]');
  const tick = async () => {
    let state;
    try {
      const response = await fetch(url + (url.includes('?') ? '&' : '?') + 'after=' + after, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
      if (!response.ok) { setTimeout(tick, 5000); return; }
      state = await response.json();
    } catch { setTimeout(tick, 5000); return; }
    if (statusEl && statusEl.textContent !== state.status.replace(/_/g, ' ')) {
      statusEl.textContent = state.status.replace(/_/g, ' ');
      statusEl.className = 'dw-dash-status dw-dash-status-' + state.status.replace(/[^a-z_-]/g, '');
      announce('Status: ' + statusEl.textContent);
    }
    if (logs && Array.isArray(state.logs)) {
      for (const entry of state.logs) {
        const item = document.createElement('li');
        const at = document.createElement('time');
        at.dateTime = entry.at;
        at.textContent = entry.at.slice(11, 19) + ' ';
        const stream = document.createElement('span');
        stream.className = 'dw-dash-stream dw-dash-stream-' + String(entry.stream).replace(/[^a-z]/g, '');
        stream.textContent = entry.stream + ' ';
        item.append(at, stream, String(entry.message));
        logs.append(item);
      }
      if (state.logs.length > 0) logs.scrollTop = logs.scrollHeight;
      after = state.next;
    }
    if (pr && typeof state.prLink === 'string' && pr.querySelector('a') === null) {
      const link = document.createElement('a');
      link.href = state.prLink;
      link.rel = 'noreferrer';
      link.textContent = state.prLink;
      pr.replaceChildren(link);
    }
    if (state.ended) {
      if (follow.dataset.liveReload !== undefined) location.reload();
      return;
    }
    setTimeout(tick, 1500);
  };
  setTimeout(tick, 1000);
}
`;
