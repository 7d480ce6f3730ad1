import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type LogLevel,
} from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/** Read once: the level is a getter (pino works it out from the level's number each time). */
const debugging = (request: FastifyRequest) => {
  const level = request.log.level;
  return level === 'debug' || level === 'trace';
};

/**
 * Fastify's two lines per request go to debug (decision 040): at info they were a tenth of an
 * order's CPU, and production runs at info. Requests are counted and timed in /metrics, a request
 * that errors is still logged at error, and LOG_LEVEL=debug brings the lines back.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (debugging(request)) super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error || debugging(request)) super.requestCompleted(error, request, reply);
  }
}

/**
 * A request's logger, made by pino when the request first logs. Fastify made it for every request,
 * and pino runs a child's bindings (the request id) through the redaction of every path at
 * creation, whatever the level (decision 040): about a µs and 2 KB per request, for a logger that
 * nearly every request leaves unused. What the request logs goes through the same child, made
 * from the same parent with the same bindings and options.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private made(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  /** The child's level without making it: its own option, else its parent's (as pino's child). */
  get level(): string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  /** Writes through the child, made now if it was not yet (pino's overloads take any args). */
  private write(level: LogLevel, args: unknown[]) {
    const made = this.made();
    Reflect.apply(made[level], made, args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent(...args: unknown[]) {
    this.write('silent', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the per-request logger, made on first use. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
