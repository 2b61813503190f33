import type { ChildProcess } from 'node:child_process';
import type { Diagnostic } from '@docwright/diagnostics';
import type { BuildServices, SearchIndexService } from './build-services.ts';
import {
  type Call,
  type ChannelLimits,
  channelLimits,
  checkMessage,
  type Method,
  reportedDiagnostics,
} from './channel-protocol.ts';
import { readChannel } from './channel-reader.ts';

/**
 * The channel between `docs serve` and a build it runs for a repository in a child process that
 * may read only its job folder and start no program: the child asks its parent for the build's
 * services (Pagefind, esbuild) and reports its result here. Node's IPC with the `advanced`
 * serialization carries the index's bytes as they are.
 */

/** Set in a child's environment: its `docs build` uses the channel. */
export const isolatedBuildEnv = 'DOCWRIGHT_BUILD_CHANNEL';

/** What the child sends to ask for a service; the parent checks it (see `channel-protocol.ts`). */
interface CallMessage {
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
      process.send?.({ kind: 'call', id, method, argument } satisfies CallMessage);
    });
  // Only the fields the protocol takes, whatever else the build's objects carry.
  const index: SearchIndexService = {
    addHTMLFile: ({ url, content }) => call('addHTMLFile', { url, content }),
    getFiles: () => call('getFiles'),
    deleteIndex: () => call('deleteIndex'),
  };
  return {
    createSearchIndex: async ({ forceLanguage, excludeSelectors }) => {
      const { errors } = await call<{ errors: string[] }>('createSearchIndex', {
        ...(forceLanguage !== undefined && { forceLanguage }),
        excludeSelectors,
      });
      return errors.length > 0 ? { errors } : { index, errors };
    },
    clientBundles: () => call('clientBundles'),
  };
}

/**
 * In the child: sends the build's result; the process may exit once this resolves. Within the
 * protocol's limits: errors first, each diagnostic with the fields the server reads (no source
 * frame or hint) and its texts cut short, as many as half a message holds.
 */
export function reportOverChannel(report: Omit<IsolatedBuildReport, 'kind'>): Promise<void> {
  const cut = (text: string) => (text.length > reportedText ? `${text.slice(0, reportedText)}…` : text);
  let room = channelLimits.messageBytes / 2;
  const diagnostics: Diagnostic[] = [];
  const errorsFirst = [...report.diagnostics].sort((a, b) =>
    a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1,
  );
  for (const { code, severity, message, file, line, column } of errorsFirst) {
    const kept = { code, severity, message: cut(message), ...(file !== undefined && { file: cut(file) }) };
    // V8 writes a string with any character past Latin-1 in two bytes a character.
    const size = 64 + 2 * (kept.code.length + kept.message.length + (kept.file?.length ?? 0));
    if (size > room || diagnostics.length === reportedDiagnostics) break;
    room -= size;
    diagnostics.push({
      ...kept,
      ...(line !== undefined && { line }),
      ...(column !== undefined && { column }),
    });
  }
  const { ok, pages, endpoints } = report;
  return new Promise((resolve) => {
    process.send?.({ kind: 'result', ok, pages, endpoints, diagnostics } satisfies IsolatedBuildReport, () =>
      resolve(),
    );
  });
}

const reportedText = 1000;

/** How a child's build ended, as its parent saw it over the channel. */
type ChannelOutcome =
  /** The child sent its report and exited. */
  | { readonly kind: 'report'; readonly report: IsolatedBuildReport }
  /** The child broke the protocol (`reason` says how) and was killed. */
  | { readonly kind: 'violation'; readonly reason: string }
  /** The child exited without a report: it crashed or was killed. */
  | { readonly kind: 'exited' };

/**
 * In the parent: answers the child's calls with `services`, each call checked against the
 * protocol and its limits (`channel-protocol.ts`), and resolves once the child has exited; never
 * rejects. A child that breaks the protocol is killed at once. The child (spawned with
 * `serialization: 'advanced'`) is read by `readChannel`, not through its 'message' events. Its
 * search index, and so its Pagefind process, is deleted at the end.
 */
export function serveChannel(
  child: ChildProcess,
  services: BuildServices,
  limits: ChannelLimits = channelLimits,
): Promise<ChannelOutcome> {
  let index: Promise<SearchIndexService | undefined> | undefined;
  let report: IsolatedBuildReport | undefined;
  let violation: string | undefined;
  let inFlight = 0;
  const calls = new Map<Method, number>();

  const answer = async (call: Call): Promise<unknown> => {
    switch (call.method) {
      case 'createSearchIndex': {
        // One index at a time: the previous one, and its Pagefind process, goes first.
        const previous = index;
        const created = (async () => {
          await (await previous)?.deleteIndex();
          return services.createSearchIndex(call.argument);
        })();
        index = created.then(
          (done) => done.index,
          () => undefined,
        );
        return { errors: (await created).errors };
      }
      case 'addHTMLFile':
        return (await requireIndex(index)).addHTMLFile(call.argument);
      case 'getFiles':
        return (await requireIndex(index)).getFiles();
      case 'deleteIndex': {
        const deleted = index;
        index = undefined;
        return (await deleted)?.deleteIndex() ?? null;
      }
      case 'clientBundles':
        return services.clientBundles();
    }
  };
  const reply = (message: Reply) => {
    // With a callback, a reply to a child that is gone is dropped instead of emitting 'error'.
    if (child.connected) child.send(message, () => undefined);
  };
  const receive = (value: unknown): string | undefined => {
    const checked = checkMessage(value);
    if (!checked.ok) return checked.reason;
    const message = checked.message;
    if (message.kind === 'result') {
      if (report) return 'it sent a second report';
      report = message as IsolatedBuildReport;
      return undefined;
    }
    const count = (calls.get(message.method) ?? 0) + 1;
    const allowed = limits.calls[message.method];
    if (count > allowed)
      return `it called ${message.method} more than ${allowed === 1 ? 'once' : `${allowed} times`}`;
    calls.set(message.method, count);
    if (inFlight >= limits.inFlight) return `it had more than ${limits.inFlight} calls awaiting an answer`;
    inFlight++;
    answer(message)
      .then(
        (value): Reply => ({ kind: 'reply', id: message.id, value }),
        (error: Error): Reply => ({ kind: 'reply', id: message.id, error: String(error?.message) }),
      )
      .then(reply)
      .catch(() => undefined)
      .finally(() => inFlight--);
    return undefined;
  };
  readChannel(child, limits, {
    message: receive,
    violation: (reason) => {
      violation ??= reason;
      child.kill('SIGKILL');
      if (child.connected) child.disconnect();
    },
  });
  return new Promise((resolve) => {
    const finish = () => {
      void index?.then((created) => created?.deleteIndex()).catch(() => undefined);
      index = undefined;
      if (violation !== undefined) resolve({ kind: 'violation', reason: violation });
      else resolve(report ? { kind: 'report', report } : { kind: 'exited' });
    };
    if (child.exitCode !== null || child.signalCode !== null) finish();
    else child.once('exit', finish);
  });
}

async function requireIndex(
  index: Promise<SearchIndexService | undefined> | undefined,
): Promise<SearchIndexService> {
  const created = await index;
  if (!created) throw new Error('no search index was created');
  return created;
}
