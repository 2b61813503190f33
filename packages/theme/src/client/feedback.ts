// "Was this page helpful?": one answer per page view, sent to the site's own server (which
// stores it; a static host answers 404, harmlessly) and, through the `docwright:feedback`
// event, to the analytics the reader consented to. Nothing goes anywhere else.
const widget = document.querySelector<HTMLElement>('.dw-feedback');

if (widget) {
  widget.hidden = false;
  const thanks = widget.querySelector('.dw-feedback-thanks');
  let answered = false;
  for (const button of widget.querySelectorAll<HTMLButtonElement>('button[data-helpful]')) {
    button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', () => {
      if (answered) return;
      answered = true;
      const detail = { path: location.pathname, helpful: button.dataset.helpful === 'true' };
      button.setAttribute('aria-pressed', 'true');
      if (thanks) thanks.textContent = 'Thanks for your feedback.';
      try {
        navigator.sendBeacon(
          '/_docwright/feedback',
          new Blob([JSON.stringify(detail)], { type: 'application/json' }),
        );
      } catch {
        // No beacon (old browser, blocked): the answer still reaches the analytics.
      }
      document.dispatchEvent(new CustomEvent('docwright:feedback', { detail }));
    });
  }
}
