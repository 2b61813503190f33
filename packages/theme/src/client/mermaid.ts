// Mermaid diagrams: each `figure[data-dw-mermaid]` holds its source in a `pre`; when it nears the
// screen, Mermaid is imported (the first time) and draws it in the page's light or dark theme,
// again when the reader switches. The source stays in place, shown if Mermaid cannot draw it.
import { addControls } from './mermaid-controls.ts';

/** Mermaid's ES module entry in the site (`mermaidAssets` in the theme): not part of this bundle. */
const mermaidModule: string = '/_docwright/mermaid/mermaid.esm.min.js';
/** `@mermaid-js/layout-elk`'s entry (`mermaidElkAssets`), imported only for a diagram marked `data-layout="elk"`. */
const elkModule: string = '/_docwright/mermaid/layout-elk/mermaid-layout-elk.esm.min.js';

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
  registerLayoutLoaders(loaders: unknown): void;
}

type Theme = 'light' | 'dark';

const root = document.documentElement;
const figures = [...document.querySelectorAll<HTMLElement>('figure[data-dw-mermaid]')];
/** The theme each drawn figure was drawn in. */
const drawn = new Map<HTMLElement, Theme>();
let mermaid: Promise<MermaidApi> | undefined;
let elkRegistered: Promise<void> | undefined;
let initializedFor: Theme | undefined;
/** Mermaid keeps one renderer state: draws run one after another. */
let queue: Promise<unknown> = Promise.resolve();
let nextId = 0;

const currentTheme = (): Theme => (root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

function loadMermaid(): Promise<MermaidApi> {
  mermaid ??= (import(mermaidModule) as Promise<{ default: MermaidApi }>).then((module) => module.default);
  return mermaid;
}

/** Registers ELK's layouts with Mermaid once; a diagram asking for `layout: elk` is drawn after it. */
function registerElk(api: MermaidApi): Promise<void> {
  elkRegistered ??= (import(elkModule) as Promise<{ default: unknown }>).then((module) =>
    api.registerLayoutLoaders(module.default),
  );
  return elkRegistered;
}

function configure(api: MermaidApi, theme: Theme): void {
  if (initializedFor === theme) return;
  api.initialize({
    startOnLoad: false,
    // Diagram text comes from pages: no `click` callbacks, labels sanitized, no script in the SVG.
    securityLevel: 'strict',
    // A page's `%%{init}%%` may change looks, never these.
    secure: ['secure', 'securityLevel', 'startOnLoad', 'maxTextSize', 'suppressErrorRendering', 'maxEdges'],
    suppressErrorRendering: true,
    theme: theme === 'dark' ? 'dark' : 'default',
  });
  initializedFor = theme;
}

function sourceOf(figure: HTMLElement): string {
  return figure.querySelector('pre code')?.textContent ?? '';
}

async function draw(figure: HTMLElement): Promise<void> {
  const theme = currentTheme();
  if (drawn.get(figure) === theme) return;
  const api = await loadMermaid();
  if (figure.getAttribute('data-layout') === 'elk') await registerElk(api);
  configure(api, theme);
  const id = `dw-mermaid-${nextId++}`;
  try {
    const { svg } = await api.render(id, sourceOf(figure));
    let diagram = figure.querySelector<HTMLElement>(':scope > .dw-mermaid-diagram');
    if (!diagram) {
      diagram = document.createElement('div');
      diagram.className = 'dw-mermaid-diagram';
      figure.append(diagram);
    }
    // Mermaid's strict mode has sanitized the labels; the SVG carries no script or handlers.
    diagram.innerHTML = svg;
    diagram.querySelector('svg')?.setAttribute('role', 'img');
    figure.removeAttribute('data-error');
    figure.setAttribute('data-rendered', theme);
    drawn.set(figure, theme);
    addControls(figure, diagram);
    // The reader switched themes while it was drawn: draw it again.
    if (currentTheme() !== theme) void schedule(figure);
  } catch (error) {
    figure.setAttribute('data-error', error instanceof Error ? error.message : String(error));
    figure.removeAttribute('data-rendered');
    drawn.delete(figure);
  } finally {
    // A failed render can leave its scratch element behind.
    document.getElementById(`d${id}`)?.remove();
  }
}

function schedule(figure: HTMLElement): Promise<void> {
  const next = queue.then(() => draw(figure));
  queue = next.catch(() => undefined);
  return next;
}

const nearScreen = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearScreen.unobserve(entry.target);
      void schedule(entry.target as HTMLElement);
    }
  },
  { rootMargin: '600px 0px' },
);
for (const figure of figures) nearScreen.observe(figure);

// The reader's theme switch redraws what was drawn; the rest draws in the new theme when reached.
new MutationObserver(() => {
  for (const figure of drawn.keys()) void schedule(figure);
}).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
