import { describe, expect, it } from 'vitest';
import { cutElements } from '../src/render/cut-elements.ts';

describe('cutElements', () => {
  it('cuts an element with nested elements of the same name up to its own end tag', () => {
    const html = '<p>a</p><div class="x"><div><div>in</div></div><p>still in</p></div><div>kept</div>';
    expect(cutElements(html, ['<div class="x">'])).toBe('<p>a</p><div>kept</div>');
  });

  it('cuts every occurrence, and elements inside a cut one only once', () => {
    const html =
      '<div class="x">1<div class="y">2</div></div>mid<div class="x">3</div><div class="y">4</div>end';
    expect(cutElements(html, ['<div class="x">', '<div class="y">'])).toBe('midend');
  });

  it('does not take a longer tag name for the element (divider is no div)', () => {
    const html = '<div class="x"><divider>d</divider></div>after';
    expect(cutElements(html, ['<div class="x">'])).toBe('after');
  });

  it('leaves html without the openings as it is, and reads an unclosed element to the end', () => {
    expect(cutElements('<p>plain</p>', ['<div class="x">'])).toBe('<p>plain</p>');
    expect(cutElements('<p>a</p><details class="x"><p>open', ['<details class="x"'])).toBe('<p>a</p>');
  });
});
