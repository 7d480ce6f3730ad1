import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = path.join(API_DIR, 'src/server.ts');

/** Shared by every process of one test, so a session signed by one is valid on another. */
export const FAULT_AUTH_SECRET = 'fault-secret-fault-secret-fault-secret-0123456789';
export const FAULT_ORIGIN = 'http://localhost:3000';

/** A port nothing listens on right now (the kernel's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, in-flight requests and transactions are cut. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own graceful shutdown; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Resolves with the exit code (null when a signal ended the process). */
function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Starts the real server (`src/server.ts` through tsx, exactly what `npm run dev:api` runs, so no
 * build is needed) and waits until `/api/health` answers 200. Readiness is polled without a
 * deadline of its own: a process that dies while starting fails at once with its output, and
 * the test's timeout is the only clock.
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Extra server arguments, e.g. `--demo` for the demo `npm start` runs. */
  args?: string[];
}): Promise<ServerProcess> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    PUBLIC_URL: FAULT_ORIGIN,
    AUTH_SECRET: FAULT_AUTH_SECRET,
    // Production mode (issue 23) with the two test-only choices stated: plain-http loopback and
    // TEST MODE billing.
    ALLOW_HTTP_PUBLIC_URL: 'true',
    BILLING_PROVIDER: 'local',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(options.dataDir, 'no-web'),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SERVER_ENTRY, ...(options.args ?? [])],
    {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const url = `http://127.0.0.1:${options.port}`;
  const server: ServerProcess = {
    url,
    port: options.port,
    pid: child.pid!,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      return exited(child);
    },
  };
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `server exited while starting (${child.exitCode ?? child.signalCode}):\n${output}`,
      );
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) return server;
    await pause(250);
  }
}

export interface HttpResponse {
  status: number;
  text: string;
  headers: Headers;
  json<T = unknown>(): T;
}

/** A browser-like client over real HTTP: a cookie jar and the app's own origin on every request. */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(public baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Shares this client's cookies with another server (another process behind the same domain). */
  withBaseUrl(baseUrl: string): HttpClient {
    const other = new HttpClient(baseUrl);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  async request(method: string, url: string, body?: unknown): Promise<HttpResponse> {
    const headers: Record<string, string> = { origin: FAULT_ORIGIN };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const response = await fetch(this.baseUrl + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return {
      status: response.status,
      text,
      headers: response.headers,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, body?: unknown) {
    return this.request('POST', url, body ?? {});
  }

  put(url: string, body?: unknown) {
    return this.request('PUT', url, body ?? {});
  }
}

export interface EventStream {
  /** The next `event: order` payload whose `version` is at least `version`. */
  next<T extends { version: number }>(version: number): Promise<T>;
  close(): void;
}

/** Reads a Server-Sent Events response the way the customer page's EventSource does. */
export async function openEventStream(url: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (response.status !== 200 || !response.body)
    throw new Error(`event stream refused: ${response.status} ${await response.text()}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const received: { version: number }[] = [];
  async function readEvent(): Promise<void> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        if (lines.includes('event: order')) {
          const data = lines
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          received.push(JSON.parse(data) as { version: number });
          return;
        }
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('event stream ended');
      buffer += value;
    }
  }
  return {
    async next<T extends { version: number }>(version: number): Promise<T> {
      for (;;) {
        const found = received.find((event) => event.version >= version);
        if (found) return found as T;
        await readEvent();
      }
    },
    close() {
      controller.abort();
    },
  };
}
