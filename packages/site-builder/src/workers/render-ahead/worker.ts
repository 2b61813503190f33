import { parentPort } from 'node:worker_threads';
import { highlightAhead, loadLanguages, setCodeThemes } from '@docwright/mdx/highlight';
import type { AheadReply, AheadRequest } from './protocol.ts';

// Requests are answered in the order they arrive: each waits for the one before it.
let queue = Promise.resolve();

parentPort?.on('message', (request: AheadRequest) => {
  queue = queue.then(async () => {
    if (request.kind === 'preload') return loadLanguages(request.languages);
    if (request.kind === 'themes') return setCodeThemes(request.themes);
    await loadLanguages(request.blocks.map((block) => block.language));
    const reply: AheadReply = {
      id: request.id,
      blocks: request.blocks.map(
        (block) =>
          highlightAhead(block.code, block.language, { generated: block.generated === true }) ?? null,
      ),
    };
    parentPort?.postMessage(reply);
  });
});
