import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/auth.ts';
import {
  createTestApp,
  databaseKinds,
  signUpVerifiedOwner,
  uniqueIp,
  type OwnerFixture,
  type TestApp,
} from '../../test/harness.ts';

const SESSION_COOKIE = 'scanorder.session_token';
const TTL_SECONDS = 7200;
const UPDATE_AGE_SECONDS = 3600;

describe.each(databaseKinds)('sessions on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, {
      SESSION_TTL_SECONDS: String(TTL_SECONDS),
      SESSION_UPDATE_AGE_SECONDS: String(UPDATE_AGE_SECONDS),
      // These tests move a session's clock by editing its row, which the session cache would
      // read again only after its TTL (session-cache.test.ts covers expiry on a cached answer).
      SESSION_CACHE_TTL_MS: '0',
    });
  });
  afterAll(() => test.close());

  async function sessionOf(owner: OwnerFixture) {
    const [user] = await test.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, owner.email));
    const rows = await test.deps.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user!.id));
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  /** Makes the owner's session look `ageSeconds` old by moving its expiry back. */
  async function ageSession(owner: OwnerFixture, ageSeconds: number) {
    const session = await sessionOf(owner);
    const expiresAt = new Date(Date.now() + (TTL_SECONDS - ageSeconds) * 1000);
    await test.deps.database.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.id, session.id));
    return expiresAt;
  }

  const sessionCookieOf = (response: {
    cookies: { name: string; value: string; maxAge?: number }[];
  }) => response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);

  it('sets the session in an httpOnly, SameSite=Lax cookie for the configured lifetime', async () => {
    const owner = await signUpVerifiedOwner(test, { ip: uniqueIp() });
    const signIn = await owner.client.post('/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    const header = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(header).toBeDefined();
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);
    expect(header).toMatch(new RegExp(`;\\s*Max-Age=${TTL_SECONDS}(;|$)`));
    // Served over http:// in tests; a Secure cookie would never come back.
    expect(header).not.toMatch(/;\s*Secure/i);
  });

  it('does not renew a session younger than the update age', async () => {
    const owner = await signUpVerifiedOwner(test, { ip: uniqueIp() });
    const expiresAt = await ageSession(owner, UPDATE_AGE_SECONDS - 600);
    const me = await owner.client.get('/api/v1/me');
    expect(me.statusCode).toBe(200);
    expect(sessionCookieOf(me)).toBeUndefined();
    expect((await sessionOf(owner)).expiresAt.getTime()).toBe(expiresAt.getTime());
  });

  it('renews a session in use once it is older than the update age: new cookie, later expiry', async () => {
    const owner = await signUpVerifiedOwner(test, { ip: uniqueIp() });
    const agedExpiry = await ageSession(owner, UPDATE_AGE_SECONDS + 600);
    const before = Date.now();
    const me = await owner.client.get('/api/v1/me');
    expect(me.statusCode).toBe(200);

    const cookie = sessionCookieOf(me);
    expect(cookie).toBeDefined();
    expect(cookie!.maxAge).toBe(TTL_SECONDS);
    const renewed = (await sessionOf(owner)).expiresAt.getTime();
    expect(renewed).toBeGreaterThan(agedExpiry.getTime());
    expect(renewed).toBeGreaterThanOrEqual(before + TTL_SECONDS * 1000 - 1000);
    expect(renewed).toBeLessThanOrEqual(Date.now() + TTL_SECONDS * 1000 + 1000);
    // The renewed cookie keeps working.
    expect((await owner.client.get('/api/v1/me')).statusCode).toBe(200);
  });

  it('answers 401 UNAUTHENTICATED once the session has expired', async () => {
    const owner = await signUpVerifiedOwner(test, { ip: uniqueIp() });
    const session = await sessionOf(owner);
    await test.deps.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    const me = await owner.client.get('/api/v1/me');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      error: {
        code: 'UNAUTHENTICATED',
        message: 'Session is Expired!. Please Login back. Thanks.',
      },
    });
  });

  it('refuses a forged session cookie', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: `${SESSION_COOKIE}=forged.token` },
    });
    expect(response.statusCode).toBe(401);
  });
});
