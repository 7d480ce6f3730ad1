import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { toSignInEmail } from '@scanorder/shared/schemas/auth';
import { buildApp, type AppDependencies } from '../src/app.ts';
import { createSignIns } from '../src/auth/sign-ins.ts';
import { loadConfig, type Config } from '../src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { members } from '../src/db/schema/accounts.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * API suites run on PGlite always, and on PostgreSQL too when DATABASE_URL is set (CI sets it).
 * Use with `describe.each(databaseKinds)`.
 */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDependencies;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh PostgreSQL database on the server of `adminUrl` (DATABASE_URL by default), dropped by
 * `drop()`: one per suite, so suites never see each other.
 */
export async function createPostgresDatabase(
  adminUrl = process.env.DATABASE_URL!,
): Promise<{ url: string; drop(): Promise<void> }> {
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
      // A pool's `end()` resolves before its clients' sockets have closed: forcing the drop at
      // once terminated a session still saying goodbye, whose pool then threw the error with no
      // one listening (an unhandled error that failed a whole run). Sessions still open after a
      // second are ones a suite left behind, and the drop ends them.
      for (let waited = 0; waited < 1000; waited += 20) {
        const { rows } = await client.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]!.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
const SNAPSHOT_DIR = path.join(os.tmpdir(), 'scanorder-pglite-snapshots');

/** Migrations and PGlite version decide what a freshly migrated database looks like. */
async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of [
    path.resolve(MIGRATIONS_DIR, '../node_modules'),
    path.resolve(MIGRATIONS_DIR, '../../../node_modules'),
  ]) {
    const manifest = await fs
      .readFile(path.join(dir, '@electric-sql/pglite/package.json'), 'utf8')
      .catch(() => undefined);
    if (manifest) hash.update((JSON.parse(manifest) as { version: string }).version);
  }
  const files = (await fs.readdir(MIGRATIONS_DIR, { recursive: true }))
    .map(String)
    .filter((file) => file.endsWith('.sql') || file.endsWith('_journal.json'))
    .sort();
  for (const file of files)
    hash.update(file).update(await fs.readFile(path.join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite runs initdb (seconds of WASM) for every new in-memory database. Suites instead start from a
 * dump of a freshly migrated one, made by the first suite and shared through the temp directory.
 */
async function openMigratedPglite(): Promise<DatabaseHandle> {
  const file = path.join(SNAPSHOT_DIR, `${await migrationsFingerprint()}.tar`);
  const snapshot = await fs.readFile(file).catch(() => undefined);
  const database = await openDatabase({
    driver: 'pglite',
    ...(snapshot ? { loadDataDir: new Blob([snapshot]) } : {}),
  });
  await database.migrate();
  if (!snapshot) {
    // drizzle-orm's Database union does not type $client, the PGlite instance it was built on.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    await fs.mkdir(SNAPSHOT_DIR, { recursive: true });
    // Snapshots of other migrations go; another suite's half-written one (`<name>.tar.<pid>...`)
    // stays, or its rename would fail.
    for (const stale of await fs.readdir(SNAPSHOT_DIR)) {
      if (stale.endsWith('.tar') && stale !== path.basename(file))
        await fs.rm(path.join(SNAPSHOT_DIR, stale), { force: true });
    }
    const partial = `${file}.${process.pid}.${randomUUID().slice(0, 8)}`;
    await fs.writeFile(partial, dump);
    await fs.rename(partial, file).catch(async (error: unknown) => {
      // A suite of another checkout cleaning up at the same moment: the snapshot is only a cache.
      await fs.rm(partial, { force: true });
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
  }
  return database;
}

/** The app role's login the suites connect tenant scopes as; made once per server. */
export const APP_LOGIN_ROLE = 'scanorder_app_login';

async function ensureAppLogin(ownerUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    // Roles belong to the server, and suites start side by side: the second one's CREATE may
    // lose the race, which leaves the role it wanted.
    await client.query(`DO $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'scanorder_app') THEN
          CREATE ROLE scanorder_app NOLOGIN;
        END IF;
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_LOGIN_ROLE}') THEN
          CREATE ROLE ${APP_LOGIN_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS IN ROLE scanorder_app;
        END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
  } finally {
    await client.end();
  }
  const url = new URL(ownerUrl);
  url.username = APP_LOGIN_ROLE;
  url.password = '';
  return url.toString();
}

export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<{ database: DatabaseHandle; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openMigratedPglite();
    return { database, dispose: () => database.close() };
  }
  const created = await createPostgresDatabase();
  // Two roles, as a PostgreSQL deployment connects (decision 042): the owner for migrations and
  // owner paths, and a login of the app role for every tenant scope, so each cross-tenant test
  // meets the database's wall from a session that cannot step out of it.
  const appUrl = await ensureAppLogin(created.url);
  const database = await openDatabase({
    driver: 'postgres',
    url: created.url,
    appUrl,
    poolSize: 4,
  });
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      await created.drop();
    },
  };
}

/** The settings every test app runs with: `dataDir` for uploads and the email outbox, then `env`. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    // Tests run the payment recovery sweep themselves, with a moved clock.
    PAYMENT_RECOVERY_INTERVAL_MS: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
}

/** The real app on `database`, ready for requests; `close()` closes it, then runs `release`. */
export async function readyTestApp(
  config: Config,
  database: DatabaseHandle,
  release: () => Promise<void>,
): Promise<TestApp> {
  const { app, deps } = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    deps,
    config,
    dataDir: config.dataDir,
    async close() {
      await app.close();
      await release();
    },
  };
}

/** Builds the real app on a fresh database and a temp data dir (the email outbox lives there). */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'scanorder-test-'));
  const { database, dispose } = await openTestDatabase(kind);
  return readyTestApp(testConfig(dataDir, env), database, async () => {
    await dispose();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
}

/** A cookie jar over `app.inject()`, so a test reads like a browser session. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  /** `origin` is sent on every request, as a browser on that site would; defaults to TEST_ORIGIN. */
  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
    private readonly origin = TEST_ORIGIN,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      origin: this.origin,
      ...(options.headers as Record<string, string> | undefined),
    };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const response = await this.app.inject({ remoteAddress: this.ip, ...options, headers });
    for (const cookie of response.cookies) {
      if (
        cookie.maxAge === 0 ||
        cookie.value === '' ||
        (cookie.expires && cookie.expires.getTime() < Date.now())
      )
        this.cookies.delete(cookie.name);
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
    const link = /https?:\/\/[^\s"<>]+/.exec(
      unfolded
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    );
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
let ipCounter = 0;

/**
 * A client address no other client in this test file uses, so better-auth's per-address rate
 * limits never make one test's sign-ups or sign-ins fail another's.
 */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${100 + Math.floor(ipCounter / 250)}.${ipCounter % 250}.${(ipCounter * 13) % 250}`;
}

/**
 * The body of the sign-up form for `email`, as the web app sends it (terms agreed, the restaurant
 * service, the owner named "Test Owner"); `overrides` change or add fields.
 */
export function signUpBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: 'Secret@123',
    name: 'Test Owner',
    firstName: 'Test',
    lastName: 'Owner',
    serviceName: 'Restaurant',
    agreeToTerms: true,
    termsVersion: 'April 21, 2024',
    callbackURL: '/signin',
    ...overrides,
  };
}

/** A unique email address for a test; `label` only helps reading failures. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface ReceivedMail {
  file: string;
  subject: string;
  to: string;
  from: string;
  text: string;
  html: string;
  links: string[];
}

const LINK = /https?:\/\/[^\s"<>]+/g;

/** Every .eml in the outbox addressed to `to`, oldest first, parsed as a mail client would. */
export async function readMails(dataDir: string, to: string): Promise<ReceivedMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  const mails: ReceivedMail[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml')).sort()) {
    const parsed = await simpleParser(await fs.readFile(path.join(outbox, file)));
    const recipients = (
      Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []
    ).flatMap((address) => address.value.map((value) => value.address?.toLowerCase()));
    if (!recipients.includes(to.toLowerCase())) continue;
    const text = parsed.text ?? '';
    mails.push({
      file,
      subject: parsed.subject ?? '',
      to: recipients.join(', '),
      from: parsed.from?.text ?? '',
      text,
      html: typeof parsed.html === 'string' ? parsed.html : '',
      links: [...new Set(text.match(LINK) ?? [])],
    });
  }
  return mails;
}

/** The newest parsed mail to `to`; fails the test when there is none. */
export async function readLatestMail(dataDir: string, to: string): Promise<ReceivedMail> {
  const mails = await readMails(dataDir, to);
  const latest = mails.at(-1);
  if (!latest) throw new Error(`No email to ${to} in ${path.join(dataDir, 'outbox')}`);
  return latest;
}

/** A link from an email as the path + query `inject()` takes. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

export interface MemberFixture {
  userId: string;
  memberId: string;
  userName: string;
  email: string;
  password: string;
}

/**
 * A team member created server-side the way the team feature does: a verified user under the member
 * domain with their user name and a password, plus a members row in the owner's account.
 */
export async function createMemberUser(
  test: TestApp,
  options: {
    accountId: string;
    userName: string;
    password?: string;
    role?: 'admin' | 'manager' | 'member';
    status?: 'invited' | 'active' | 'revoked';
    firstName?: string;
    lastName?: string;
  },
): Promise<MemberFixture> {
  const userName = options.userName.toLowerCase();
  const email = toSignInEmail(userName, test.config.MEMBER_EMAIL_DOMAIN);
  const password = options.password ?? 'Member@123';
  const firstName = options.firstName ?? 'Team';
  const lastName = options.lastName ?? 'Member';
  const userId = await createSignIns(test.deps.auth).createMemberUser({
    email,
    userName,
    firstName,
    lastName,
    password,
  });
  const [member] = await test.deps.database.db
    .insert(members)
    .values({
      accountId: options.accountId,
      userId,
      role: options.role ?? 'member',
      status: options.status ?? 'active',
      firstName,
      lastName,
      userName,
    })
    .returning();
  return { userId, memberId: member!.id, userName, email, password };
}

/**
 * Signs up an owner, verifies through the emailed link and signs in. `email` names an address the
 * app treats specially (a platform admin); otherwise each owner gets a new one.
 */
export async function signUpVerifiedOwner(
  test: TestApp,
  options: {
    serviceName?: 'Restaurant' | 'Grocery';
    ip?: string;
    email?: string;
    /** The app's language at sign-up (decision 051); absent, as from an older client, by default. */
    language?: string;
  } = {},
): Promise<OwnerFixture> {
  const email = options.email ?? `owner${++ownerCounter}-${randomUUID().slice(0, 6)}@example.com`;
  const password = 'Secret@123';
  const client = new TestClient(
    test.app,
    options.ip ?? `10.0.${ownerCounter % 250}.${(ownerCounter * 7) % 250}`,
    test.config.publicUrl,
  );
  const signUp = await client.post(
    '/api/auth/sign-up/email',
    signUpBody(email, {
      password,
      serviceName: options.serviceName ?? 'Restaurant',
      ...(options.language === undefined ? {} : { language: options.language }),
    }),
  );
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const link = new URL(await latestMailLink(test.dataDir, email));
  const verify = await client.get(link.pathname + link.search);
  if (verify.statusCode >= 400) throw new Error(`verify failed: ${verify.body}`);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return { email, password, client };
}

/** Signs in on another device: a new client from an address of its own, and the answer it got. */
export async function signInElsewhere(test: TestApp, email: string, password: string) {
  const client = new TestClient(test.app, uniqueIp());
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  return { client, response };
}

export interface InvitedMemberFixture extends MemberFixture {
  client: TestClient;
  /** The real email the admin invited; it signs the member in as well as the user name. */
  emailAddress: string;
}

/**
 * A team member of `owner`'s account made the way a person becomes one: the owner invites through
 * the API, the invitee accepts from the emailed link, then signs in with the user name.
 */
export async function createMemberOf(
  test: TestApp,
  owner: OwnerFixture,
  role: 'admin' | 'manager' | 'member' = 'member',
  options: { firstName?: string; lastName?: string; password?: string } = {},
): Promise<InvitedMemberFixture> {
  const emailAddress = uniqueEmail('member');
  const password = options.password ?? 'Member@123';
  const invite = await owner.client.post('/api/v1/members', {
    firstName: options.firstName ?? 'Team',
    lastName: options.lastName ?? 'Member',
    mobileNo: '9876543210',
    emailAddress,
    customMessage: 'Welcome to the team!',
    role,
  });
  if (invite.statusCode !== 201) throw new Error(`invite failed: ${invite.body}`);
  const token = new URL(await latestMailLink(test.dataDir, emailAddress)).searchParams.get('token');
  const client = new TestClient(test.app, uniqueIp());
  const accept = await client.post(`/api/v1/invites/${encodeURIComponent(token ?? '')}/accept`, {
    password,
    confirmPassword: password,
  });
  if (accept.statusCode !== 200) throw new Error(`accept failed: ${accept.body}`);
  const { userName, memberId } = accept.json<{ userName: string; memberId: string }>();
  const email = toSignInEmail(userName, test.config.MEMBER_EMAIL_DOMAIN);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (signIn.statusCode !== 200) throw new Error(`member sign-in failed: ${signIn.body}`);
  const userId = signIn.json<{ user: { id: string } }>().user.id;
  return { client, memberId, userName, email, emailAddress, password, userId };
}

/** A new owner's account with one team member of `role` in it, both signed in. */
export async function signUpOwnerWithMember(
  test: TestApp,
  role: 'admin' | 'manager' | 'member' = 'member',
): Promise<{ owner: OwnerFixture; member: InvitedMemberFixture }> {
  const owner = await signUpVerifiedOwner(test);
  const member = await createMemberOf(test, owner, role);
  return { owner, member };
}
