import { relative, resolve } from 'node:path';
import { watch } from 'chokidar';

/**
 * Watches a site folder and calls `onChange` with each batch of changed paths (site-relative);
 * `ready` resolves once the folder is scanned, when every later edit is seen.
 */
export function watchSite(
  dir: string,
  outDir: string | undefined,
  onChange: (paths: string[]) => void,
): { ready: Promise<void>; close: () => Promise<void> } {
  const root = resolve(dir);
  const out = outDir ? resolve(outDir) : undefined;
  const watcher = watch(root, {
    ignoreInitial: true,
    ignored: (path) => {
      const rel = relative(root, path);
      // `.mintignore` decides which pages exist, so an edit of it rebuilds.
      if (rel === '' || rel === '.mintignore') return false;
      if (out && (path === out || path.startsWith(`${out}/`))) return true;
      return rel
        .split('/')
        .some(
          (part) => part === 'node_modules' || part.startsWith('.') || /\.(staging|previous)-/.test(part),
        );
    },
    awaitWriteFinish: { stabilityThreshold: 30, pollInterval: 10 },
  });
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const queue = (path: string) => {
    pending.add(relative(root, path).replaceAll('\\', '/'));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = [...pending];
      pending = new Set();
      onChange(batch);
      // awaitWriteFinish already waited for the writes to settle; this only gathers a burst.
    }, 5);
  };
  watcher.on('add', queue).on('change', queue).on('unlink', queue);
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { ready, close: () => watcher.close() };
}
