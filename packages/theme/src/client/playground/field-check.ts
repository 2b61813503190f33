import type { PlaygroundModel } from '@docwright/page-model';
import { element, messageOf } from './dom.ts';

/** A control the request cannot be sent with as it is, and what the reader should do. */
export interface FieldProblem {
  readonly control: HTMLElement;
  /** The parameter's or field's name (`Body` for the raw body). */
  readonly name: string;
  readonly kind: 'required' | 'json';
  readonly message: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const controlSelector = 'input, select, textarea';

function isEmpty(control: Control): boolean {
  if (control instanceof HTMLInputElement && control.type === 'file')
    return (control.files?.length ?? 0) === 0;
  if (control instanceof HTMLSelectElement && control.multiple) return control.selectedOptions.length === 0;
  return control.value.trim() === '';
}

/** The body's form view is showing (not the raw JSON editor). */
function formViewShown(form: HTMLFormElement): boolean {
  const fields = form.querySelector<HTMLElement>('[data-body-fields]');
  return fields !== null && !fields.hidden;
}

/**
 * What stops the request on Send, in the form's order: required parameters and body fields left
 * empty, and object or array fields whose text is not JSON (sending it as a string would send
 * another request than the reader meant).
 */
export function checkFields(model: PlaygroundModel, form: HTMLFormElement): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of model.parameters) {
    if (field.in === 'body') continue;
    const control = form.querySelector<Control>(`[name="${CSS.escape(`${field.in}-${field.name}`)}"]`);
    if (!control) continue;
    if (field.required && isEmpty(control)) problems.push(required(control, field.name));
    else if (field.type === 'object') jsonProblem(control, 'an object', problems);
  }
  const container = form.querySelector<HTMLElement>('[data-body-fields]');
  if (model.body?.fields && container && formViewShown(form)) {
    for (const field of model.body.fields) {
      const node = container.querySelector<HTMLElement>(`:scope > [data-key="${CSS.escape(field.name)}"]`);
      const controls = [...(node?.querySelectorAll<Control>(controlSelector) ?? [])];
      const [first] = controls;
      if (field.required && first && controls.every(isEmpty)) problems.push(required(first, field.name));
    }
    for (const textarea of container.querySelectorAll<HTMLTextAreaElement>('textarea'))
      jsonProblem(textarea, 'JSON', problems);
  } else if (model.body?.required) {
    const raw = form.querySelector<HTMLTextAreaElement>('[data-body-raw] textarea');
    if (raw && isEmpty(raw))
      problems.push({
        control: raw,
        name: 'Body',
        kind: 'required',
        message: 'The body is required: write it to send the request.',
      });
  }
  return problems.sort((a, b) =>
    a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}

function required(control: HTMLElement, name: string): FieldProblem {
  return { control, name, kind: 'required', message: `${name} is required: fill it in to send the request.` };
}

/** One line for the response area: the fields to fill in, then the fields that are not JSON. */
export function problemSummary(problems: readonly FieldProblem[]): string {
  const missing = problems.filter((problem) => problem.kind === 'required').map((problem) => problem.name);
  const notJson = problems.filter((problem) => problem.kind === 'json').map((problem) => problem.name);
  return [
    missing.length > 0 &&
      `Fill in the required ${missing.length === 1 ? 'field' : 'fields'}: ${missing.join(', ')}.`,
    notJson.length > 0 && `Write ${notJson.join(', ')} as JSON.`,
  ]
    .filter(Boolean)
    .join(' ');
}

function jsonProblem(control: Control, expected: string, problems: FieldProblem[]): void {
  const text = control.value.trim();
  if (text === '') return;
  try {
    JSON.parse(text);
  } catch (error) {
    const name = control.getAttribute('aria-label') ?? 'This field';
    const example = expected === 'an object' ? '{"key": "value"}' : '{"key": "value"} or ["a", "b"]';
    problems.push({
      control,
      name,
      kind: 'json',
      message: `${name} must be ${expected === 'an object' ? 'a JSON object' : 'JSON'}, such as ${example} (${messageOf(error)}).`,
    });
  }
}

/**
 * Marks each problem at its control (`aria-invalid`, and a message below it that the control
 * names with `aria-describedby`), clears the marks of controls that are fine now, and focuses the
 * first control to fix. Returns whether there was any.
 */
export function showProblems(form: HTMLFormElement, problems: readonly FieldProblem[]): boolean {
  clearProblems(form);
  problems.forEach(({ control, message }, index) => {
    const id = `dw-field-problem-${index}`;
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('aria-describedby', id);
    control.after(
      element('p', { class: 'dw-playground-field-error', id, 'data-field-problem': '' }, message),
    );
  });
  const first = problems[0]?.control;
  first?.focus();
  first?.scrollIntoView({ block: 'center' });
  return problems.length > 0;
}

function clearProblems(form: HTMLFormElement): void {
  for (const note of form.querySelectorAll('[data-field-problem]')) note.remove();
  for (const control of form.querySelectorAll('[aria-invalid="true"]')) {
    control.removeAttribute('aria-invalid');
    control.removeAttribute('aria-describedby');
  }
}

/** A control the reader changes loses its mark (its message goes with it). */
export function clearProblemOnInput(event: Event): void {
  const control = event.target;
  if (!(control instanceof HTMLElement) || control.getAttribute('aria-invalid') !== 'true') return;
  const note = document.getElementById(control.getAttribute('aria-describedby') ?? '');
  if (note?.hasAttribute('data-field-problem')) note.remove();
  control.removeAttribute('aria-invalid');
  control.removeAttribute('aria-describedby');
}
