/**
 * The anchor of an `<Update>`, from its label's text: `March 2025` -> `march-2025`. The update
 * itself, its table-of-contents entry and its RSS item's link all use it.
 */
export function updateAnchor(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
