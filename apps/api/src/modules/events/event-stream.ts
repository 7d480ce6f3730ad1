import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
const RECONNECT_MS = 3000;

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
  return response;
}
