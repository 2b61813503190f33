// Mintlify's zoom and pan controls for a drawn diagram: shown when the diagram is taller than
// 120px, or as the fence's `actions` says; in the corner its `placement` names.
interface View {
  scale: number;
  x: number;
  y: number;
}

const views = new WeakMap<HTMLElement, View>();
const zoomStep = 1.25;
const panStep = 60;
const minimumHeightForControls = 120;

const buttons: readonly { label: string; text: string; change: (view: View) => void }[] = [
  { label: 'Zoom in', text: '+', change: (view) => (view.scale = Math.min(view.scale * zoomStep, 8)) },
  {
    label: 'Zoom out',
    text: '\u2212',
    change: (view) => (view.scale = Math.max(view.scale / zoomStep, 0.25)),
  },
  { label: 'Pan up', text: '\u2191', change: (view) => (view.y += panStep) },
  { label: 'Pan down', text: '\u2193', change: (view) => (view.y -= panStep) },
  { label: 'Pan left', text: '\u2190', change: (view) => (view.x += panStep) },
  { label: 'Pan right', text: '\u2192', change: (view) => (view.x -= panStep) },
  {
    label: 'Reset view',
    text: '\u21ba',
    change: (view) => {
      view.scale = 1;
      view.x = 0;
      view.y = 0;
    },
  },
];

function apply(diagram: HTMLElement, view: View): void {
  const svg = diagram.querySelector<SVGElement>('svg');
  if (!svg) return;
  const moved = view.scale !== 1 || view.x !== 0 || view.y !== 0;
  svg.style.transform = moved ? `translate(${view.x}px, ${view.y}px) scale(${view.scale})` : '';
}

/** Adds the controls to a figure once, and keeps its zoom and pan across redraws (a theme switch). */
export function addControls(figure: HTMLElement, diagram: HTMLElement): void {
  let view = views.get(figure);
  if (!view) {
    view = { scale: 1, x: 0, y: 0 };
    views.set(figure, view);
  }
  apply(diagram, view);
  if (figure.querySelector(':scope > .dw-mermaid-controls')) return;
  const actions = figure.getAttribute('data-actions');
  const wanted =
    actions === 'true' ||
    (actions === null && diagram.getBoundingClientRect().height > minimumHeightForControls);
  if (!wanted) return;
  const controls = document.createElement('div');
  controls.className = 'dw-mermaid-controls';
  controls.setAttribute('role', 'toolbar');
  controls.setAttribute('aria-label', 'Diagram view');
  for (const { label, text, change } of buttons) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = text;
    button.title = label;
    button.setAttribute('aria-label', label);
    button.addEventListener('click', () => {
      const current = views.get(figure);
      if (!current) return;
      change(current);
      apply(diagram, current);
    });
    controls.append(button);
  }
  figure.append(controls);
}
