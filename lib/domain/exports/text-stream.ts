// An export is written as it is read: an async sequence of text chunks (one per batch of rows)
// becomes the body's byte stream, pulled by the reader, so a slow download never piles up rows.

export function textStream(chunks: AsyncIterable<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) return controller.close();
      controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : next.value);
      return undefined;
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
