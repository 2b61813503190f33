import { parentPort } from 'node:worker_threads';
import { highlightAhead, loadLanguages } from '@docwright/mdx/highlight';
import type { HighlightReply, HighlightRequest } from './protocol.ts';

// Requests are answered in the order they arrive: each waits for the one before it.
let queue = Promise.resolve();

parentPort?.on('message', (request: HighlightRequest) => {
  queue = queue.then(async () => {
    await loadLanguages(request.blocks.map((block) => block.language));
    const reply: HighlightReply = {
      id: request.id,
      blocks: request.blocks.map((block) => highlightAhead(block.code, block.language) ?? null),
    };
    parentPort?.postMessage(reply);
  });
});
