export type PathSegment = string | number;

/** `['navigation', 'groups', 0, 'pages']` -> `navigation.groups[0].pages` */
export function formatJsonPath(segments: readonly PathSegment[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out || '(root)';
}

/** `['paths', '/pets', 'get']` -> `#/paths/~1pets/get` (RFC 6901). */
export function formatJsonPointer(segments: readonly PathSegment[]): string {
  return `#/${segments.map((s) => String(s).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}

/** `#/paths/~1pets/get` -> `['paths', '/pets', 'get']`: every segment a string, as RFC 6901 reads it. */
export function parseJsonPointer(pointer: string): string[] {
  const path = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (path === '') return [];
  return path
    .slice(path.startsWith('/') ? 1 : 0)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}
