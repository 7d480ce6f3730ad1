import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverProcess } from '../../scripts/server-args.mjs';
import { snapshot } from './build.ts';
import { settings } from './config.ts';
import {
  freePort,
  releasePort,
  rssMb,
  spawnOwned,
  treeCpuSeconds,
  waitFor,
  type Spawned,
} from './processes.ts';

export interface ApiServer {
  name: string;
  url: string;
  port: number;
  pid: number;
  driver: 'pglite' | 'postgres';
  dataDir: string;
  rssMb(): number | null;
  cpuSeconds(): number | null;
  stop(): Promise<void>;
}

/** One signing secret per bench run, so two processes on one database share sessions. */
const AUTH_SECRET = randomBytes(32).toString('hex');

const tempDirs: string[] = [];

export function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `scanorder-bench-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs() {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts the built server (apps/api/dist/server.js) as `npm start` does, on a port of the bench's
 * own, with the rate limits raised for this process only (the defaults stay as they are).
 */
export async function startApiServer(options: {
  name: string;
  databaseUrl?: string;
  dataDir?: string;
  seedDemo: boolean;
  /** API processes sharing the port (API_WORKERS); PostgreSQL only. Default: one. */
  workers?: number;
  /** Run the build in BENCH_COMPARE_DIR (the "before" of a change) instead of this one. */
  compare?: boolean;
  /** More settings of the server's environment, e.g. a cache turned off. */
  env?: Record<string, string>;
}): Promise<ApiServer> {
  const compareDir = options.compare ? settings.compareDir : null;
  if (options.compare && !compareDir) throw new Error('BENCH_COMPARE_DIR is not set');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? makeTempDir(options.name);
  const bundle = compareDir ? path.join(compareDir, 'api/dist/server.js') : snapshot.serverBundle;
  const server = serverProcess(bundle, {
    embeddedDatabase: !options.databaseUrl,
    demo: true,
  });
  const env: Record<string, string> = {
    ...server.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    AUTH_SECRET,
    SEED_DEMO: options.seedDemo ? 'true' : 'false',
    LOG_LEVEL: 'warn',
    // Load comes from one address: lift the per-address limits for the bench's server only.
    RATE_LIMIT_MAX_AUTH: '1000',
    ORDER_RATE_LIMIT_MAX: '100000000',
    DATABASE_URL: options.databaseUrl ?? '',
    WEB_DIST_DIR: compareDir ? path.join(compareDir, 'web/dist') : snapshot.webDist,
    API_WORKERS: String(options.workers ?? 1),
    ...options.env,
  };
  // After the server's own V8 options (a young generation, the heap limit), so that a bench
  // argument setting the same option wins, as a host's NODE_OPTIONS does; before the bundle.
  const bundleAt = server.args.indexOf(bundle);
  const args = [
    ...server.args.slice(0, bundleAt),
    ...settings.nodeArgs,
    ...server.args.slice(bundleAt),
  ];
  const spawned: Spawned = spawnOwned(process.execPath, args, {
    env,
    name: options.name,
  });
  await waitFor(async () => (await fetch(`${url}/api/health`)).ok, {
    timeoutMs: 180_000,
    what: `server ${options.name}`,
    alive: () => spawned.child.exitCode === null,
    output: spawned.output,
  });
  // The primary starts the other workers once the first listens: wait for all of them, so their
  // start-up is not counted in the first load run's CPU.
  if ((options.workers ?? 1) > 1)
    await waitFor(async () => spawned.output().includes('API workers listening'), {
      timeoutMs: 180_000,
      what: `the workers of ${options.name}`,
      alive: () => spawned.child.exitCode === null,
      output: spawned.output,
    });
  return {
    name: options.name,
    url,
    port,
    pid: spawned.pid,
    driver: options.databaseUrl ? 'postgres' : 'pglite',
    dataDir,
    rssMb: () => rssMb(spawned.pid),
    // With workers, the primary's reaped children count too (they exit only at the end).
    cpuSeconds: () => treeCpuSeconds(spawned.pid),
    async stop() {
      await spawned.stop();
      releasePort(port);
    },
  };
}
