import { type ApiSpec, type Operation, slugify } from '@docwright/api-model';
import { searchText } from '../render/search-content.ts';
import { Markdown } from './markdown.tsx';
import { SectionHeading } from './section-heading.tsx';

/**
 * The schemes on one line, their descriptions behind a disclosure: the same schemes head every
 * endpoint page of an API, and their full text pushed the parameters ~250 px down on each.
 */
export function Authorization({ spec, operation }: { spec: ApiSpec; operation: Operation }) {
  const names = [...new Set(operation.security.flatMap((requirement) => Object.keys(requirement)))];
  if (names.length === 0) return null;
  const schemes = names.map((name) => {
    const scheme = spec.securitySchemes[name];
    const detail = scheme
      ? scheme.type === 'http'
        ? `HTTP ${scheme.scheme ?? ''}`.trim()
        : scheme.type === 'apiKey'
          ? `API key in ${scheme.in ?? 'header'} "${scheme.name ?? ''}"`
          : scheme.type
      : 'undeclared scheme';
    return { name, detail, description: scheme?.description };
  });
  const line = schemes.map(({ name, detail }, index) => (
    <span class="dw-auth-scheme" key={name} id={`auth-${slugify(name)}`}>
      {index > 0 && ', '}
      <code class="dw-field-name">{name}</code> <span class="dw-field-type">{detail}</span>
    </span>
  ));
  const described = schemes.filter((scheme) => scheme.description);
  return (
    <section class="dw-section dw-auth">
      <SectionHeading id="authorization">Authorization</SectionHeading>
      <SchemesSearchText schemes={schemes} />
      {described.length === 0 ? (
        <p class="dw-auth-line">{line}</p>
      ) : (
        <details class="dw-auth-details">
          <summary class="dw-auth-line">{line}</summary>
          <dl class="dw-auth-descriptions">
            {described.map(({ name, description }) => (
              <div key={name}>
                <dt>
                  <code>{name}</code>
                </dt>
                <dd>
                  <Markdown text={description} />
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}

/** What search reads of the schemes, under the section's heading (rendered after it); renders nothing. */
function SchemesSearchText({ schemes }: { schemes: readonly { name: string; detail: string }[] }) {
  for (const { name, detail } of schemes) searchText([name, detail]);
  return null;
}
