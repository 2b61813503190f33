/** The widget's script, written only when pages carry the widget. */
export const feedbackScriptPath = '/_docwright/feedback.js';

/**
 * "Was this page helpful?" under a page's content. Hidden until its script runs (without
 * JavaScript the buttons could do nothing); the answer is announced through a status region.
 */
export function renderFeedback(): string {
  return `<div class="dw-feedback" role="group" aria-labelledby="dw-feedback-q" hidden><p id="dw-feedback-q">Was this page helpful?</p><button type="button" data-helpful="true">Yes</button><button type="button" data-helpful="false">No</button><p class="dw-feedback-thanks" role="status"></p></div>`;
}

/** The widget's script, at the end of the body of pages that carry it. */
export const feedbackScriptTag = `<script type="module" src="${feedbackScriptPath}"></script>`;
