import type { PlaygroundField } from '@docwright/page-model';
/**
 * The body's form view, built from the model: scalar inputs, fieldsets for objects, rows for
 * arrays of objects, a JSON text area where the build stopped nesting. Read into the values the
 * serializer takes, and filled from values (the raw JSON view, the spec's example).
 */
import { element } from './dom.ts';

export interface ReadBody {
  readonly values: Record<string, unknown>;
  /** File inputs' files, in the fields' order. */
  readonly files: readonly { readonly name: string; readonly file: File }[];
  readonly missing: readonly string[];
}

/** Builds the inputs of `fields` into `container`, filled with each field's prefill. */
export function renderFields(container: HTMLElement, fields: readonly PlaygroundField[]): void {
  container.replaceChildren(...requiredFirst(fields).map((field) => fieldNode(field, field.name)));
}

/**
 * Required fields shown first, then the spec's order. Only the form's order: values are read by
 * key in the model's order, so the body sent keeps the bytes the examples show.
 */
function requiredFirst(fields: readonly PlaygroundField[]): PlaygroundField[] {
  return [...fields.filter((field) => field.required), ...fields.filter((field) => !field.required)];
}

function labelText(field: PlaygroundField): (string | HTMLElement)[] {
  return [
    field.name,
    ...(field.required ? [element('span', { class: 'dw-playground-required' }, ' required')] : []),
    element('span', { class: 'dw-playground-type' }, ` ${field.type}`),
  ];
}

function fieldNode(field: PlaygroundField, label: string): HTMLElement {
  if (field.children && (field.type === 'object' || field.type === 'array')) {
    const legend = element('legend', { class: 'dw-playground-label' }, ...labelText(field));
    const attributes = { class: 'dw-playground-object', 'data-key': field.name };
    let node: HTMLElement;
    if (field.type === 'object') {
      node = element('fieldset', { ...attributes, 'data-kind': 'object' }, legend);
      node.append(
        ...requiredFirst(field.children).map((child) => fieldNode(child, `${label}.${child.name}`)),
      );
    } else {
      const rows = element('div', { class: 'dw-playground-rows' });
      const add = element('button', { type: 'button', class: 'dw-copy-text' }, `Add ${label} item`);
      node = element(
        'fieldset',
        { ...attributes, 'data-kind': 'rows', 'data-label': label },
        legend,
        rows,
        add,
      );
      const list = node;
      add.addEventListener('click', () => {
        // The label as it is now: removing an outer row renumbers the rows inside it.
        addRow(rows, field, list.dataset.label ?? label)
          .querySelector<HTMLElement>('input, select, textarea')
          ?.focus();
        add.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
    if (field.prefill !== undefined) {
      try {
        fillNode(node, field, JSON.parse(field.prefill) as unknown, label, false, []);
      } catch {
        // A prefill that is not JSON leaves the inputs empty.
      }
    }
    return node;
  }
  return element(
    'div',
    { class: 'dw-playground-field', 'data-key': field.name },
    element('span', { class: 'dw-playground-label' }, ...labelText(field)),
    control(field, label),
  );
}

function control(field: PlaygroundField, label: string): HTMLElement {
  if (field.file) {
    return element('input', { type: 'file', 'aria-label': label, ...(field.multiple && { multiple: '' }) });
  }
  if (field.enum || field.type === 'boolean') {
    const many = field.type === 'array';
    const select = element('select', { 'aria-label': label, ...(many && { multiple: '' }) });
    if (!many) select.append(element('option', { value: '' }, field.required ? 'Choose…' : '(not set)'));
    for (const value of field.enum ?? ['true', 'false']) select.append(element('option', { value }, value));
    (select as HTMLSelectElement).value = field.prefill ?? '';
    return select;
  }
  const structured = field.type === 'object' || (field.type === 'array' && field.example?.startsWith('['));
  const input = structured
    ? element('textarea', { 'aria-label': label, rows: '3', spellcheck: 'false' })
    : element('input', {
        'aria-label': label,
        type: field.type === 'integer' || field.type === 'number' ? 'number' : 'text',
        ...(field.type === 'number' && { step: 'any' }),
      });
  // Without an example, the type greys the empty input (`<string>`), as the endpoint's form does.
  input.setAttribute('placeholder', field.example ?? `<${field.type}>`);
  (input as HTMLInputElement).value = field.prefill ?? '';
  return input;
}

function addRow(rows: HTMLElement, field: PlaygroundField, label: string): HTMLElement {
  const index = rows.children.length;
  const row = element('div', { class: 'dw-playground-row' });
  row.append(
    ...requiredFirst(field.children ?? []).map((child) =>
      fieldNode(child, `${label}[${index}].${child.name}`),
    ),
  );
  const remove = element('button', { type: 'button', class: 'dw-copy-text' }, `Remove ${label}[${index}]`);
  remove.addEventListener('click', () => {
    row.remove();
    renumber(rows, rows.closest<HTMLElement>('[data-kind="rows"]')?.dataset.label ?? label);
    rows.dispatchEvent(new Event('input', { bubbles: true }));
  });
  row.append(remove);
  rows.append(row);
  return row;
}

/**
 * After a row goes, the rows after it move up: their labels, and those of the rows and buttons
 * inside them, say their new index.
 */
function renumber(rows: HTMLElement, label: string): void {
  const stale = new RegExp(`^(${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})\\[\\d+\\]`);
  [...rows.children].forEach((row, index) => {
    const fresh = (text: string) => text.replace(stale, `$1[${index}]`);
    for (const node of row.querySelectorAll<HTMLElement>('[aria-label], [data-label]')) {
      for (const name of ['aria-label', 'data-label'])
        if (node.hasAttribute(name)) node.setAttribute(name, fresh(node.getAttribute(name) ?? ''));
    }
    for (const button of row.querySelectorAll<HTMLElement>('button.dw-copy-text'))
      button.textContent = (button.textContent ?? '').replace(
        /^(Add|Remove) (.*)$/,
        (_, verb: string, rest: string) => `${verb} ${fresh(rest)}`,
      );
  });
}

const childByKey = (parent: Element, key: string) =>
  parent.querySelector<HTMLElement>(`:scope > [data-key="${CSS.escape(key)}"]`);

/** The values the form view holds; `json` types numbers and booleans (form bodies send text). */
export function readFields(
  container: HTMLElement,
  fields: readonly PlaygroundField[],
  json: boolean,
): ReadBody {
  const files: { name: string; file: File }[] = [];
  const missing: string[] = [];
  const values = readInto(container, fields, json, files);
  for (const field of fields) {
    const given = values[field.name] !== undefined || files.some((file) => file.name === field.name);
    if (field.required && !given) missing.push(field.name);
  }
  return { values, files, missing };
}

function readInto(
  parent: Element,
  fields: readonly PlaygroundField[],
  json: boolean,
  files: { name: string; file: File }[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const node = childByKey(parent, field.name);
    const value = node ? readNode(node, field, json, files) : undefined;
    if (value !== undefined) out[field.name] = value;
  }
  return out;
}

function readNode(
  node: HTMLElement,
  field: PlaygroundField,
  json: boolean,
  files: { name: string; file: File }[],
): unknown {
  const children = field.children ?? [];
  if (node.dataset.kind === 'object') {
    const inner = readInto(node, children, json, files);
    return Object.keys(inner).length > 0 ? inner : undefined;
  }
  if (node.dataset.kind === 'rows') {
    const rows = node.querySelectorAll(':scope > .dw-playground-rows > .dw-playground-row');
    const items = [...rows]
      .map((row) => readInto(row, children, json, files))
      .filter((item) => Object.keys(item).length > 0);
    return items.length > 0 ? items : undefined;
  }
  const input = node.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    ':scope > input, :scope > select, :scope > textarea',
  );
  if (!input) return undefined;
  if (input instanceof HTMLInputElement && input.type === 'file') {
    for (const file of input.files ?? []) files.push({ name: field.name, file });
    return undefined;
  }
  if (input instanceof HTMLSelectElement && input.multiple) {
    const chosen = [...input.selectedOptions].map((option) => option.value);
    return chosen.length > 0 ? chosen : undefined;
  }
  const text = input.value.trim();
  if (text === '') return undefined;
  if (field.type === 'object' || input instanceof HTMLTextAreaElement) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  if (field.type === 'array') {
    const items = text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    return json ? items.map((item) => typed(field.itemType, item)) : items;
  }
  return json ? typed(field.type, text) : text;
}

/** Text as the JSON type the schema asks for, when it reads as one. */
function typed(type: string | undefined, text: string): unknown {
  if ((type === 'integer' || type === 'number') && text !== '' && Number.isFinite(Number(text)))
    return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * Fills the form view from values; returns the paths the form cannot hold as they are (keys
 * without an input, a value of another shape or type), where the raw JSON must stay in charge.
 */
export function fillFields(
  container: HTMLElement,
  fields: readonly PlaygroundField[],
  value: unknown,
): string[] {
  const lost: string[] = [];
  if (!isRecord(value)) return ['the body (not an object)'];
  fillObject(container, fields, value, '', true, lost);
  return lost;
}

function fillObject(
  parent: Element,
  fields: readonly PlaygroundField[],
  value: Record<string, unknown>,
  path: string,
  strict: boolean,
  lost: string[],
): void {
  for (const key of Object.keys(value))
    if (!fields.some((field) => field.name === key)) lost.push(path ? `${path}.${key}` : key);
  for (const field of fields) {
    const node = childByKey(parent, field.name);
    const label = path ? `${path}.${field.name}` : field.name;
    if (node) fillNode(node, field, value[field.name], label, strict, lost);
  }
}

function fillNode(
  node: HTMLElement,
  field: PlaygroundField,
  value: unknown,
  label: string,
  strict: boolean,
  lost: string[],
): void {
  const children = field.children ?? [];
  if (node.dataset.kind === 'object') {
    if (value !== undefined && !isRecord(value)) lost.push(label);
    fillObject(node, children, isRecord(value) ? value : {}, label, strict, lost);
    return;
  }
  if (node.dataset.kind === 'rows') {
    const rows = node.querySelector<HTMLElement>(':scope > .dw-playground-rows');
    if (!rows) return;
    rows.replaceChildren();
    if (value === undefined) return;
    if (!Array.isArray(value)) {
      lost.push(label);
      return;
    }
    value.forEach((item, index) => {
      const row = addRow(rows, field, label);
      if (!isRecord(item)) lost.push(`${label}[${index}]`);
      fillObject(row, children, isRecord(item) ? item : {}, `${label}[${index}]`, strict, lost);
    });
    return;
  }
  const input = node.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    ':scope > input, :scope > select, :scope > textarea',
  );
  if (!input || (input instanceof HTMLInputElement && input.type === 'file')) return;
  if (input instanceof HTMLSelectElement && input.multiple) {
    const chosen = Array.isArray(value) ? value.map(String) : [];
    for (const option of input.options) option.selected = chosen.includes(option.value);
    return;
  }
  if (value === undefined || value === null) {
    input.value = '';
    if (value === null && strict) lost.push(label);
    return;
  }
  const structured = field.type === 'object' || input instanceof HTMLTextAreaElement;
  if (structured) input.value = typeof value === 'string' && !strict ? value : JSON.stringify(value);
  else if (field.type === 'array') {
    if (
      !Array.isArray(value) ||
      value.length === 0 ||
      value.some(
        (item) =>
          typeof item === 'object' || String(item).includes(',') || String(item) !== String(item).trim(),
      )
    )
      lost.push(label);
    input.value = Array.isArray(value) ? value.join(',') : String(value);
  } else {
    input.value = String(value);
    const expected = field.type === 'integer' ? 'number' : field.type;
    // A text input drops line breaks, and the form trims and leaves out empty values.
    const altered =
      typeof value === 'string' && (value === '' || value !== value.trim() || /[\r\n]/.test(value));
    if (strict && (typeof value !== expected || altered)) lost.push(label);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
