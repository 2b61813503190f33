// The dashboard's own stylesheet, served beside the site's (whose `--dw-*` colours, fonts and
// light/dark switch it uses: docs/theme.md). Layout from 390 px phones to 1440 px desktops.
export const dashboardStyles = `
.dw-dash{min-height:100vh;display:flex;flex-direction:column}
.dw-dash-skip{position:absolute;left:-9999px;top:0;padding:.5rem 1rem;background:var(--dw-bg);color:var(--dw-fg);z-index:10}
.dw-dash-skip:focus{left:1rem;top:1rem}
.dw-dash-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.dw-dash :focus-visible{outline:2px solid var(--dw-primary);outline-offset:2px}
.dw-dash-header{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.25rem;padding:.75rem clamp(1rem,3vw,2rem);border-bottom:1px solid var(--dw-border);background:var(--dw-bg)}
.dw-dash-brand{font-weight:700;margin-right:auto}
.dw-dash-project{color:var(--dw-muted);overflow-wrap:anywhere}
.dw-dash-nav{border-bottom:1px solid var(--dw-border);background:var(--dw-bg-soft)}
.dw-dash-nav ul{display:flex;flex-wrap:wrap;gap:.25rem;list-style:none;margin:0 auto;padding:.5rem clamp(1rem,3vw,2rem);max-width:1200px}
.dw-dash-nav a{display:inline-block;padding:.4rem .75rem;border-radius:.5rem;color:var(--dw-fg);text-decoration:none}
.dw-dash-nav a:hover{background:var(--dw-bg)}
.dw-dash-nav a[aria-current="page"]{background:var(--dw-bg);font-weight:600;box-shadow:inset 0 -2px 0 var(--dw-primary)}
.dw-dash-main{width:100%;max-width:1200px;margin:0 auto;padding:1.5rem clamp(1rem,3vw,2rem) 3rem;flex:1}
.dw-dash-main h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
.dw-dash-main h2{font-size:1.2rem;margin:2rem 0 .75rem}
.dw-dash-card>h2:first-child{margin-top:0}
.dw-dash-card{border:1px solid var(--dw-border);border-radius:.75rem;padding:1rem 1.25rem;margin:1rem 0;background:var(--dw-bg)}
.dw-dash-row{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem}
.dw-dash-code{font-family:var(--dw-mono);background:var(--dw-code-bg);padding:.2rem .45rem;border-radius:.35rem;overflow-wrap:anywhere;word-break:break-all}
.dw-dash-form{display:grid;gap:.75rem;max-width:40rem}
.dw-dash-form label{font-weight:600;display:block;margin-bottom:.25rem}
.dw-dash-form .dw-dash-help{display:block;font-weight:400;color:var(--dw-muted);font-size:.875rem}
.dw-dash input[type=text],.dw-dash input[type=password],.dw-dash input[type=url],.dw-dash textarea,.dw-dash select{font:inherit;width:100%;padding:.5rem .75rem;border:1px solid var(--dw-border);border-radius:.5rem;background:var(--dw-bg);color:var(--dw-fg)}
.dw-dash textarea{min-height:8rem;resize:vertical}
.dw-dash-button{font:inherit;font-weight:600;padding:.45rem .9rem;border:1px solid var(--dw-primary);border-radius:.5rem;background:var(--dw-primary);color:var(--dw-bg);cursor:pointer;text-decoration:none;display:inline-block}
.dw-dash-button-quiet{background:transparent;color:var(--dw-fg);border-color:var(--dw-border)}
.dw-dash-button-danger{background:transparent;color:var(--dw-red);border-color:var(--dw-red)}
.dw-dash-inline{display:inline}
.dw-dash-table-wrap{position:relative;overflow-x:auto;border:1px solid var(--dw-border);border-radius:.75rem}
.dw-dash-table{border-collapse:collapse;width:100%;min-width:44rem;margin:0;font-size:.9375rem}
.dw-dash-table th,.dw-dash-table td{text-align:left;vertical-align:top;padding:.55rem .75rem;border-bottom:1px solid var(--dw-border)}
.dw-dash-table tr:last-child td{border-bottom:0}
.dw-dash-table th{background:var(--dw-bg-soft);font-weight:600;white-space:nowrap}
.dw-dash-table td{overflow-wrap:break-word}
.dw-dash-status{display:inline-block;padding:.05rem .5rem;border-radius:999px;font-size:.8125rem;font-weight:600;border:1px solid currentColor;white-space:nowrap}
.dw-dash-status-success,.dw-dash-status-completed,.dw-dash-status-live{color:var(--dw-green)}
.dw-dash-status-failure,.dw-dash-status-failed,.dw-dash-status-revoked{color:var(--dw-red)}
.dw-dash-status-queued,.dw-dash-status-in_progress,.dw-dash-status-active{color:var(--dw-blue)}
.dw-dash-status-skipped,.dw-dash-status-archived{color:var(--dw-muted)}
.dw-dash-alert{border-left:4px solid var(--dw-amber);background:var(--dw-bg-soft);padding:.75rem 1rem;border-radius:.25rem;margin:1rem 0}
.dw-dash-error{border-left-color:var(--dw-red)}
.dw-dash-muted{color:var(--dw-muted)}
.dw-dash-details{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem;margin:0}
.dw-dash-details dt{font-weight:600}
.dw-dash-details dd{margin:0;overflow-wrap:anywhere}
.dw-dash-pre{font-family:var(--dw-mono);font-size:.875rem;background:var(--dw-code-bg);padding:.75rem 1rem;border-radius:.5rem;white-space:pre-wrap;overflow-wrap:anywhere;margin:0}
.dw-dash-logs{list-style:none;margin:0;padding:.75rem 1rem;background:var(--dw-code-bg);border-radius:.5rem;font-family:var(--dw-mono);font-size:.8125rem;max-height:32rem;overflow:auto}
.dw-dash-logs li{white-space:pre-wrap;overflow-wrap:anywhere}
.dw-dash-logs .dw-dash-stream{color:var(--dw-muted)}
.dw-dash-logs .dw-dash-stream-stderr{color:var(--dw-red)}
.dw-dash-filter{display:flex;flex-wrap:wrap;gap:.25rem;list-style:none;padding:0;margin:0 0 1rem}
.dw-dash-filter a{display:inline-block;padding:.25rem .7rem;border:1px solid var(--dw-border);border-radius:999px;color:var(--dw-fg);text-decoration:none}
.dw-dash-filter a[aria-current="page"]{border-color:var(--dw-primary);font-weight:600}
.dw-dash-signin{max-width:28rem;margin:10vh auto;padding:0 1rem}
@media (max-width:600px){.dw-dash-details{grid-template-columns:1fr}.dw-dash-details dd{margin-bottom:.5rem}}
`;
