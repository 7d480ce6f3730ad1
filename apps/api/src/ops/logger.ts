import type { FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { Config } from '../config/env.ts';

/**
 * Human lines on a terminal, JSON lines for log collectors (`LOG_FORMAT` forces one or the other).
 * pino-pretty runs as a stream in this process rather than as a transport: a transport is a worker
 * thread with its own heap, memory the small demo host does not have to spare (decision 012).
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  isTerminal = process.stdout.isTTY === true,
): NonNullable<FastifyServerOptions['logger']> {
  const pretty = config.LOG_FORMAT === 'pretty' || (config.LOG_FORMAT === 'auto' && isTerminal);
  if (!pretty) return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    stream: pinoPretty({
      colorize: isTerminal,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      singleLine: true,
    }),
  };
}
