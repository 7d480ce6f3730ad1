import type { Server, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '@scanorder/shared/errors/app-error';
import { clientKeyOf } from '../../http/client-key.ts';

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
 * Open streams each client may hold: a stream is a connection and a database listener's worth of
 * memory for as long as it lasts. A busy counter (several boards and phones behind one address)
 * stays well under the address cap; one browser session never needs more than its tabs.
 */
export const STREAM_LIMITS = { perClient: 24, perSession: 8 } as const;
export const streamLimitMessage =
  'Too many live connections from this device. Close some order pages or boards and try again.';

/** Open streams per key, per app (tests build many apps in one process). */
const openCounts = new WeakMap<FastifyInstance, Map<string, number>>();

/** The cookies that name who is streaming: a team session, a kiosk or a customer. */
const SESSION_COOKIE =
  /(?:^|;\s*)((?:__Secure-)?scanorder\.(?:session_token|kiosk|customer))=([^;]*)/g;

function streamKeys(reply: FastifyReply): string[] {
  const { request } = reply;
  const keys = [`client:${clientKeyOf(request.ip)}`];
  const cookie = request.headers.cookie ?? '';
  for (const match of cookie.matchAll(SESSION_COOKIE)) keys.push(`session:${match[1]}=${match[2]}`);
  return keys;
}

/** Counts this stream against its client and session, or refuses it (429) at a cap. */
function acquire(reply: FastifyReply): () => void {
  let counts = openCounts.get(reply.server);
  if (!counts) openCounts.set(reply.server, (counts = new Map<string, number>()));
  const keys = streamKeys(reply);
  for (const key of keys) {
    const limit = key.startsWith('client:') ? STREAM_LIMITS.perClient : STREAM_LIMITS.perSession;
    if ((counts.get(key) ?? 0) >= limit) throw new AppError('RATE_LIMITED', streamLimitMessage);
  }
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const key of keys) {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    }
  };
}

/**
 * Takes the response over from Fastify as a Server-Sent Events stream: the headers set so far
 * (helmet, CORS) plus the event-stream ones, unbuffered through proxies, and the reconnect delay.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  const release = acquire(reply);
  reply.hijack();
  const response = reply.raw;
  response.once('close', release);
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
