/**
 * The production start on PostgreSQL runs one API process per core (issue 24, decision 040):
 * the workers share the port, a client's rate limit counts once whichever worker its connections
 * reach, a metrics scrape counts every worker, and SIGTERM to the primary ends every worker
 * gracefully. Registered where PostgreSQL is (DATABASE_URL, else a private cluster).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProcessDatabase, findPostgresBin } from '../faults/private-postgres.ts';
import { freePort, startServer, type ServerProcess } from '../faults/server-process.ts';

/** The API workers of a primary: its children running the server (tsx adds an esbuild one). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== pid) return false;
        return fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('server.ts');
      } catch {
        return false;
      }
    })
    .map(Number);
}

const METRICS_TOKEN = 'cluster-metrics-token-0123456789';

/** One request on a connection of its own, so the primary hands each to the next worker. */
const placeOnNewConnection = (url: string) =>
  fetch(`${url}/api/v1/public/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: '{}',
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });

if (process.env.DATABASE_URL || findPostgresBin())
  describe('API workers (node:cluster) on PostgreSQL', () => {
    let database: { url: string; drop(): Promise<void> };
    let dataDir: string;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      database = await createProcessDatabase();
      dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'scanorder-workers-'));
    }, 120_000);

    afterAll(async () => {
      await server?.kill();
      await database?.drop();
      await fsp.rm(dataDir, { recursive: true, force: true });
    });

    it('serves from three workers on one port, counts a rate limit across them, and stops them all on SIGTERM', async () => {
      server = await startServer({
        port: await freePort(),
        dataDir,
        databaseUrl: database.url,
        env: { API_WORKERS: '3', ORDER_RATE_LIMIT_MAX: '4', METRICS_TOKEN },
      });
      const started = server;
      // The primary starts the others once the first listens; all three end up serving.
      for (let tries = 0; childrenOf(started.pid).length < 3 && tries < 240; tries++)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(childrenOf(started.pid), started.output()).toHaveLength(3);
      for (
        let tries = 0;
        !started.output().includes('API workers listening: 3') && tries < 240;
        tries++
      )
        await new Promise((resolve) => setTimeout(resolve, 250));
      const health = await Promise.all(
        Array.from({ length: 6 }, () =>
          fetch(`${started.url}/api/health`, { headers: { connection: 'close' } }).then(
            (response) => response.status,
          ),
        ),
      );
      expect(health).toEqual([200, 200, 200, 200, 200, 200]);

      // A scrape reaches one worker but counts the health checks of all three (the six above and
      // the start-up's own), so three more on three new connections add exactly three.
      const healthChecks = async () => {
        const metrics = await fetch(`${started.url}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}`, connection: 'close' },
        });
        const text = await metrics.text();
        expect(metrics.status, text).toBe(200);
        const line = /http_request_duration_seconds_count\{[^}]*route="\/api\/health"[^}]*\} (\d+)/;
        return Number(line.exec(text)?.[1]);
      };
      const before = await healthChecks();
      expect(before).toBeGreaterThanOrEqual(6);
      for (let check = 0; check < 3; check++)
        await fetch(`${started.url}/api/health`, { headers: { connection: 'close' } });
      expect(await healthChecks()).toBe(before + 3);
      expect(await healthChecks()).toBe(before + 3);

      // Four attempts from this address are let through (and refused as bad input), the fifth is
      // limited, although round-robin spread them over the workers.
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++)
        statuses.push(await placeOnNewConnection(started.url));
      expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);

      const workers = childrenOf(started.pid);
      const code = await started.stop();
      server = undefined;
      expect(code, started.output()).toBe(0);
      expect(workers.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
    }, 240_000);
  });
