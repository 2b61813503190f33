import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under `dir` (relative paths with `/`) that `keep` accepts; dot-folders and node_modules skipped. */
export async function glob(dir, keep = () => true) {
  const found = [];
  const walk = async (rel) => {
    for (const entry of await readdir(join(dir, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) await walk(path);
      } else if (keep(path)) found.push(path);
    }
  };
  await walk('');
  return found.sort();
}
