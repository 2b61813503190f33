import { type ApiSpec, parseSpec } from '@docwright/api-model';
import { type ComponentType, h, type VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import { renderEndpoint, renderMdxContent } from '../src/index.ts';
import { islandComponent } from '../src/render/islands.ts';

type Components = Record<string, ComponentType<Record<string, unknown>>>;

/** An evaluated MDX page as the build hands it over: a component that renders with `components`. */
function page(body: (components: Components) => VNode) {
  return ({ components }: { components?: Record<string, unknown> }) => body((components ?? {}) as Components);
}

function needsOf(body: (components: Components) => VNode, used: string[] = []) {
  return renderMdxContent(page(body), used);
}

describe('the browser modules a page needs, as its renderer reports them', () => {
  it('plain prose needs nothing', () => {
    expect(needsOf(() => h('p', null, 'Text with <pre> written as text')).needs).toEqual([]);
  });

  it('a code block, a Mermaid diagram, tabs and an island each name their module', () => {
    const Counter = islandComponent(
      () => h('button', null, '0'),
      '/_docwright/islands/counter.js',
      'Counter',
    );
    const rendered = needsOf(
      (c) => {
        const Tabs = c.Tabs as ComponentType<Record<string, unknown>>;
        const Tab = c.Tab as ComponentType<Record<string, unknown>>;
        return h('div', null, [
          h('pre', null, h('code', null, 'curl https://example.com')),
          h('figure', { 'data-dw-mermaid': '' }, h('pre', { class: 'dw-mermaid-source' }, 'graph TD; A-->B')),
          h(Tabs, null, [h(Tab, { title: 'One' }, 'first'), h(Tab, { title: 'Two' }, 'second')]),
          h(Counter, { start: 1 }),
        ]);
      },
      ['Tabs', 'Tab'],
    );
    expect(rendered.needs).toEqual(['code', 'islands', 'mermaid', 'tabs']);
    expect(rendered.html).toContain('<dw-island ');
  });

  it('an element that is made but never rendered needs nothing', () => {
    const Choosy = () => {
      h('pre', null, 'discarded');
      return h('p', null, 'kept');
    };
    expect(needsOf(() => h(Choosy as ComponentType, null)).needs).toEqual([]);
  });

  it("a reference needs the code script when the spec's Markdown holds a code block, and keeps the page's own needs", () => {
    const specWith = (description: string) =>
      (
        parseSpec(
          JSON.stringify({
            openapi: '3.1.0',
            info: { title: 'Pets', version: '1' },
            paths: {
              '/pets': {
                get: { summary: 'List pets', description, responses: { '204': { description: 'None' } } },
              },
            },
          }),
          'pets.json',
        ) as { spec: ApiSpec }
      ).spec;
    const render = (description: string) => {
      const spec = specWith(description);
      const operation = spec.operations[0];
      if (!operation) throw new Error('no operation');
      return renderEndpoint(spec, operation, {
        fullUrl: false,
        samples: [],
        responseExamples: [],
        pageNeeds: ['tabs'],
      });
    };
    const plain = render('Lists the pets.');
    const fenced = render('Lists the pets:\n\n```json\n{"name": "Rex"}\n```');
    expect(plain.needs).toEqual(['tabs']);
    expect(plain.html).not.toMatch(/<pre[\s>]/);
    expect(fenced.needs).toEqual(['code', 'tabs']);
    expect(fenced.html).toMatch(/<pre[\s>]/);
  });
});
