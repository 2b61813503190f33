import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchIndexOptions, SearchIndexService } from './build-services.ts';
import { readIndexFolder } from './index-folder.ts';
import { isSafeIndexLanguage, unsafeIndexedLanguage } from './indexed-language.ts';
import { PagefindProcess, type Payload } from './pagefind-process.ts';

/**
 * A Pagefind index in a Pagefind process of its own, ended by `deleteIndex`. The `pagefind`
 * package's wrapper shares one process among all the indexes of the Node process (a module-level
 * singleton, reset only by its `close()`, which ends every other index too) and never notices
 * that process exit: after a panic, calls in flight wait forever and every later index fails
 * with "Pagefind backend closed". Here a panic fails the calls of its own index only.
 */
export async function createPagefindIndex(
  options: SearchIndexOptions,
): Promise<{ index?: SearchIndexService; errors: string[] }> {
  if (options.forceLanguage !== undefined && !isSafeIndexLanguage(options.forceLanguage))
    return { errors: [`"${options.forceLanguage.slice(0, 80)}" cannot name the files of a search index.`] };
  const pagefind = new PagefindProcess();
  try {
    const created = await pagefind.request({
      type: 'NewIndex',
      config: {
        ...(options.forceLanguage !== undefined && { force_language: options.forceLanguage }),
        exclude_selectors: options.excludeSelectors,
      },
    });
    if (created.type !== 'NewIndex') {
      await pagefind.close();
      return { errors: [errorOf(created)] };
    }
    const index_id = created.index_id;
    const index: SearchIndexService = {
      async addHTMLFile(file) {
        const refused = unsafeIndexedLanguage(file.url, file.content);
        if (refused) return { errors: [refused] };
        const answer = await pagefind.request({
          type: 'AddFile',
          index_id,
          url: file.url,
          file_contents: file.content,
        });
        return { errors: answer.type === 'IndexedFile' ? [] : [errorOf(answer)] };
      },
      async getFiles() {
        // Written to a private folder and read back rather than asked for over the service's pipe
        // (`GetFiles`): that answer is every file base64-encoded in one JSON message, base64-encoded
        // again, which both processes hold several copies of at once (hundreds of MB for a large site).
        const folder = await mkdtemp(join(tmpdir(), 'docwright-pagefind-'));
        try {
          const answer = await pagefind.request({ type: 'WriteFiles', index_id, output_path: folder });
          if (answer.type !== 'WriteFiles') return { errors: [errorOf(answer)], files: [] };
          return { errors: [], files: await readIndexFolder(folder) };
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      },
      async deleteIndex() {
        await pagefind.close();
        return null;
      },
    };
    return { index, errors: [] };
  } catch (error) {
    await pagefind.close();
    throw error;
  }
}

function errorOf(answer: Payload): string {
  return answer.type === 'Error' ? answer.message : `Pagefind answered ${answer.type}`;
}
