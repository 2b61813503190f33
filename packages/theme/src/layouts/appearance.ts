import type { AppearanceSettings } from './chrome.ts';

export const themeStorageKey = 'docwright:theme';

/**
 * Runs in `<head>` before the first paint, so a reader's chosen theme never flashes the other
 * one: a stored choice wins (unless the site is `strict`), then the site's default, then the
 * system's. The same goes for a dismissed banner.
 */
export function appearanceHeadScript(appearance: AppearanceSettings, bannerKey?: string): string {
  const readStored = !appearance.strict || appearance.default === 'system';
  return `<script>(function(){var d=document.documentElement,t;try{${readStored ? `t=localStorage.getItem(${JSON.stringify(themeStorageKey)});` : ''}${bannerKey ? `if(localStorage.getItem(${JSON.stringify(bannerKey)}))d.setAttribute('data-banner-dismissed','');` : ''}}catch(e){}if(t!=='light'&&t!=='dark')t=${JSON.stringify(appearance.default)};if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.setAttribute('data-theme',t)})()</script>`;
}

const sun =
  '<svg class="dw-theme-icon-light" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/></svg>';
const moon =
  '<svg class="dw-theme-icon-dark" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"/></svg>';

/** The light/dark switch; `aria-pressed` tells whether dark mode is on (set by the client script). */
export function themeToggle(appearance: AppearanceSettings): string {
  if (appearance.strict) return '';
  return `<button type="button" class="dw-icon-button dw-theme-toggle" aria-label="Dark mode" aria-pressed="false" hidden>${sun}${moon}</button>`;
}
