import { paramFieldId } from '@docwright/mdx';
import type { ComponentChildren } from 'preact';
import { show } from '../../endpoint/schema-fields.tsx';

type Children = { children?: ComponentChildren };

const locations = ['path', 'query', 'body', 'header', 'cookie'] as const;

interface FieldProps extends Children {
  readonly anchor: string;
  readonly name: string;
  readonly type?: string | undefined;
  readonly required?: boolean | undefined;
  readonly deprecated?: boolean | undefined;
  readonly defaultValue?: unknown;
  readonly pre?: unknown;
  readonly post?: unknown;
}

/** `pre={["GET", "beta"]}` (or one label as a string): the labels, as pills. */
function Pills({ labels, where }: { labels: unknown; where: 'pre' | 'post' }) {
  const list = (Array.isArray(labels) ? labels : labels === undefined ? [] : [labels]).filter(
    (label) => typeof label === 'string' || typeof label === 'number',
  );
  return (
    <>
      {list.map((label) => (
        <span class={`dw-badge dw-field-pill dw-field-pill-${where}`} key={`${where}-${label}`}>
          {String(label)}
        </span>
      ))}
    </>
  );
}

/** The shared look of hand-written fields: the same markup as generated parameters, so they read alike. */
function HandWrittenField(props: FieldProps) {
  const { anchor, name, type, required, deprecated, defaultValue, children } = props;
  return (
    <div class="dw-field dw-field-block" id={anchor}>
      <div class="dw-field-head">
        <a class="dw-anchor" href={`#${anchor}`} aria-label={`Link to ${name}`}>
          #
        </a>{' '}
        <Pills labels={props.pre} where="pre" />
        <code class="dw-field-name">{name}</code> {type && <span class="dw-field-type">{type}</span>}{' '}
        {required && <span class="dw-badge dw-badge-required">required</span>}{' '}
        {deprecated && <span class="dw-badge dw-badge-deprecated">deprecated</span>}
        <Pills labels={props.post} where="post" />
      </div>
      {defaultValue !== undefined && (
        <p class="dw-field-meta">
          <span>
            Default: <code>{show(defaultValue)}</code>
          </span>
        </p>
      )}
      <div class="dw-field-description">{children}</div>
    </div>
  );
}

type ParamFieldProps = Children &
  Partial<Record<(typeof locations)[number], string>> & {
    /** Set per page by `remarkHeadingIds` (a repeated name gets `-1`, `-2`...), or by the author. */
    id?: string;
    type?: string;
    required?: boolean;
    deprecated?: boolean;
    default?: unknown;
    pre?: unknown;
    post?: unknown;
  };

/** `<ParamField query="limit" type="integer" required default="10">`: its anchor is `#param-limit`, as on Mintlify. */
export function ParamField(props: ParamFieldProps) {
  const location = locations.find((key) => typeof props[key] === 'string') ?? 'body';
  const name = props[location] ?? '';
  return (
    <HandWrittenField
      anchor={props.id ?? paramFieldId(name)}
      name={name}
      type={props.type}
      required={props.required}
      deprecated={props.deprecated}
      defaultValue={props.default}
      pre={props.pre}
      post={props.post}
    >
      {props.children}
    </HandWrittenField>
  );
}

/** `<ResponseField name="data.id" type="string">`: its anchor is `#param-data-id`, as on Mintlify. */
export function ResponseField(
  props: Children & {
    id?: string;
    name?: string;
    type?: string;
    required?: boolean;
    deprecated?: boolean;
    default?: unknown;
    pre?: unknown;
    post?: unknown;
  },
) {
  const name = props.name ?? '';
  return (
    <HandWrittenField
      anchor={props.id ?? paramFieldId(name)}
      name={name}
      type={props.type}
      required={props.required}
      deprecated={props.deprecated}
      defaultValue={props.default}
      pre={props.pre}
      post={props.post}
    >
      {props.children}
    </HandWrittenField>
  );
}

/** `<Expandable title defaultOpen>`: nested fields behind a disclosure. */
export function Expandable({
  title,
  defaultOpen,
  children,
}: Children & { title?: string; defaultOpen?: boolean }) {
  return (
    <details class="dw-expandable" open={defaultOpen === true}>
      {/* "Show" closed, "Hide" open: swapped by CSS on `details[open]`, with no script. */}
      <summary>
        <span class="dw-when-closed">Show</span>
        <span class="dw-when-open">Hide</span> {title ?? 'child attributes'}
      </summary>
      <div class="dw-expandable-body">{children}</div>
    </details>
  );
}
