import type { FastifyInstance } from 'fastify';

/** One Server-Sent Events message: its event name (or '' for an id-only message), id and data. */
export interface SseMessage {
  event: string;
  id: string | undefined;
  data: string;
}

/**
 * Reads Server-Sent Events from a real HTTP response, one `next()` per message (comments such as
 * heartbeats and the retry hint are skipped). The timeout only keeps a lost event from hanging a
 * test; latency belongs to `npm run bench`.
 */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(timeoutMs = 10_000): Promise<SseMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n').filter((line) => !line.startsWith(':'));
          const field = (name: string) =>
            lines
              .filter((line) => line.startsWith(`${name}:`))
              .map((line) => line.slice(name.length + 1).trimStart());
          const id = field('id').at(-1);
          const event = field('event').at(-1) ?? '';
          if (!event && id === undefined) continue;
          return { event, id, data: field('data').join('\n') };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('no event in time')), left);
          }),
        ]).finally(() => clearTimeout(timer));
        if (chunk.done) throw new Error('stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    /** The next message with an event name (skipping id-only ones). */
    async nextEvent(timeoutMs = 10_000): Promise<SseMessage> {
      for (;;) {
        const message = await this.next(timeoutMs);
        if (message.event) return message;
      }
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

/** Serves `app` on a free loopback port, for what `inject()` cannot do (streams read as they come). */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}
