import type { ChildProcess } from 'node:child_process';
import { Deserializer } from 'node:v8';

/** What a child's channel may carry, in bytes. */
interface ReadLimits {
  readonly messageBytes: number;
  readonly totalBytes: number;
}

interface ChannelHandlers {
  /** A message as V8 deserialized it, any value: what is wrong with it, or nothing. */
  message(value: unknown): string | undefined;
  /** The channel broke the limits or carried a wrong message; what follows is dropped unread. */
  violation(reason: string): void;
}

/** The Pipe handle under `child.channel`, as Node's own reader uses it. */
interface ChannelHandle {
  onread: (buffer?: ArrayBuffer) => void;
  pendingHandle: { close(): void } | null;
}

/**
 * Reads what a child sends over its IPC channel (spawned with `serialization: 'advanced'`: each
 * message is a 4-byte big-endian length, then V8's serialization of the value) in place of Node's
 * own reader, which is no boundary against a hostile child: it buffers a message of any declared
 * length before looking at it, throws in the parent on bytes it cannot deserialize, and hands a
 * message with a `cmd` of `NODE_…` to its internal handlers, one of which asserts (ending the
 * parent) on `{cmd: 'NODE_HANDLE_ACK'}`. Here a length over the limit is refused before its bytes
 * are kept, and any error is a violation. `child` emits no 'message' events; the end of the
 * channel still goes to Node (disconnect, 'exit').
 */
export function readChannel(child: ChildProcess, limits: ReadLimits, handlers: ChannelHandlers): void {
  const channel = channelHandle(child);
  if (!channel) {
    handlers.violation('its channel could not be read safely on this version of Node');
    return;
  }
  const nodeReader = channel.onread;
  const frames = new Frames(limits);
  let stopped = false;
  channel.onread = function (this: unknown, buffer?: ArrayBuffer) {
    const handle = channel.pendingHandle;
    channel.pendingHandle = null;
    handle?.close();
    // Node's reader takes the end of the channel (no buffer): it disconnects the child.
    if (!buffer) return nodeReader.call(this, buffer);
    if (stopped) return;
    try {
      if (handle) throw new Error('it sent a handle');
      // Node hands each read over in an ArrayBuffer of exactly the bytes read.
      for (const value of frames.read(new Uint8Array(buffer))) {
        const wrong = handlers.message(value);
        if (wrong !== undefined) throw new Error(wrong);
      }
    } catch (error) {
      stopped = true;
      frames.clear();
      handlers.violation((error as Error).message);
    }
  };
}

/**
 * The Pipe handle of `child`'s channel: `child.channel` is a wrapper that keeps it private, and
 * Node (18 to 24) keeps it under a symbol of the child too.
 */
function channelHandle(child: ChildProcess): ChannelHandle | undefined {
  const key = Object.getOwnPropertySymbols(child).find((symbol) => symbol.description === 'kChannelHandle');
  const handle = key && (child as unknown as Record<symbol, Partial<ChannelHandle> | undefined>)[key];
  return typeof handle?.onread === 'function' ? (handle as ChannelHandle) : undefined;
}

/** Splits the bytes read into messages and deserializes each, within the limits. */
class Frames {
  readonly #limits: ReadLimits;
  #chunks: Uint8Array[] = [];
  #buffered = 0;
  #total = 0;

  constructor(limits: ReadLimits) {
    this.#limits = limits;
  }

  *read(bytes: Uint8Array): Generator<unknown> {
    this.#total += bytes.length;
    if (this.#total > this.#limits.totalBytes)
      throw new Error(`it sent more than ${megabytes(this.#limits.totalBytes)} in all`);
    this.#chunks.push(bytes);
    this.#buffered += bytes.length;
    while (this.#buffered >= 4) {
      const head = this.#head();
      const size = new DataView(head.buffer, head.byteOffset, 4).getUint32(0);
      if (size > this.#limits.messageBytes)
        throw new Error(
          `a message of ${megabytes(size)} is over the ${megabytes(this.#limits.messageBytes)} limit`,
        );
      if (this.#buffered < 4 + size) return;
      const all =
        this.#chunks.length === 1
          ? (this.#chunks[0] as Uint8Array)
          : Buffer.concat(this.#chunks, this.#buffered);
      const rest = all.subarray(4 + size);
      this.#chunks = rest.length > 0 ? [rest] : [];
      this.#buffered = rest.length;
      yield deserialize(all.subarray(4, 4 + size));
    }
  }

  clear(): void {
    this.#chunks = [];
    this.#buffered = 0;
  }

  /** The first chunk, joined with the next ones when a read split the length. */
  #head(): Uint8Array {
    let head = this.#chunks[0] as Uint8Array;
    if (head.length < 4) {
      head = Buffer.concat(this.#chunks, this.#buffered);
      this.#chunks = [head];
    }
    return head;
  }
}

/** V8's own deserializer, without Node's host objects: the build sends no typed arrays. */
function deserialize(body: Uint8Array): unknown {
  try {
    const deserializer = new Deserializer(body);
    deserializer.readHeader();
    return deserializer.readValue();
  } catch (error) {
    throw new Error(`it sent a message that does not deserialize (${(error as Error).message})`);
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 0)} MB`;
}
