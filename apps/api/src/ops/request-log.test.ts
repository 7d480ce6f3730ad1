import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLogRedaction } from '../http/log-redaction.ts';
import { QuietRequestLog, requestLogger } from './request-log.ts';

interface Logged {
  app: FastifyInstance;
  lines: Record<string, unknown>[];
}

/** The app's logger set-up, with Fastify's own child logger or the one made on first use. */
async function loggedApp(lazy: boolean, level: string): Promise<Logged> {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const {
        time: _time,
        responseTime: _responseTime,
        ...line
      } = JSON.parse(chunk.toString()) as Record<string, unknown>;
      lines.push(line);
      done();
    },
  });
  const app = Fastify({
    logger: withLogRedaction({ level, stream }),
    logController: new QuietRequestLog(),
    ...(lazy ? { childLoggerFactory: requestLogger } : {}),
  });
  app.get('/quiet', () => ({ ok: true }));
  app.get('/logs', (request) => {
    request.log.warn({ email: 'asha@example.com', order: { phone: '+91 98765 43210' } }, 'noted');
    request.log.child({ part: 'inner' }).error({ token: 'abc' }, 'inner');
    return { level: request.log.level };
  });
  app.get('/fails', () => {
    throw new Error('broken for asha@example.com');
  });
  await app.ready();
  return { app, lines };
}

describe.each(['warn', 'debug'])('the request logger made on first use, at %s', (level) => {
  let eager: Logged;
  let lazy: Logged;
  beforeAll(async () => {
    [eager, lazy] = await Promise.all([loggedApp(false, level), loggedApp(true, level)]);
  });
  afterAll(() => Promise.all([eager.app.close(), lazy.app.close()]));

  it("writes the same lines as Fastify's own child logger, request ids and redaction included", async () => {
    for (const url of ['/quiet', '/logs', '/fails', '/missing', '/logs']) {
      const [a, b] = await Promise.all([
        eager.app.inject({ method: 'GET', url }),
        lazy.app.inject({ method: 'GET', url }),
      ]);
      expect(b.statusCode, url).toBe(a.statusCode);
      expect(b.body, url).toBe(a.body);
    }
    expect(lazy.lines).toEqual(eager.lines);
    expect(lazy.lines.filter((line) => line.msg === 'noted')).toEqual([
      expect.objectContaining({ reqId: 'req-2', email: '[redacted]' }),
      expect.objectContaining({ reqId: 'req-5', email: '[redacted]' }),
    ]);
    expect(lazy.lines.some((line) => line.reqId === 'req-3' && line.level === 50)).toBe(true);
    if (level === 'debug')
      expect(
        lazy.lines.some((line) => line.msg === 'incoming request' && line.reqId === 'req-1'),
      ).toBe(true);
  });

  it("answers the parent's level without making the child, and follows a change of it", async () => {
    const made: unknown[] = [];
    const parent = lazy.app.log;
    const logger = requestLogger(
      Object.assign(Object.create(parent) as typeof parent, {
        child: (...args: Parameters<typeof parent.child>) => {
          made.push(args);
          return parent.child(...args);
        },
      }),
      { reqId: 'req-x' },
      {},
    );
    expect(logger.level).toBe(level);
    parent.level = 'error';
    expect(logger.level).toBe('error');
    parent.level = level;
    expect(made).toEqual([]);
    logger.info('made now');
    expect(made).toEqual([[{ reqId: 'req-x' }, {}]]);
  });
});
