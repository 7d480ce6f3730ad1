import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDependencies } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * API suites run on PGlite always, and on PostgreSQL too when DATABASE_URL is set (CI sets it).
 * Use with `describe.each(databaseKinds)`.
 */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDependencies;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database per suite, dropped afterwards, so suites never see each other. */
async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `scanorder_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function openTestDatabase(kind: DatabaseKind): Promise<{ database: DatabaseHandle; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ driver: 'pglite' });
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const created = await createPostgresDatabase();
  const database = await openDatabase({ driver: 'postgres', url: created.url, poolSize: 4 });
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      await created.drop();
    },
  };
}

/** Builds the real app on a fresh database and a temp data dir (the email outbox lives there). */
export async function createTestApp(kind: DatabaseKind, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'scanorder-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
  const { database, dispose } = await openTestDatabase(kind);
  const { app, deps } = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    deps,
    config,
    dataDir,
    async close() {
      await app.close();
      await dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A cookie jar over `app.inject()`, so a test reads like a browser session. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...(options.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const response = await this.app.inject({ remoteAddress: this.ip, ...options, headers });
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }
}

/** Reads the newest .eml in the outbox for a recipient and returns its first link. */
export async function latestMailLink(dataDir: string, to: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(outbox)).sort().reverse();
  for (const file of files) {
    const raw = await fs.readFile(path.join(outbox, file), 'utf8');
    if (!raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
    const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https?:\/\/[^\s"<>]+/.exec(unfolded.split(/\r?\n\r?\n/).slice(1).join('\n'));
    if (link) return link[0];
  }
  throw new Error(`No email to ${to} in ${outbox}`);
}

export interface OwnerFixture {
  email: string;
  password: string;
  client: TestClient;
}

let ownerCounter = 0;

/** Signs up an owner, verifies through the emailed link and signs in. */
export async function signUpVerifiedOwner(
  test: TestApp,
  options: { serviceName?: 'Restaurant' | 'Grocery'; ip?: string } = {},
): Promise<OwnerFixture> {
  const email = `owner${++ownerCounter}-${randomUUID().slice(0, 6)}@example.com`;
  const password = 'Secret@123';
  const client = new TestClient(test.app, options.ip ?? `10.0.${ownerCounter % 250}.${(ownerCounter * 7) % 250}`);
  const signUp = await client.post('/api/auth/sign-up/email', {
    email,
    password,
    name: 'Test Owner',
    firstName: 'Test',
    lastName: 'Owner',
    serviceName: options.serviceName ?? 'Restaurant',
    callbackURL: '/signin',
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const link = new URL(await latestMailLink(test.dataDir, email));
  const verify = await client.get(link.pathname + link.search);
  if (verify.statusCode >= 400) throw new Error(`verify failed: ${verify.body}`);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return { email, password, client };
}
