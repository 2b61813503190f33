interface BodyLimits {
  readonly maxBytes: number;
  /** Longest silence between two chunks. */
  readonly idleMs: number;
  /** Stops the upstream exchange once the body is cut or the reader goes away. */
  readonly abort: () => void;
}

/**
 * Passes the upstream body on chunk by chunk (so server-sent events arrive as they are sent), and
 * errors the stream, which aborts the response the reader sees, past the size or silence limit.
 */
export function limitBody(body: ReadableStream<Uint8Array>, limits: BodyLimits): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let size = 0;
  const stop = (reason: string) => {
    limits.abort();
    reader.cancel().catch(() => {});
    return new Error(reason);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let timer: NodeJS.Timeout | undefined;
      // Resolves (rather than rejects) so the race is decided before `stop` cancels the read:
      // cancelling resolves the pending read as done, which must not pass for a complete body.
      const silence = new Promise<'silence'>((resolve) => {
        timer = setTimeout(() => resolve('silence'), limits.idleMs);
      });
      try {
        const next = await Promise.race([reader.read(), silence]);
        if (next === 'silence') throw stop(`the upstream sent nothing for ${limits.idleMs} ms`);
        if (next.done) return controller.close();
        size += next.value.byteLength;
        if (size > limits.maxBytes)
          throw stop(`the response is larger than the proxy's limit of ${limits.maxBytes} bytes`);
        controller.enqueue(next.value);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel(reason) {
      limits.abort();
      return reader.cancel(reason);
    },
  });
}
