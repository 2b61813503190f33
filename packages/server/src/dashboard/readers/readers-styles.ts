// The Readers page's CSS: its own classes only, coloured from the theme's tokens (site.css) where
// the page defines them, with the theme's own values as the fallback, light and dark.

const light = `--dw-readers-fg:var(--dw-fg,#18181b);--dw-readers-muted:var(--dw-muted,#5f5f6a);--dw-readers-border:var(--dw-border,#e4e4e7);--dw-readers-soft:var(--dw-bg-soft,#f7f7f8);--dw-readers-line:var(--dw-primary,#0e7c66);--dw-readers-link:var(--dw-primary-text,#0f6a58);--dw-readers-views:var(--dw-primary,#0e7c66);--dw-readers-helpful:var(--dw-blue,#1d5fd0);--dw-readers-unhelpful:var(--dw-orange,#a8380a)`;
const dark = `--dw-readers-fg:var(--dw-fg,#ececf1);--dw-readers-muted:var(--dw-muted,#a1a1aa);--dw-readers-border:var(--dw-border,#2a2a31);--dw-readers-soft:var(--dw-bg-soft,#17171b);--dw-readers-line:var(--dw-primary,#3cc9a4);--dw-readers-link:var(--dw-primary-text,#3cc9a4);--dw-readers-views:var(--dw-primary,#3cc9a4);--dw-readers-helpful:var(--dw-blue,#8ab4ff);--dw-readers-unhelpful:var(--dw-orange,#fdba74)`;

export const readersStyles = `.dw-readers{${light};color:var(--dw-readers-fg);max-width:100%;min-width:0}
@media (prefers-color-scheme:dark){.dw-readers{${dark}}}
.dw-readers a{color:var(--dw-readers-link);text-underline-offset:2px}
.dw-readers a:focus-visible,.dw-readers summary:focus-visible,.dw-readers-table-wrap:focus-visible{outline:2px solid var(--dw-readers-line);outline-offset:2px;border-radius:2px}
.dw-readers-periods{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 1.5rem}
.dw-readers .dw-readers-period{padding:.375rem .75rem;border:1px solid var(--dw-readers-border);border-radius:999px;text-decoration:none;color:var(--dw-readers-fg);font-size:.875rem}
.dw-readers .dw-readers-period[aria-current="page"]{border-color:var(--dw-readers-line);background:var(--dw-readers-soft);font-weight:600}
.dw-readers-section{margin:0 0 2.5rem}
.dw-readers-heading{font-size:1.25rem;margin:0 0 .5rem}
.dw-readers-summary,.dw-readers-note,.dw-readers-empty{margin:0 0 1rem;line-height:1.5}
.dw-readers-note{color:var(--dw-readers-muted);font-size:.875rem}
.dw-readers-figure>:last-child{margin-bottom:0}
.dw-readers-figure>.dw-readers-note{margin-top:1rem}
.dw-readers-empty{padding:1rem;border:1px dashed var(--dw-readers-border);border-radius:.5rem;background:var(--dw-readers-soft)}
.dw-readers-csv{white-space:nowrap}
.dw-readers-figure{margin:0 0 2rem;padding:1rem;border:1px solid var(--dw-readers-border);border-radius:.75rem;min-width:0}
.dw-readers-caption{font-weight:600;margin:0 0 .75rem}
.dw-readers-plot{box-sizing:border-box;width:100%}
.dw-readers-plot-time{padding:0 1.75rem 0 3.25rem}
.dw-readers-plot-bars{padding:0 4.5rem 0 0}
.dw-readers-chart{display:block;overflow:visible;font-family:inherit}
.dw-readers-axis-text,.dw-readers-axis-title{font-size:12px;fill:var(--dw-readers-muted)}
.dw-readers-axis-title{font-weight:600}
.dw-readers-grid{stroke:var(--dw-readers-border);stroke-width:1}
.dw-readers-axis,.dw-readers-tick{stroke:var(--dw-readers-muted);stroke-width:1}
.dw-readers-area{fill:var(--dw-readers-line);fill-opacity:.16;stroke:none}
.dw-readers-line{fill:none;stroke:var(--dw-readers-line);stroke-width:2;stroke-linejoin:round}
.dw-readers-point{fill:var(--dw-readers-line)}
.dw-readers-path{font-family:var(--dw-mono,ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace);font-size:12px;fill:var(--dw-readers-fg)}
.dw-readers-value{font-size:12px;font-weight:600;fill:var(--dw-readers-fg)}
.dw-readers-bar-views{fill:var(--dw-readers-views)}
.dw-readers-bar-helpful{fill:var(--dw-readers-helpful)}
.dw-readers-bar-unhelpful{fill:var(--dw-readers-unhelpful)}
.dw-readers-legend{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .5rem;margin:0 0 .75rem;font-size:.875rem}
.dw-readers-legend-note{color:var(--dw-readers-muted)}
.dw-readers-swatch{display:inline-block;width:.75rem;height:.75rem;border-radius:2px}
.dw-readers-swatch-helpful{background:var(--dw-readers-helpful)}
.dw-readers-swatch-unhelpful{background:var(--dw-readers-unhelpful)}
.dw-readers-details{margin-top:1rem}
.dw-readers-details>summary{cursor:pointer;color:var(--dw-readers-link);font-size:.875rem}
.dw-readers-table-wrap{overflow-x:auto;margin-top:.5rem}
.dw-readers-table{border-collapse:collapse;width:100%;font-size:.875rem}
.dw-readers-table th,.dw-readers-table td{padding:.375rem .5rem;border-bottom:1px solid var(--dw-readers-border);text-align:left;vertical-align:top}
.dw-readers-table tbody th{font-weight:400;font-family:var(--dw-mono,ui-monospace,monospace);overflow-wrap:anywhere}
.dw-readers-table .dw-readers-number{text-align:right;font-variant-numeric:tabular-nums}
`;
