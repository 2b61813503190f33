import { type ComponentLink, componentAnchor, type FieldView, type VariantView } from '@docwright/api-model';
import { escapeHtml } from '../html.ts';
import { componentAnchorRendered } from '../render/component-anchors.ts';
import { recordingSearch, searchHtml } from '../render/search-content.ts';
import { markdownHtml } from './markdown.tsx';

/**
 * A value as a reader sees it in field lists: strings bare, the empty string as `""` (a bare one
 * is an empty chip), anything else as JSON.
 */
export const show = (value: unknown) =>
  value === '' ? '""' : typeof value === 'string' ? value : JSON.stringify(value);

/** `Allowed: a, b`, each value a chip (the empty string's reads `""`). */
function allowedHtml(values: readonly unknown[]): string {
  return `<span>Allowed: ${values.map((value) => `<code>${escapeHtml(show(value))}</code>`).join(', ')}</span>`;
}

/** An option's description, allowed values and constraints, as a field shows its own. */
function variantValuesHtml(variant: VariantView): string {
  let html = variant.description
    ? `<div class="dw-field-description dw-markdown">${markdownHtml(variant.description)}</div>`
    : '';
  if (variant.enum || variant.constraints) {
    html += `<p class="dw-field-meta">${variant.enum ? allowedHtml(variant.enum) : ''}`;
    for (const constraint of variant.constraints ?? []) html += `<span>${escapeHtml(constraint)}</span>`;
    html += '</p>';
  }
  return html;
}

/**
 * A schema's fields and variants. The lists are built as strings: a large spec's pages hold
 * hundreds of nested fields each, and a component tree for them cost more than everything else
 * the page renders.
 */
export function FieldList({
  fields,
  variants,
  discriminator,
}: {
  fields: readonly FieldView[];
  variants?: readonly VariantView[];
  discriminator?: string | undefined;
}) {
  if (recordingSearch()) searchHtml(fieldsSearchHtml(fields, variants, discriminator));
  return (
    <>
      {fields.length > 0 && <ul class="dw-fields" dangerouslySetInnerHTML={{ __html: fieldItems(fields) }} />}
      {variants && variants.length > 0 && (
        <div
          class="dw-variants"
          dangerouslySetInnerHTML={{ __html: variantItems(variants, discriminator) }}
        />
      )}
    </>
  );
}

function fieldListHtml(
  fields: readonly FieldView[],
  variants?: readonly VariantView[],
  discriminator?: string,
): string {
  let html = fields.length > 0 ? `<ul class="dw-fields">${fieldItems(fields)}</ul>` : '';
  if (variants && variants.length > 0)
    html += `<div class="dw-variants">${variantItems(variants, discriminator)}</div>`;
  return html;
}

function variantItems(variants: readonly VariantView[], discriminator: string | undefined): string {
  const chosenBy = discriminator ? `, chosen by <code>${escapeHtml(discriminator)}</code>` : '';
  let html = `<p class="dw-variants-label">One of${chosenBy}:</p>`;
  for (const variant of variants) {
    const value =
      variant.discriminatorValue !== undefined && discriminator
        ? `<code>${escapeHtml(`${discriminator}: "${variant.discriminatorValue}"`)}</code>`
        : '';
    if (variant.componentAnchor) componentAnchorRendered(variant.componentAnchor);
    const shared = variant.componentAnchor ? ` id="${escapeHtml(variant.componentAnchor)}"` : '';
    html += `<details class="dw-variant"${shared}><summary>${value} ${escapeHtml(variant.title)}</summary>${variantValuesHtml(variant)}${componentLinkHtml(variant.title, variant)}${fieldListHtml(variant.fields)}</details>`;
  }
  return html;
}

/**
 * What search reads of a field list: each field's name, type, badges, description and notes, and
 * each variant's own fields, but not a field's children, which the page keeps collapsed: they are
 * half the text of a large API and would halve the indexing speed, and their parent still matches.
 */
function fieldsSearchHtml(
  fields: readonly FieldView[],
  variants?: readonly VariantView[],
  discriminator?: string,
): string {
  let html = '';
  for (const field of fields) {
    const flags = badges.flatMap(([flag, , label]) => (field[flag] ? [label] : []));
    const words = [...(field.pre ?? []), field.name, field.type, ...flags, ...(field.post ?? [])];
    html += `<p>${escapeHtml(words.join(' '))}</p>`;
    if (field.description) html += `<div>${markdownHtml(field.description)}</div>`;
    const notes = [
      ...(field.clearable ? ['Pass an empty string to unset.'] : []),
      ...(field.enum ? [`Allowed: ${field.enum.map(show).join(', ')}`] : []),
      ...(field.default !== undefined ? [`Default: ${show(field.default)}`] : []),
      ...field.constraints,
      componentLinkText(field.type, field),
    ].filter((note) => note !== '');
    if (notes.length > 0) html += `<p>${escapeHtml(notes.join(' '))}</p>`;
  }
  if (variants && variants.length > 0) {
    html += `<div><p>${escapeHtml(discriminator ? `One of, chosen by ${discriminator}:` : 'One of:')}</p>`;
    for (const variant of variants) {
      const value =
        variant.discriminatorValue !== undefined && discriminator
          ? `${discriminator}: "${variant.discriminatorValue}"`
          : '';
      const link = componentLinkText(variant.title, variant);
      // The space the page has before the title too: the indexer runs adjacent summaries together.
      html += `<details><summary>${escapeHtml(`${value} ${variant.title}`)}</summary>`;
      const notes = [
        ...(variant.enum ? [`Allowed: ${variant.enum.map(show).join(', ')}`] : []),
        ...(variant.constraints ?? []),
        link,
      ].filter((note) => note !== '');
      if (variant.description) html += `<div>${markdownHtml(variant.description)}</div>`;
      if (notes.length > 0) html += `<p>${escapeHtml(notes.join(' '))}</p>`;
      html += `${fieldsSearchHtml(variant.fields)}</details>`;
    }
    html += '</div>';
  }
  return html;
}

const badges = [
  ['required', '<span class="dw-badge dw-badge-required">required</span>', 'required'],
  ['nullable', '<span class="dw-badge">nullable</span>', 'nullable'],
  ['readOnly', '<span class="dw-badge">read-only</span>', 'read-only'],
  ['writeOnly', '<span class="dw-badge">write-only</span>', 'write-only'],
  ['deprecated', '<span class="dw-badge dw-badge-deprecated">deprecated</span>', 'deprecated'],
] as const;

/** A field's own labels (`x-mint.pre`/`post`, `api.params.post`), each a badge, before or after its name. */
function pills(labels: readonly string[] | undefined, place: 'pre' | 'post'): string {
  const badges = (labels ?? []).map(
    (label) => `<span class="dw-badge dw-badge-${place}">${escapeHtml(label)}</span>`,
  );
  return badges.length === 0 ? '' : place === 'pre' ? `${badges.join(' ')} ` : badges.join(' ');
}

function fieldItems(fields: readonly FieldView[]): string {
  let html = '';
  for (const field of fields) html += fieldItem(field);
  return html;
}

function fieldItem(field: FieldView): string {
  const anchor = escapeHtml(field.anchor);
  const name = escapeHtml(field.name);
  if (field.componentAnchor) componentAnchorRendered(field.componentAnchor);
  const shared = field.componentAnchor ? `<span id="${escapeHtml(field.componentAnchor)}"></span>` : '';
  let html = `<li class="dw-field" id="${anchor}">${shared}<div class="dw-field-head"><a class="dw-anchor" href="#${anchor}" aria-label="Link to ${name}">#</a> ${pills(field.pre, 'pre')}<code class="dw-field-name">${name}</code> <span class="dw-field-type">${escapeHtml(field.type)}</span>`;
  for (const [flag, badge] of badges) if (field[flag]) html += ` ${badge}`;
  if (field.post) {
    // `api.params.post: ["nullable"]` names a badge the field shows already.
    const shown: string[] = badges.flatMap(([flag, , label]) => (field[flag] ? [label] : []));
    const post = pills(
      field.post.filter((label) => !shown.includes(label)),
      'post',
    );
    if (post !== '') html += ` ${post}`;
  }
  html += '</div>';
  if (field.description)
    html += `<div class="dw-field-description dw-markdown">${markdownHtml(field.description)}</div>`;
  if (field.enum || field.default !== undefined || field.constraints.length > 0 || field.clearable) {
    html += '<p class="dw-field-meta">';
    if (field.clearable) html += '<span>Pass an empty string to unset.</span>';
    if (field.enum) html += allowedHtml(field.enum);
    if (field.default !== undefined)
      html += `<span>Default: <code>${escapeHtml(show(field.default))}</code></span>`;
    for (const constraint of field.constraints) html += `<span>${escapeHtml(constraint)}</span>`;
    html += '</p>';
  }
  html += componentLinkHtml(field.type, field);
  if (field.children.length > 0 || field.variants.length > 0)
    html += `${childrenOpening}${fieldListHtml(field.children, field.variants, field.discriminator)}</details>`;
  return `${html}</li>`;
}

/**
 * The disclosure of a field's children. Its label says what a click does, "Show" closed and
 * "Hide" open, by CSS on `details[open]` (no script): the hidden word is `display: none`, so
 * it is no part of the summary's accessible name either.
 */
export const childrenOpening =
  '<details class="dw-expandable dw-field-children"><summary><span class="dw-when-closed">Show</span><span class="dw-when-open">Hide</span> child attributes</summary>';

const cutReasons = {
  depth: 'depth limit',
  size: 'size limit of this page',
  recursive: 'it contains itself',
} as const;

/** Where the fields of a component this list does not expand are: above on the page, or on another operation's page. */
function componentLinkHtml(type: string, { seeAnchor, documentedBy, model, cut }: ComponentLink): string {
  if (seeAnchor)
    return `<p class="dw-field-meta">Fields of <code>${escapeHtml(type)}</code> are listed <a href="#${escapeHtml(seeAnchor)}">above</a>.</p>`;
  if (model)
    return `<p class="dw-field-meta">Fields of <code>${escapeHtml(model)}</code> are listed on <a href="${operationHrefPrefix}#${escapeHtml(componentAnchor(model))}">its model page</a>.</p>`;
  if (documentedBy)
    return `<p class="dw-field-meta">Fields of <code>${escapeHtml(documentedBy.component)}</code> are listed on the page of ${operationLink(documentedBy.operation, componentAnchor(documentedBy.component))}.</p>`;
  if (cut)
    return `<p class="dw-field-meta dw-field-more">Fields not shown: ${cutReasons[cut]}. The full schema is in the OpenAPI specification.</p>`;
  return '';
}

/** `componentLinkHtml`'s sentence as search reads it, or `''`. */
function componentLinkText(type: string, { seeAnchor, documentedBy, model, cut }: ComponentLink): string {
  if (seeAnchor) return `Fields of ${type} are listed above.`;
  if (model) return `Fields of ${model} are listed on its model page.`;
  if (documentedBy)
    return `Fields of ${documentedBy.component} are listed on the page of ${documentedBy.operation}.`;
  if (cut) return `Fields not shown: ${cutReasons[cut]}. The full schema is in the OpenAPI specification.`;
  return '';
}

/**
 * Where an operation's page is depends on the site's navigation, which a page does not know when
 * it renders: the link names the operation, and the build points it at the page's route when it
 * writes the page (`linkOperations` of @docwright/site-builder), or drops it when the operation has none.
 * A `#fragment` after the key is kept on the page's address. A link with no key and a
 * `#schema-…` fragment goes to the component's model page (docs.json `api.models`).
 */
export const operationHrefPrefix = 'dw-operation:';

function operationLink(key: string, fragment: string): string {
  return `<a href="${operationHrefPrefix}${encodeURIComponent(key)}#${escapeHtml(fragment)}"><code>${escapeHtml(key)}</code></a>`;
}
