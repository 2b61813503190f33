import type { ChildProcess } from 'node:child_process';
import type { Diagnostic } from '@docwright/diagnostics';
import type { BuildServices, SearchIndexService } from './build-services.ts';

/**
 * The channel between `docs serve` and a build it runs for a repository in a child process that
 * may read only its job folder and start no program: the child asks its parent for the build's
 * services (Pagefind, esbuild) and reports its result here. Node's IPC with the `advanced`
 * serialization carries the index's bytes as they are.
 */

/** Set in a child's environment: its `docs build` uses the channel. */
export const isolatedBuildEnv = 'DOCWRIGHT_BUILD_CHANNEL';

type Method = 'createSearchIndex' | 'addHTMLFile' | 'getFiles' | 'deleteIndex' | 'clientBundles';

interface Call {
  readonly kind: 'call';
  readonly id: number;
  readonly method: Method;
  readonly argument?: unknown;
}

interface Reply {
  readonly kind: 'reply';
  readonly id: number;
  readonly value?: unknown;
  readonly error?: string;
}

/** What the child's build reports as its last message. */
export interface IsolatedBuildReport {
  readonly kind: 'result';
  readonly ok: boolean;
  readonly pages: number;
  readonly endpoints: number;
  readonly diagnostics: readonly Diagnostic[];
}

/** In the child: whether this process is a build run over the channel. */
export function onIsolatedChannel(): boolean {
  return process.env[isolatedBuildEnv] === 'ipc' && typeof process.send === 'function';
}

/** In the child: the services, each call answered by the parent. */
export function channelBuildServices(): BuildServices {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  process.on('message', (message: Reply) => {
    if (message?.kind !== 'reply') return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error !== undefined) waiting?.reject(new Error(message.error));
    else waiting?.resolve(message.value);
    if (pending.size === 0) process.channel?.unref();
  });
  const call = <T>(method: Method, argument?: unknown): Promise<T> =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      process.channel?.ref();
      process.send?.({ kind: 'call', id, method, argument } satisfies Call);
    });
  const index: SearchIndexService = {
    addHTMLFile: (record) => call('addHTMLFile', record),
    getFiles: () => call('getFiles'),
    deleteIndex: () => call('deleteIndex'),
  };
  return {
    createSearchIndex: async (options) => {
      const { errors } = await call<{ errors: string[] }>('createSearchIndex', options);
      return errors.length > 0 ? { errors } : { index, errors };
    },
    clientBundles: () => call('clientBundles'),
  };
}

/** In the child: sends the build's result; the process may exit once this resolves. */
export function reportOverChannel(report: Omit<IsolatedBuildReport, 'kind'>): Promise<void> {
  return new Promise((resolve) => {
    process.send?.({ kind: 'result', ...report } satisfies IsolatedBuildReport, () => resolve());
  });
}

/**
 * In the parent: answers the child's calls with `services` (one search index per child) and
 * resolves with the child's report, or `undefined` when it exits without one.
 */
export function serveChannel(
  child: ChildProcess,
  services: BuildServices,
): Promise<IsolatedBuildReport | undefined> {
  let index: SearchIndexService | undefined;
  let report: IsolatedBuildReport | undefined;
  const answer = async (message: Call): Promise<unknown> => {
    switch (message.method) {
      case 'createSearchIndex': {
        await index?.deleteIndex();
        const created = await services.createSearchIndex(
          message.argument as Parameters<BuildServices['createSearchIndex']>[0],
        );
        index = created.index;
        return { errors: created.errors };
      }
      case 'addHTMLFile':
        return requireIndex(index).addHTMLFile(
          message.argument as Parameters<SearchIndexService['addHTMLFile']>[0],
        );
      case 'getFiles':
        return requireIndex(index).getFiles();
      case 'deleteIndex': {
        const deleted = index?.deleteIndex();
        index = undefined;
        return await deleted;
      }
      case 'clientBundles':
        return services.clientBundles();
      default:
        throw new Error(`unknown call ${String(message.method)}`);
    }
  };
  child.on('message', (message: Call | IsolatedBuildReport) => {
    if (message?.kind === 'result') {
      report = message;
      return;
    }
    if (message?.kind !== 'call' || typeof message.id !== 'number') return;
    answer(message).then(
      (value) => child.connected && child.send({ kind: 'reply', id: message.id, value } satisfies Reply),
      (error: Error) =>
        child.connected &&
        child.send({ kind: 'reply', id: message.id, error: error.message } satisfies Reply),
    );
  });
  return new Promise((resolve) => {
    child.once('exit', () => {
      void index?.deleteIndex().catch(() => undefined);
      resolve(report);
    });
  });
}

function requireIndex(index: SearchIndexService | undefined): SearchIndexService {
  if (!index) throw new Error('no search index was created');
  return index;
}
