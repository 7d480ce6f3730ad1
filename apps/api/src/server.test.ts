import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  HttpClient,
  startServer,
  type ServerProcess,
} from '../test/faults/server-process.ts';

/** Names of the threads of a process (Linux). */
function threadNames(pid: number): string[] {
  const tasks = `/proc/${pid}/task`;
  return fs
    .readdirSync(tasks)
    .map((task) => fs.readFileSync(`${tasks}/${task}/comm`, 'utf8').trim());
}

async function demoMenuItems(server: ServerProcess): Promise<number> {
  const owner = new HttpClient(server.url);
  const signIn = await owner.post('/api/auth/sign-in/email', {
    email: 'demo@scanorder.app',
    password: 'Demo@1234',
  });
  expect(signIn.status).toBe(200);
  const business = await owner.get('/api/v1/businesses/restaurant');
  expect(business.status).toBe(200);
  const { id } = business.json<{ id: string }>();
  const items = await owner.get(`/api/v1/businesses/restaurant/menu-items?businessId=${id}`);
  expect(items.status).toBe(200);
  return items.json<{ items: unknown[] }>().items.length;
}

describe.runIf(process.platform === 'linux')('the server on a new embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scanorder-server-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** Starts the server on `dataDir` with the demo seed on, runs `use`, and stops it. */
  async function withServer(use: (server: ServerProcess) => Promise<void>) {
    const server = await startServer({
      port: await freePort(),
      dataDir,
      env: { SEED_DEMO: 'true' },
      // The demo, as `npm start` runs it: production mode refuses its seed otherwise.
      args: ['--demo'],
    });
    try {
      await use(server);
    } finally {
      await server.stop();
    }
  }

  it('seeds the demo in a child process, so the image libraries never run in the server', async () => {
    await withServer(async (first) => {
      expect(await demoMenuItems(first)).toBeGreaterThan(0);
      // Drawing the demo's pictures starts libvips' workers and pango's fontconfig threads (decision
      // 012); the server that serves must not have run it.
      expect(threadNames(first.pid).filter((name) => /vips|pango/i.test(name))).toEqual([]);
    });
    // The next start finds the demo in place.
    await withServer(async (again) => {
      expect(await demoMenuItems(again)).toBeGreaterThan(0);
    });
  }, 120_000);
});
