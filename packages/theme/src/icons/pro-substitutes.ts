/**
 * Font Awesome Pro icons that real Mintlify sites use, mapped to a Free icon. Only two kinds of
 * mapping are made, so a substitute always shows the same thing:
 * - the Pro icon is a Free icon with a decoration added (`shield-check` is `shield` with a tick);
 * - Font Awesome's own metadata lists the Pro name as a search term of the Free icon (`target`
 *   is a search term of `bullseye`).
 * Names with no such Free counterpart are left out: they are reported as unknown.
 */
export const proSubstitutes: Readonly<Record<string, string>> = {
  // A Free icon with a decoration.
  'barcode-read': 'barcode',
  'book-open-cover': 'book-open',
  'brain-circuit': 'brain',
  'chart-mixed': 'chart-column',
  'file-certificate': 'certificate',
  'message-bot': 'robot',
  'rectangle-terminal': 'terminal',
  'shield-check': 'shield',
  'shield-exclamation': 'shield',
  'shield-keyhole': 'shield',
  'square-code': 'code',
  stars: 'star',
  // A search term of the Free icon in Font Awesome's metadata.
  browser: 'window-maximize',
  radar: 'satellite-dish',
  target: 'bullseye',
};
