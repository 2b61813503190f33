/** Up to `maxBytes` of a body; the rest is not read and the stream is cancelled. */
export async function readCapped(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<{ bytes: Uint8Array; cut?: 'size' | 'interrupted' }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      const room = maxBytes - size;
      if (next.value.byteLength > room) {
        chunks.push(next.value.subarray(0, room));
        await reader.cancel();
        return { bytes: Buffer.concat(chunks), cut: 'size' };
      }
      chunks.push(next.value);
      size += next.value.byteLength;
    }
  } catch {
    // The proxy ended the stream: its size or silence limit. What arrived is shown, marked cut.
    return { bytes: Buffer.concat(chunks), cut: 'interrupted' };
  }
  return { bytes: Buffer.concat(chunks) };
}
