import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema/auth.ts';
import {
  databaseKinds,
  createTestApp,
  signUpVerifiedOwner,
  uniqueIp,
  type TestApp,
} from '../harness.ts';
import { readOperations } from './openapi.ts';

describe.each(databaseKinds)('the server ends idle sessions on %s', (kind) => {
  let test: TestApp;

  beforeAll(async () => {
    // Idleness is simulated by editing the sessions' rows, which the session cache would read
    // again only after its TTL (session-cache.test.ts covers idleness on a cached answer).
    test = await createTestApp(kind, { SESSION_CACHE_TTL_MS: '0' });
  }, 120_000);
  afterAll(() => test.close());

  /** Moves every session of the user `minutes` into the past, as if they had left the tab open. */
  const idleFor = async (email: string, minutes: number) => {
    const [user] = await test.deps.database.db.select().from(users).where(eq(users.email, email));
    await test.deps.database.db
      .update(sessions)
      .set({ lastActiveAt: sql`now() - ${minutes} * interval '1 minute'` })
      .where(eq(sessions.userId, user!.id));
  };

  it('keeps a session active within the account’s idle minutes and ends it after, on every signed-in read', async () => {
    const owner = await signUpVerifiedOwner(test, { ip: uniqueIp() });
    const idle = (await owner.client.get('/api/v1/profile')).json<{ idleTimeoutMinutes: number }>()
      .idleTimeoutMinutes;
    expect(idle).toBeGreaterThan(0);
    // Every signed-in read this owner can make while active.
    const reads: string[] = [];
    for (const op of await readOperations(test.app))
      if (
        op.method === 'GET' &&
        op.signedIn &&
        !op.path.includes('{') &&
        !op.path.endsWith('/events')
      )
        if ((await owner.client.get(op.path)).statusCode === 200) reads.push(op.path);
    expect(reads.length).toBeGreaterThan(5);
    await idleFor(owner.email, idle - 1);
    expect((await owner.client.get('/api/v1/me')).statusCode).toBe(200);

    await idleFor(owner.email, idle + 1);
    const expired = await owner.client.get('/api/v1/me');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
    // The session is gone on the server: nothing signed-in answers it any more.
    for (const read of reads) expect((await owner.client.get(read)).statusCode, read).toBe(401);
  });
});
