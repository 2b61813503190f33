import type { Diagnostic } from './diagnostic.ts';
import { formatLocation } from './format-cli.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The dev server's error panel: a self-contained HTML fragment with its own styles. */
export function formatOverlay(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const items = errors
    .map(
      (d) => `<section class="dw-overlay-item">
<p class="dw-overlay-where"><code>${escapeHtml(d.code)}</code> ${escapeHtml(formatLocation(d))}</p>
<p class="dw-overlay-message">${escapeHtml(d.message)}</p>
${d.frame ? `<pre class="dw-overlay-frame">${escapeHtml(d.frame)}</pre>` : ''}
${d.hint ? `<p class="dw-overlay-hint">${escapeHtml(d.hint)}</p>` : ''}
</section>`,
    )
    .join('\n');
  return `<div id="dw-error-overlay" role="alertdialog" aria-labelledby="dw-overlay-title">
<style>
#dw-error-overlay{position:fixed;inset:0;z-index:9999;background:rgba(15,15,20,.72);overflow:auto;padding:4vh 4vw;font:14px/1.5 ui-sans-serif,system-ui,sans-serif}
#dw-error-overlay .dw-overlay-panel{max-width:900px;margin:0 auto;background:#fff;color:#1a1a1a;border-top:4px solid #d92d20;border-radius:8px;padding:20px 24px;box-shadow:0 10px 40px rgba(0,0,0,.4)}
#dw-error-overlay h2{margin:0 0 4px;font-size:18px;color:#b42318}
#dw-error-overlay .dw-overlay-note{margin:0 0 16px;color:#555}
#dw-error-overlay .dw-overlay-item{border-top:1px solid #eee;padding:12px 0}
#dw-error-overlay .dw-overlay-where{margin:0;font-weight:600}
#dw-error-overlay pre{background:#f6f6f7;padding:10px;border-radius:6px;overflow:auto;font:12px/1.45 ui-monospace,monospace}
#dw-error-overlay .dw-overlay-hint{color:#175cd3;margin:0}
#dw-error-overlay button{float:right;border:0;background:#eee;border-radius:4px;padding:4px 10px;cursor:pointer}
</style>
<div class="dw-overlay-panel">
<button type="button" onclick="this.closest('#dw-error-overlay').remove()">Close</button>
<h2 id="dw-overlay-title">Build failed: ${errors.length} error${errors.length === 1 ? '' : 's'}</h2>
<p class="dw-overlay-note">The page below is the last good build. Fix the problem and save: the page reloads by itself.</p>
${items}
</div>
</div>`;
}
