import type { SearchIndexOptions, SearchIndexService } from './build-services.ts';
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
        const answer = await pagefind.request({
          type: 'AddFile',
          index_id,
          url: file.url,
          file_contents: file.content,
        });
        return { errors: answer.type === 'IndexedFile' ? [] : [errorOf(answer)] };
      },
      async getFiles() {
        const answer = await pagefind.request({ type: 'GetFiles', index_id });
        if (answer.type !== 'GetFiles') return { errors: [errorOf(answer)], files: [] };
        const files = answer.files.map((file) => ({
          path: file.path,
          content: Buffer.from(file.content, 'base64'),
        }));
        return { errors: [], files };
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
