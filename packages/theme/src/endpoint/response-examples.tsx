import type { ResponseExampleView } from '@docwright/page-model';
import { useId } from 'preact/hooks';
import { HighlightedCode } from '../components/code-group/code-group.tsx';

const generatedNote = 'Generated from the schema';

/**
 * The response examples of an operation as one panel: a tab per status, and inside a status with
 * several media types or named examples, a tab per each. The tabs are radio buttons (as in
 * `CodeTabs`), so switching works without JavaScript and with the arrow keys. The first success
 * status starts selected.
 */
export function ResponseExamples({ examples }: { examples: readonly ResponseExampleView[] }) {
  const group = `dw-rx${useId()}`;
  if (examples.length === 0) return null;
  const statuses = byStatus(examples);
  const first = Math.max(
    0,
    statuses.findIndex(([status]) => status.startsWith('2')),
  );
  return (
    <section class="dw-response-examples dw-code-group" aria-label="Response examples" data-markdown-ignore>
      <div class="dw-radio-tabs dw-response-statuses">
        <p class="dw-response-examples-title">Response examples</p>
        <div class="dw-radio-tab-list" role="radiogroup" aria-label="Response status">
          {statuses.map(([status, views], index) => (
            <label class="dw-radio-tab" key={status}>
              <input
                type="radio"
                name={group}
                value={status}
                checked={index === first}
                aria-controls={`${group}-${index}`}
              />
              {[status, ...(views[0]?.sharedBy ?? [])].map((shown) => (
                <span class={`dw-status dw-status-${shown.charAt(0)}`} key={shown}>
                  {shown}
                </span>
              ))}
            </label>
          ))}
        </div>
        {statuses.map(([status, views], index) => (
          <div
            class="dw-radio-panel dw-response-panel"
            id={`${group}-${index}`}
            data-label={[status, ...(views[0]?.sharedBy ?? [])].join(', ')}
            key={status}
          >
            {views.length === 1 ? (
              <ExampleBody view={views[0] as ResponseExampleView} />
            ) : (
              <Variants views={views} group={`${group}-${index}-v`} />
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

/** The examples grouped by status, in the order they come. */
function byStatus(examples: readonly ResponseExampleView[]): [string, ResponseExampleView[]][] {
  const groups = new Map<string, ResponseExampleView[]>();
  for (const example of examples) {
    const list = groups.get(example.status) ?? [];
    list.push(example);
    groups.set(example.status, list);
  }
  return [...groups];
}

/** One status's media types or named examples, as a second row of tabs. */
function Variants({ views, group }: { views: readonly ResponseExampleView[]; group: string }) {
  const mediaTypes = new Set(views.map((view) => view.mediaType));
  const label = (view: ResponseExampleView) =>
    [mediaTypes.size > 1 ? view.mediaType : undefined, view.title].filter(Boolean).join(' · ') ||
    view.mediaType;
  return (
    <div class="dw-radio-tabs dw-response-variants">
      <div class="dw-radio-tab-list" role="radiogroup" aria-label="Response example">
        {views.map((view, index) => (
          <label class="dw-radio-tab" key={`${group}-${index}`}>
            <input
              type="radio"
              name={group}
              value={String(index)}
              checked={index === 0}
              aria-controls={`${group}-${index}`}
            />
            <span>{label(view)}</span>
          </label>
        ))}
      </div>
      {views.map((view, index) => (
        <div
          class="dw-radio-panel"
          id={`${group}-${index}`}
          data-label={label(view)}
          key={`${group}-p-${index}`}
        >
          <ExampleBody view={view} />
        </div>
      ))}
    </div>
  );
}

function ExampleBody({ view }: { view: ResponseExampleView }) {
  if (view.mediaType === '') return <p class="dw-response-empty">No content</p>;
  return (
    <>
      <p class="dw-response-meta">
        <code>{view.mediaType}</code>
        {view.generated && (
          <span
            class="dw-response-generated"
            title="No example in the API description: this one is made from the response schema"
          >
            {generatedNote}
          </span>
        )}
      </p>
      <HighlightedCode code={view.code} language={view.language} generated={view.generated} />
    </>
  );
}
