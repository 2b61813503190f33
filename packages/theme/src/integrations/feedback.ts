import type { IntegrationsConfig } from '@docwright/config';
import { escapeHtml } from '../html.ts';
import { htmlLangOf, interfaceStringsOf } from '../layouts/interface-strings.ts';
import { configuredVendors } from './page-markup.ts';

/** The widget's script, written only when pages carry the widget. */
export const feedbackScriptPath = '/_docwright/feedback.js';

/**
 * "Was this page helpful?" under a page's content. Hidden until its script finds where answers go:
 * the site's own server (`docs serve` for a project stores them) or, marked `data-analytics`, an
 * analytics integration that records events. The answer is announced through a status region.
 * `languageCode` is the page's `navigation.languages` code, which names the words.
 */
export function renderFeedback(integrations?: IntegrationsConfig, languageCode = 'en'): string {
  const analytics = configuredVendors(integrations).some((entry) => entry.vendor.track !== undefined);
  const words = interfaceStringsOf(htmlLangOf(languageCode));
  return `<div class="dw-feedback" role="group" aria-labelledby="dw-feedback-q"${analytics ? ' data-analytics' : ''} hidden><p id="dw-feedback-q">${escapeHtml(words.helpful)}</p><button type="button" data-helpful="true">${escapeHtml(words.yes)}</button><button type="button" data-helpful="false">${escapeHtml(words.no)}</button><p class="dw-feedback-thanks" role="status"></p></div>`;
}

/**
 * Where the widget asks whether answers are kept. The build writes `{"stored":false}` there and
 * `docs serve`, which keeps them, answers `{"stored":true}` in its place: a static host serves
 * the file, so the question is never a 404 (a console error, which Lighthouse counts).
 */
export const feedbackStatusPath = '/_docwright/feedback.json';

/** What a site whose pages carry the widget adds: the script tag for their body's end, and the status file. */
export const feedbackOutput = {
  scriptTag: `<script type="module" src="${feedbackScriptPath}"></script>`,
  statusFile: { path: feedbackStatusPath.slice(1), text: '{"stored":false}\n' },
} as const;
