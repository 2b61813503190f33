import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * One Pagefind service process: the `pagefind` package's binary run as its wrapper runs it
 * (`pagefind_extended --service`), speaking the wrapper's protocol (JSON messages, base64-encoded,
 * each followed by a comma, on stdin and stdout, as the package's types/internal.d.ts declares
 * them). Unlike the wrapper's one process per Node process, each of these serves one index and
 * is stopped with it; when it dies, its calls fail at once, naming Pagefind's last words.
 */
export class PagefindProcess {
  readonly #process: ChildProcessByStdio<Writable, Readable, Readable>;
  readonly #waiting = new Map<number, { resolve(payload: Payload): void; reject(error: Error): void }>();
  #next = 0;
  #pieces: string[] = [];
  #stderr = '';
  #stopped: Error | undefined;
  readonly #exited: Promise<void>;

  constructor() {
    // Pagefind needs none of the server's environment.
    this.#process = spawn(pagefindBinary(), ['--service'], { stdio: 'pipe', env: {}, windowsHide: true });
    const { stdin, stdout, stderr } = this.#process;
    stdout.setEncoding('latin1');
    stdout.on('data', (chunk: string) => this.#receive(chunk));
    stderr.setEncoding('utf8');
    stderr.on('data', (chunk: string) => {
      this.#stderr = (this.#stderr + chunk).slice(-4096);
    });
    // A write to a process that died fails; its 'close' (after the last of its stderr) says why.
    stdin.on('error', () => undefined);
    this.#process.on('error', (error) => this.#stop(`Pagefind could not start (${error.message})`));
    this.#process.on('close', (code, signal) => this.#stop(this.#exitCause(code, signal)));
    this.#exited = new Promise((resolve) => {
      this.#process.once('exit', () => resolve());
      this.#process.once('error', () => resolve());
    });
    this.#ref(false);
  }

  /** Sends one request and resolves with Pagefind's answer (an `Error` payload included). */
  request(payload: Record<string, unknown>): Promise<Payload> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#next;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#ref(true);
      const message = JSON.stringify({ message_id: id, payload });
      this.#process.stdin.write(`${Buffer.from(message).toString('base64')},`);
    });
  }

  /** Ends the process, resolving once it has exited; calls still waiting fail. */
  close(): Promise<void> {
    this.#stop('the search index was closed');
    // Awaited, its exit holds the Node process open.
    this.#process.ref();
    return this.#exited;
  }

  #receive(chunk: string): void {
    let start = 0;
    for (let comma = chunk.indexOf(','); comma !== -1; comma = chunk.indexOf(',', start)) {
      this.#pieces.push(chunk.slice(start, comma));
      const encoded = this.#pieces.join('');
      this.#pieces = [];
      start = comma + 1;
      this.#answer(encoded);
    }
    if (start < chunk.length) this.#pieces.push(chunk.slice(start));
  }

  #answer(encoded: string): void {
    let message: { message_id?: number; payload?: Payload };
    try {
      message = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    } catch {
      this.#stop('Pagefind answered with what is not a message');
      return;
    }
    const { payload } = message;
    // Pagefind answers a request it could not parse without its id, quoting the request.
    const id =
      message.message_id ??
      Number(
        /^\{"message_id":(\d+)/.exec(payload?.type === 'Error' ? (payload.original_message ?? '') : '')?.[1],
      );
    const waiting = this.#waiting.get(id);
    if (!payload || !waiting) {
      this.#stop(`Pagefind: ${payload?.type === 'Error' ? payload.message : 'an answer to no request'}`);
      return;
    }
    this.#waiting.delete(id);
    if (this.#waiting.size === 0) this.#ref(false);
    waiting.resolve(payload);
  }

  #stop(cause: string): void {
    if (this.#stopped) return;
    this.#stopped = new Error(cause);
    const child = this.#process;
    child.stdin.destroy();
    child.stdout.destroy();
    child.stderr.destroy();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const waiting of this.#waiting.values()) waiting.reject(this.#stopped);
    this.#waiting.clear();
  }

  #exitCause(code: number | null, signal: NodeJS.Signals | null): string {
    const lines = this.#stderr.split('\n').map((line) => line.trim());
    const panic = lines.findIndex((line) => / panicked at /.test(line));
    const words = panic === -1 ? lines.filter(Boolean).at(-1) : `panicked: ${lines[panic + 1] ?? ''}`;
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    return `Pagefind ${how}${words ? ` (${words.slice(0, 300)})` : ''}`;
  }

  /** Holds the Node process open only while an answer is awaited, as the wrapper does. */
  #ref(busy: boolean): void {
    for (const handle of [this.#process, this.#process.stdin, this.#process.stdout, this.#process.stderr]) {
      const refable = handle as { ref?(): void; unref?(): void };
      if (busy) refable.ref?.();
      else refable.unref?.();
    }
  }
}

/** The backend's answers this code reads (see the package's types/internal.d.ts). */
export type Payload =
  | { readonly type: 'NewIndex'; readonly index_id: number }
  | { readonly type: 'IndexedFile' }
  | { readonly type: 'WriteFiles'; readonly output_path: string }
  | { readonly type: 'Error'; readonly message: string; readonly original_message?: string };

let binary: string | undefined;

/** Where the wrapper finds the binary: its environment variables, then its platform package. */
function pagefindBinary(): string {
  const names = ['pagefind_extended', 'pagefind'];
  for (const name of names) {
    const fromEnv = process.env[`${name.toUpperCase()}_BINARY_PATH`];
    if (fromEnv) return fromEnv;
  }
  if (binary) return binary;
  // The package exports only its ES module, so its folder is found on the module paths.
  const wrapper = createRequire(import.meta.url)
    .resolve.paths('pagefind')
    ?.map((folder) => join(folder, 'pagefind', 'package.json'))
    .find((path) => existsSync(path));
  if (!wrapper) throw new Error('the pagefind package is not installed');
  // From the package's real folder, where its platform package is installed beside it.
  const fromWrapper = createRequire(realpathSync(wrapper));
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  for (const name of names) {
    const file = platform === 'windows' ? `${name}.exe` : name;
    try {
      binary = fromWrapper.resolve(`@pagefind/${platform}-${process.arch}/bin/${file}`);
      return binary;
    } catch {}
  }
  throw new Error(`Pagefind has no binary for ${platform}-${process.arch}`);
}
