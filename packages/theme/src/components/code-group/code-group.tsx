import { languageKeyOf, sampleLanguage } from '@docwright/config';
import { highlightToHtml } from '@docwright/mdx';
import type { CodeSample as CodeSampleText } from '@docwright/page-model';
import { type ComponentChildren, toChildArray, type VNode } from 'preact';
import { useId } from 'preact/hooks';
import { recordNeed } from '../../render/page-needs.ts';

export interface CodeSample extends CodeSampleText {
  /** The block as the page's MDX rendered it (already highlighted), for samples taken from `<CodeGroup>`. */
  readonly block?: VNode;
}

/**
 * Code samples as tabs. The tabs are radio buttons, so switching works without JavaScript and with
 * the arrow keys; `code.js` adds copy buttons and remembers the reader's language across pages. Code is
 * highlighted at build time (the build loads the samples' languages before rendering).
 */
export function CodeTabs({
  samples,
  label,
  idPrefix = 'dw-cg',
  dropdown = false,
}: {
  samples: readonly CodeSample[];
  label: string;
  /** `<CodeGroup dropdown>`: a menu of the samples instead of the tab row (`code.js` switches it). */
  dropdown?: boolean;
  /** Ids restart with each render: groups rendered apart on one page (MDX body, endpoint reference) need their own prefix. */
  idPrefix?: string;
}) {
  const group = `${idPrefix}${useId()}`;
  if (samples.length === 0) return null;
  return (
    <div class="dw-code-group dw-radio-tabs" data-code-group="">
      {dropdown && (
        // A label, not a div: the panels are shown by their place among the group's divs (site.css).
        <label class="dw-code-dropdown">
          <select class="dw-code-select" aria-label={label}>
            {samples.map((sample, index) => (
              <option value={String(index)} key={`${group}-o-${index}`}>
                {sample.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {/* With a dropdown the radios stay, hidden: they still decide the panel shown (site.css). */}
      <div class="dw-radio-tab-list" role="radiogroup" aria-label={label} hidden={dropdown}>
        {samples.map((sample, index) => (
          <label class="dw-radio-tab" key={`${group}-${index}`}>
            <input
              type="radio"
              name={group}
              value={sample.language}
              checked={index === 0}
              aria-controls={`${group}-${index}`}
            />
            <span>{sample.label}</span>
          </label>
        ))}
      </div>
      {samples.map((sample, index) => (
        <div
          class="dw-code-panel dw-radio-panel"
          id={`${group}-${index}`}
          data-label={sample.label}
          data-language={sample.language}
          data-generated={sample.generated ? '' : undefined}
          key={`${group}-p-${index}`}
        >
          {sample.block ?? (
            <HighlightedCode
              code={sample.code}
              language={sample.syntax}
              generated={sample.generated === true}
            />
          )}
        </div>
      ))}
    </div>
  );
}

/** A highlighted `pre`, from the build's highlighter (plain text for a language it has not loaded). */
export function HighlightedCode({
  code,
  language,
  generated = false,
}: {
  code: string;
  language: string;
  generated?: boolean;
}) {
  recordNeed('code');
  return (
    <div
      class="dw-code-block"
      dangerouslySetInnerHTML={{ __html: highlightToHtml(code, language, { generated }) }}
    />
  );
}

/** A sample's language key: from its title when that names a language (`cURL`), else from its syntax. */
function languageOf(title: string, syntax: string): string {
  return languageKeyOf(title) ?? sampleLanguage(syntax);
}

/** The code blocks among MDX children (each a `pre` holding a `code`), as samples. */
function samplesFromChildren(children: ComponentChildren): CodeSample[] {
  const samples: CodeSample[] = [];
  for (const child of toChildArray(children)) {
    if (typeof child !== 'object') continue;
    const code = toChildArray((child as VNode<{ children?: ComponentChildren }>).props.children).find(
      (node): node is VNode<Record<string, unknown>> => typeof node === 'object',
    );
    const props = (code?.props ?? {}) as {
      className?: string;
      class?: string;
      'data-title'?: string;
      children?: ComponentChildren;
    };
    const className = props.className ?? props.class ?? '';
    const syntax = /language-(\S+)/.exec(className)?.[1] ?? 'text';
    const title = props['data-title'] ?? syntax;
    const block = child as VNode;
    samples.push({
      label: title,
      language: languageOf(title, syntax),
      syntax,
      code: textOf(props.children),
      block,
    });
  }
  return samples;
}

/** The text inside rendered children: highlighted code is nested spans. */
function textOf(children: ComponentChildren): string {
  return toChildArray(children)
    .map((part) =>
      typeof part === 'string' || typeof part === 'number'
        ? String(part)
        : textOf((part as VNode<{ children?: ComponentChildren }>).props.children),
    )
    .join('');
}

/** A bare `dropdown` (or `dropdown={true}`) asks for the menu; `dropdown={false}` and `"false"` do not. */
const asksForDropdown = (dropdown: unknown): boolean =>
  dropdown !== undefined && dropdown !== null && dropdown !== false && dropdown !== 'false';

/** `<CodeGroup>`: the code blocks inside as tabs labelled by each fence's title (or language). */
export function CodeGroup({ children, dropdown }: { children?: ComponentChildren; dropdown?: unknown }) {
  return (
    <CodeTabs
      samples={samplesFromChildren(children)}
      label="Code examples"
      dropdown={asksForDropdown(dropdown)}
    />
  );
}

/** `<RequestExample>`: hand-written request samples; on an endpoint page they replace the generated ones. */
export function RequestExample({ children, dropdown }: { children?: ComponentChildren; dropdown?: unknown }) {
  return (
    <div class="dw-request-example">
      <CodeTabs
        samples={samplesFromChildren(children)}
        label="Request examples"
        dropdown={asksForDropdown(dropdown)}
      />
    </div>
  );
}

/** `<ResponseExample>`: response samples as tabs, or a menu with `dropdown`. */
export function ResponseExample({
  children,
  dropdown,
}: {
  children?: ComponentChildren;
  dropdown?: unknown;
}) {
  return (
    <div class="dw-response-example">
      <CodeTabs
        samples={samplesFromChildren(children)}
        label="Response examples"
        dropdown={asksForDropdown(dropdown)}
      />
    </div>
  );
}
