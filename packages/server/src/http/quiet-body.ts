import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * `body`, passed on as it comes; if it fails part-way (an upstream gone silent, a file removed
 * while read), the connection is cut so the reader sees a failed response, never one that looks
 * complete, and nothing more: left to fail, Node's server would print the error with its stack
 * and write its message to the reader. Without a Node connection (`app.request`), the stream errors.
 */
export function quietBody(body: ReadableStream<Uint8Array>, c: Context): ReadableStream<Uint8Array> {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        // The server sees the connection close and cancels this stream.
        if (outgoing) outgoing.destroy();
        else controller.error(error);
        return;
      }
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel(reason) {
      return reader.cancel(reason).catch(() => undefined);
    },
  });
}
