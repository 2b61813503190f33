import { type ComponentChild, h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Card } from '../src/components/cards/cards.tsx';
import { Icon } from '../src/components/icon/icon.tsx';
import { Step } from '../src/components/steps/steps.tsx';
import { IconSettingsContext } from '../src/icons/icon-settings.ts';
import { isIconImage, renderIcon } from '../src/index.ts';

/** The `d` of an SVG's first path: tells one drawing from another. */
const firstPath = (svg: string | undefined) => /<path[^>]*\sd="([^"]+)"/.exec(svg ?? '')?.[1];

describe('renderIcon: Font Awesome Free', () => {
  it('renders a solid icon as an inline, decorative SVG of the given size', () => {
    const svg = renderIcon('rocket', { size: 20 });
    expect(svg).toMatch(/^<svg [^>]*class="dw-icon"/);
    expect(svg).toContain('width="20" height="20"');
    expect(svg).toContain('fill="currentColor"');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toContain('viewBox="0 0 512 512"');
    // Font Awesome's attribution comment stays with the drawing (CC BY 4.0).
    expect(svg).toContain('Font Awesome Free');
  });

  it('finds brands without an iconType', () => {
    expect(firstPath(renderIcon('github'))).toBeDefined();
    expect(firstPath(renderIcon('github'))).toBe(firstPath(renderIcon('github', { iconType: 'brands' })));
  });

  it('honours iconType: regular star is the outline, solid star is filled', () => {
    const solid = firstPath(renderIcon('star'));
    const regular = firstPath(renderIcon('star', { iconType: 'regular' }));
    expect(solid).toBeDefined();
    expect(regular).toBeDefined();
    expect(regular).not.toBe(solid);
    expect(firstPath(renderIcon('star', { iconType: 'solid' }))).toBe(solid);
  });

  it('falls back from a Pro style to the closest Free one, then to the other styles', () => {
    // light is an outline style: regular is its closest Free look.
    expect(firstPath(renderIcon('star', { iconType: 'light' }))).toBe(
      firstPath(renderIcon('star', { iconType: 'regular' })),
    );
    // rocket has no regular drawing in Free: the solid one is used.
    expect(firstPath(renderIcon('rocket', { iconType: 'regular' }))).toBe(firstPath(renderIcon('rocket')));
  });

  it('accepts renamed names: Font Awesome 5 aliases and Font Awesome 4 shims', () => {
    expect(firstPath(renderIcon('home'))).toBe(firstPath(renderIcon('house')));
    expect(firstPath(renderIcon('balance-scale'))).toBe(firstPath(renderIcon('scale-balanced')));
    // FA4's `send-o` is today's regular `paper-plane` (from metadata/shims.yml).
    expect(firstPath(renderIcon('send-o'))).toBe(
      firstPath(renderIcon('paper-plane', { iconType: 'regular' })),
    );
    expect(firstPath(renderIcon('fa-rocket'))).toBe(firstPath(renderIcon('rocket')));
  });

  it('draws a Pro-only icon with the nearest free one, and nothing where none is close', () => {
    // Lucide has both `shield-check` and `target`: drawn with its strokes.
    expect(renderIcon('shield-check')).toContain('stroke="currentColor"');
    expect(renderIcon('target')).toContain('stroke="currentColor"');
    expect(renderIcon('llama')).toBeUndefined();
  });

  it('returns undefined for unknown names and names that are not names', () => {
    expect(renderIcon('no-such-icon-anywhere')).toBeUndefined();
    expect(renderIcon('solid/../../package')).toBeUndefined();
  });
});

describe('renderIcon: Lucide', () => {
  it('draws with strokes when the library is lucide', () => {
    const svg = renderIcon('rocket', { library: 'lucide' });
    expect(svg).toContain('viewBox="0 0 24 24"');
    expect(svg).toContain('fill="none"');
    expect(svg).toContain('stroke="currentColor"');
    expect(firstPath(svg)).not.toBe(firstPath(renderIcon('rocket')));
  });

  it('takes brand logos, which Lucide does not draw, from Font Awesome, and nothing else', () => {
    expect(firstPath(renderIcon('github', { library: 'lucide' }))).toBe(firstPath(renderIcon('github')));
    expect(renderIcon('square-terminal', { library: 'lucide' })).toContain('stroke="currentColor"');
    // A Font Awesome solid icon that Lucide lacks is unknown on a Lucide site.
    expect(renderIcon('house-chimney-crack')).toBeDefined();
    expect(renderIcon('house-chimney-crack', { library: 'lucide' })).toBeUndefined();
  });
});

describe('renderIcon: Tabler', () => {
  it('draws Tabler outline icons, and filled ones by their -filled names, when the library is tabler', () => {
    const bolt = renderIcon('bolt', { library: 'tabler' });
    expect(bolt).toContain('stroke="currentColor"');
    expect(bolt).toContain('M13 3l0 7l6 0l-8 11l0 -7l-6 0l8 -11');
    expect(renderIcon('brand-github', { library: 'tabler' })).toContain('stroke="currentColor"');
    expect(renderIcon('circle-filled', { library: 'tabler' })).toContain('fill="currentColor"');
    expect(renderIcon('bolt', { library: 'tabler' })).not.toBe(renderIcon('bolt'));
    expect(renderIcon('no-such-tabler-icon', { library: 'tabler' })).toBeUndefined();
    expect(renderIcon('outline/../../package', { library: 'tabler' })).toBeUndefined();
  });
});

describe('renderIcon: images', () => {
  it('renders URLs and site paths as decorative images', () => {
    expect(renderIcon('https://cdn.example.com/logo.svg', { size: 24 })).toBe(
      '<img class="dw-icon dw-icon-image" src="https://cdn.example.com/logo.svg" alt="" width="24" height="24">',
    );
    expect(renderIcon('/images/icon.png')).toContain('src="/images/icon.png"');
    expect(renderIcon('/x" onerror="alert(1)')).not.toContain('" onerror');
    expect(isIconImage('rocket')).toBe(false);
    expect(isIconImage('logo/mark.svg')).toBe(true);
  });

  it('applies a color, and drops one that could break out of the style', () => {
    expect(renderIcon('rocket', { color: '#ff0000' })).toContain('style="color:#ff0000"');
    expect(renderIcon('rocket', { color: 'red;background:url(x)' })).not.toContain('style=');
  });
});

describe('icon components', () => {
  const withLibrary = (library: 'fontawesome' | 'lucide', node: ComponentChild, unknown?: string[]) =>
    renderToString(
      h(IconSettingsContext.Provider, {
        value: { library, onUnknownIcon: (name: string) => unknown?.push(name) },
        children: node,
      }),
    );

  it('uses the library of the page being rendered, not a global one', () => {
    const fa = withLibrary('fontawesome', h(Icon, { icon: 'rocket' }));
    const lucide = withLibrary('lucide', h(Icon, { icon: 'rocket' }));
    expect(fa).toContain('viewBox="0 0 512 512"');
    expect(lucide).toContain('viewBox="0 0 24 24"');
  });

  it('reports an unknown name and renders nothing for it', () => {
    const unknown: string[] = [];
    const html = withLibrary('fontawesome', h(Card, { title: 'T', icon: 'not-an-icon' }), unknown);
    expect(unknown).toEqual(['not-an-icon']);
    expect(html).not.toContain('<svg');
    expect(html).toContain('T');
  });

  it('puts a step icon in place of its number', () => {
    const html = withLibrary('fontawesome', h(Step, { title: 'Go', icon: 'rocket' }));
    expect(html).toContain('class="dw-step dw-step-has-icon"');
    expect(html).toMatch(/<span class="dw-icon-wrap dw-step-icon"><svg /);
  });

  it('keeps an inline <svg> element given as the icon', () => {
    const html = withLibrary('fontawesome', h(Card, { title: 'T', icon: h('svg', { viewBox: '0 0 1 1' }) }));
    expect(html).toContain('<span class="dw-icon-wrap dw-card-icon"><svg viewBox="0 0 1 1"></svg></span>');
  });
});
