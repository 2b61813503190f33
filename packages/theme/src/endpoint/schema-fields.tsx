import type { FieldView, VariantView } from '@docwright/spec';
import { Markdown } from './markdown.tsx';

/** A value as a reader sees it in field lists: strings bare, anything else as JSON. */
export const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function FieldList({
  fields,
  variants,
  discriminator,
}: {
  fields: readonly FieldView[];
  variants?: readonly VariantView[];
  discriminator?: string | undefined;
}) {
  return (
    <>
      {fields.length > 0 && (
        <ul class="dw-fields">
          {fields.map((field) => (
            <Field key={field.anchor} field={field} />
          ))}
        </ul>
      )}
      {variants && variants.length > 0 && <Variants variants={variants} discriminator={discriminator} />}
    </>
  );
}

function Variants({
  variants,
  discriminator,
}: {
  variants: readonly VariantView[];
  discriminator?: string | undefined;
}) {
  return (
    <div class="dw-variants">
      <p class="dw-variants-label">
        One of
        {discriminator ? (
          <>
            , chosen by <code>{discriminator}</code>
          </>
        ) : (
          ''
        )}
        :
      </p>
      {variants.map((variant) => (
        <details class="dw-variant" key={variant.title}>
          <summary>
            {variant.discriminatorValue !== undefined && discriminator && (
              <code>
                {discriminator}: "{variant.discriminatorValue}"
              </code>
            )}{' '}
            {variant.title}
          </summary>
          <FieldList fields={variant.fields} />
        </details>
      ))}
    </div>
  );
}

export function Field({ field }: { field: FieldView }) {
  const nested = field.children.length > 0 || field.variants.length > 0;
  return (
    <li class="dw-field" id={field.anchor}>
      <div class="dw-field-head">
        <a class="dw-anchor" href={`#${field.anchor}`} aria-label={`Link to ${field.name}`}>
          #
        </a>
        <code class="dw-field-name">{field.name}</code>
        <span class="dw-field-type">{field.type}</span>
        {field.required && <span class="dw-badge dw-badge-required">required</span>}
        {field.nullable && <span class="dw-badge">nullable</span>}
        {field.readOnly && <span class="dw-badge">read-only</span>}
        {field.writeOnly && <span class="dw-badge">write-only</span>}
        {field.deprecated && <span class="dw-badge dw-badge-deprecated">deprecated</span>}
      </div>
      <Markdown text={field.description} class="dw-field-description dw-markdown" />
      {(field.enum || field.default !== undefined || field.constraints.length > 0) && (
        <p class="dw-field-meta">
          {field.enum && (
            <span>
              Allowed: {field.enum.map((v, i) => [i > 0 ? ', ' : '', <code key={show(v)}>{show(v)}</code>])}
            </span>
          )}
          {field.default !== undefined && (
            <span>
              Default: <code>{show(field.default)}</code>
            </span>
          )}
          {field.constraints.map((c) => (
            <span key={c}>{c}</span>
          ))}
        </p>
      )}
      {field.seeAnchor && (
        <p class="dw-field-meta">
          Fields of <code>{field.type}</code> are listed <a href={`#${field.seeAnchor}`}>above</a>.
        </p>
      )}
      {nested && (
        <details class="dw-expandable">
          <summary>Show child attributes</summary>
          <FieldList fields={field.children} variants={field.variants} discriminator={field.discriminator} />
        </details>
      )}
    </li>
  );
}
