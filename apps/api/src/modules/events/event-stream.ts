import type { Server, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
const RECONNECT_MS = 3000;

/** Open streams per HTTP server, so shutdown and metrics see every kind of stream. */
const openStreams = new WeakMap<Server, Set<ServerResponse>>();

function streamsOf(server: Server): Set<ServerResponse> {
  let streams = openStreams.get(server);
  if (!streams) {
    streams = new Set();
    openStreams.set(server, streams);
  }
  return streams;
}

/**
 * Takes the response over from Fastify as a Server-Sent Events stream: the headers set so far
 * (helmet, CORS) plus the event-stream ones, unbuffered through proxies, and the reconnect delay.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  response.write(`retry: ${RECONNECT_MS}\n\n`);
  const streams = streamsOf(reply.server.server);
  streams.add(response);
  response.once('close', () => streams.delete(response));
  return response;
}

/** Live event streams this server has open now. */
export function countEventStreams(app: FastifyInstance): number {
  return openStreams.get(app.server)?.size ?? 0;
}

/**
 * Tells every open stream to reconnect after `retryMs` when it ends: the browser's EventSource
 * then comes back through the load balancer to an instance that is still serving. The streams
 * end through their owners' own `preClose` clean-up as the server closes. Returns how many.
 */
export function announceShutdownToStreams(app: FastifyInstance, retryMs: number): number {
  const streams = [...(openStreams.get(app.server) ?? [])];
  for (const response of streams)
    if (!response.writableEnded) response.write(`retry: ${retryMs}\n: server shutting down\n\n`);
  return streams.length;
}
