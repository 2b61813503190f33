import { parentPort } from 'node:worker_threads';
import { highlightAhead, loadLanguages } from '@docwright/mdx/highlight';
import { renderMarkdown } from '@docwright/mdx/markdown';
import type { AheadReply, AheadRequest } from './protocol.ts';

// Requests are answered in the order they arrive: each waits for the one before it.
let queue = Promise.resolve();

parentPort?.on('message', (request: AheadRequest) => {
  queue = queue.then(async () => {
    if (request.kind === 'prepare') await loadLanguages(request.languages);
    else parentPort?.postMessage(await answer(request));
  });
});

async function answer(request: Exclude<AheadRequest, { kind: 'prepare' }>): Promise<AheadReply> {
  if (request.kind === 'markdown')
    return { kind: 'markdown', id: request.id, html: request.texts.map(renderMarkdown) };
  await loadLanguages(request.blocks.map((block) => block.language));
  return {
    kind: 'highlight',
    id: request.id,
    blocks: request.blocks.map((block) => highlightAhead(block.code, block.language) ?? null),
  };
}
