import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * GFM's task list items (`- [x] Ship it`) start with a disabled checkbox that nothing labels: a
 * screen reader announces "checkbox, checked" without the task. Each box is named by its item's
 * own text (not that of a list nested in the item).
 */
export function rehypeTaskListLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'li') return;
      const box = node.children.find(
        (child): child is Element =>
          child.type === 'element' && child.tagName === 'input' && child.properties.type === 'checkbox',
      );
      const paragraph = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'p',
      );
      const holder = box ? node : paragraph;
      const inParagraph = paragraph?.children.find(
        (child): child is Element =>
          child.type === 'element' && child.tagName === 'input' && child.properties.type === 'checkbox',
      );
      const checkbox = box ?? inParagraph;
      if (!checkbox || !holder || checkbox.properties.ariaLabel !== undefined) return;
      const label = textOf(holder.children).replace(/\s+/g, ' ').trim();
      if (label !== '') checkbox.properties.ariaLabel = label;
    });
  };
}

function textOf(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type !== 'element' || node.tagName === 'ul' || node.tagName === 'ol') return '';
      return textOf(node.children);
    })
    .join('');
}
