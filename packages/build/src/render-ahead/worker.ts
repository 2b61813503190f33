import { parentPort } from 'node:worker_threads';
import { highlightAhead, loadLanguages } from '@docwright/mdx/highlight';
import { renderMarkdown } from '@docwright/mdx/markdown';
import type { AheadReply, AheadRequest } from './protocol.ts';

type Task = Exclude<AheadRequest, { kind: 'taken' }>;

// Requests are answered in the order they arrive, one at a time. Between two, the thread takes
// in new messages, so that a route the main thread took (`taken`) is skipped if not begun.
const tasks: Task[] = [];
const taken = new Set<number>();
let running = false;

parentPort?.on('message', (request: AheadRequest) => {
  if (request.kind === 'taken') {
    taken.add(request.id);
    return;
  }
  tasks.push(request);
  if (!running) void run();
});

async function run(): Promise<void> {
  running = true;
  for (let task = tasks.shift(); task; task = tasks.shift()) {
    if (task.kind === 'preload') await loadLanguages(task.languages);
    else if (task.kind === 'markdown' && taken.delete(task.id)) continue;
    else parentPort?.postMessage(await answer(task));
    await new Promise((resolve) => setImmediate(resolve));
  }
  running = false;
}

async function answer(task: Exclude<Task, { kind: 'preload' }>): Promise<AheadReply> {
  if (task.kind === 'markdown')
    return { kind: 'markdown', id: task.id, html: task.texts.map(renderMarkdown) };
  await loadLanguages(task.blocks.map((block) => block.language));
  return {
    kind: 'highlight',
    id: task.id,
    blocks: task.blocks.map((block) => highlightAhead(block.code, block.language) ?? null),
  };
}
