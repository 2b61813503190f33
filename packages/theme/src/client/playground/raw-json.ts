import type { PlaygroundBody } from '@docwright/page-model';
/**
 * The body's two views: its fields (nested inputs) and the raw JSON, kept in step both ways. The
 * form gives way to the raw JSON only when the JSON parses and every value has an input; while
 * the JSON does not parse, the error (with its line and column) shows under it and Send waits.
 */
import { jsonText } from '@docwright/snippets/browser';
import { fillFields, readFields, renderFields } from './body-form.ts';
import { parseRawJson } from './request.ts';

export function setUpBody(
  form: HTMLFormElement,
  body: PlaygroundBody,
  blocked: (reason: string | undefined) => void,
  refresh: () => void,
): void {
  const container = form.querySelector<HTMLElement>('[data-body-fields]');
  const toggle = form.querySelector<HTMLInputElement>('[data-raw-toggle]');
  const raw = form.querySelector<HTMLElement>('[data-body-raw]');
  const textarea = raw?.querySelector('textarea');
  const problem = raw?.querySelector<HTMLElement>('[data-json-error]');
  const fields = body.fields ?? [];
  if (container) renderFields(container, fields);
  const say = (message: string | undefined) => {
    if (!problem) return;
    problem.hidden = message === undefined;
    problem.textContent = message ?? '';
  };
  const showRaw = (on: boolean) => {
    if (toggle) toggle.checked = on;
    if (raw) raw.hidden = !on;
    if (container) container.hidden = on;
  };
  const check = () => {
    if (!textarea || raw?.hidden || body.kind === 'text' || textarea.value.trim() === '') {
      say(undefined);
      return blocked(undefined);
    }
    const parsed = parseRawJson(textarea.value);
    say('error' in parsed ? parsed.error : undefined);
    blocked('error' in parsed ? `Send is off: ${parsed.error}` : undefined);
  };
  /**
   * Moves the raw JSON into the form; false (with the reason shown) when it cannot. The first
   * time, the example's `<string>`-style placeholders leave their inputs empty: sent as they are,
   * they would post the placeholder.
   */
  const toForm = (first = false): boolean => {
    if (!container || !textarea) return false;
    if (textarea.value.trim() === '') {
      fillFields(container, fields, {});
      return true;
    }
    const parsed = parseRawJson(textarea.value);
    if ('error' in parsed) {
      say(parsed.error);
      return false;
    }
    const lost = fillFields(container, fields, first ? withoutPlaceholders(parsed.value) : parsed.value);
    if (lost.length > 0) {
      say(`The form has no input for ${lost.join(', ')}: edit the body as raw JSON.`);
      return false;
    }
    say(undefined);
    return true;
  };
  if (body.kind === 'json' && container && textarea) showRaw(!toForm(true));
  toggle?.addEventListener('change', () => {
    if (toggle.checked) {
      if (container && textarea)
        textarea.value = jsonText(readFields(container, fields, body.kind === 'json').values);
      showRaw(true);
    } else if (toForm()) showRaw(false);
    else showRaw(true);
    check();
    refresh();
  });
  textarea?.addEventListener('input', check);
  check();
}

/** `"<string>"`, or a list or object of nothing else (`["<string>"]`, `{"sku": "<string>"}`). */
function isPlaceholder(value: unknown): boolean {
  if (typeof value === 'string') return /^<[^<>]*>$/.test(value);
  const items = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null
      ? Object.values(value)
      : [];
  return items.length > 0 && items.every(isPlaceholder);
}

/** A generated example without its placeholders: their keys and array items left out. */
function withoutPlaceholders(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !isPlaceholder(item)).map(withoutPlaceholders);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => !isPlaceholder(item))
      .map(([key, item]) => [key, withoutPlaceholders(item)]),
  );
}
