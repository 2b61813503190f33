// "Was this page helpful?": shown only where an answer is kept, by the site's own server (whose
// `/_docwright/feedback.json` says `{"stored":true}`; the file the build writes, which a static
// host serves, says false) or by an analytics integration the reader consented to (the
// `docwright:feedback` event). It thanks the reader only for an answer that was accepted.
const endpoint = '/_docwright/feedback';
/** `feedbackStatusPath`. */
const statusPath = '/_docwright/feedback.json';
const widget = document.querySelector<HTMLElement>('.dw-feedback');

if (widget) void setUp(widget);

async function setUp(widget: HTMLElement): Promise<void> {
  const analytics = widget.hasAttribute('data-analytics');
  const stored = await serverStoresFeedback();
  if (!stored && !analytics) return;
  widget.hidden = false;
  const status = widget.querySelector('.dw-feedback-thanks');
  let answered = false;
  for (const button of widget.querySelectorAll<HTMLButtonElement>('button[data-helpful]')) {
    button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', async () => {
      if (answered) return;
      answered = true;
      const detail = { path: location.pathname, helpful: button.dataset.helpful === 'true' };
      button.setAttribute('aria-pressed', 'true');
      const sent = !stored || (await send(detail));
      document.dispatchEvent(new CustomEvent('docwright:feedback', { detail }));
      if (status)
        status.textContent = sent
          ? 'Thanks for your feedback.'
          : 'Your answer could not be sent. Try again later.';
      if (!sent) {
        // Nothing was kept: the reader may answer again.
        answered = false;
        button.setAttribute('aria-pressed', 'false');
      }
    });
  }
}

/** Asked once per session: the answer is the same on every page of a site. */
async function serverStoresFeedback(): Promise<boolean> {
  const key = 'docwright:feedback-stored';
  try {
    const known = sessionStorage.getItem(key);
    if (known !== null) return known === 'yes';
  } catch {}
  let stored = false;
  try {
    const response = await fetch(statusPath, { cache: 'no-store' });
    stored = response.ok && ((await response.json()) as { stored?: unknown }).stored === true;
  } catch {}
  try {
    sessionStorage.setItem(key, stored ? 'yes' : 'no');
  } catch {}
  return stored;
}

async function send(detail: { path: string; helpful: boolean }): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(detail),
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}
