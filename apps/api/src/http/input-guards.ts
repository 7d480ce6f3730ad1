import type { FastifyInstance } from 'fastify';
import { AppError } from '@scanorder/shared/errors/app-error';

export const inputMessages = {
  nul: 'Text must not contain NUL characters',
  tooDeep: 'The request body is nested too deeply',
  encoded: 'Compressed request bodies are not accepted; send the body uncompressed',
} as const;

/** No form or API body of ours nests deeper than a handful of levels. */
export const MAX_BODY_DEPTH = 32;

/**
 * Checks every parsed body without recursion (so a hostile depth cannot overflow the stack here):
 * refuses U+0000 in any string or key, which PostgreSQL text cannot store, and nesting beyond
 * MAX_BODY_DEPTH, which later JSON.stringify and the validators would recurse into. Every request
 * with a body walks it, so the walk keeps two flat stacks and reads keys in place (not a tuple and
 * an `Object.entries` array per value: an order's body was 3 KB of garbage here).
 */
function assertBodySafe(body: unknown): void {
  const values: unknown[] = [body];
  const depths: number[] = [0];
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw new AppError('VALIDATION_FAILED', inputMessages.nul);
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_BODY_DEPTH) throw new AppError('VALIDATION_FAILED', inputMessages.tooDeep);
    if (Array.isArray(value)) {
      for (const item of value) {
        values.push(item);
        depths.push(depth + 1);
      }
      continue;
    }
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (key.includes('\u0000')) throw new AppError('VALIDATION_FAILED', inputMessages.nul);
      values.push(record[key]);
      depths.push(depth + 1);
    }
  }
}

/**
 * Input every route refuses before it runs, whatever its schema: NUL characters in the path, query
 * or body (they answered 500 from PostgreSQL), hostile nesting, and compressed request bodies, whose
 * expanded size no limit could see (a 204 KB gzip body became 200 MB).
 */
export function registerInputGuards(app: FastifyInstance) {
  // Callback hooks: they never wait, and an async hook costs every request a promise and a turn
  // of the microtask queue (Fastify runs a hook's throw as its error either way).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.includes('\u0000') || /%00/i.test(request.url))
      throw new AppError('VALIDATION_FAILED', inputMessages.nul);
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', inputMessages.encoded);
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    assertBodySafe(request.body);
    done();
  });
}
