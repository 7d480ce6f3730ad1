import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { toSignInEmail } from '@scanorder/shared/schemas/auth';
import { members } from '../db/schema/accounts.ts';
import { sessions } from '../db/schema/auth.ts';
import { notificationOf } from '../modules/events/app-events.ts';
import {
  createMemberUser,
  databaseKinds,
  pathOf,
  readLatestMail,
  signUpBody,
  TestClient,
  uniqueEmail,
  uniqueIp,
} from '../../test/harness.ts';
import { useOwner } from '../../test/owner-store.ts';

const SESSION_COOKIE = 'scanorder.session_token';

describe.each(databaseKinds)('sign-in and sign-out on %s', (kind) => {
  const shop = useOwner(kind, { owner: { ip: uniqueIp() } });
  let ownerAccountId: string;

  beforeAll(async () => {
    ownerAccountId = (await shop.owner.client.get('/api/v1/me')).json().account.id;
  });

  /** `/api/v1/me` once an announced change reached this process (the event bus, milliseconds). */
  async function meOnceHeard(client: TestClient) {
    let me = await client.get('/api/v1/me');
    for (let waited = 0; me.statusCode === 200 && waited < 2000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      me = await client.get('/api/v1/me');
    }
    return me;
  }

  const signIn = (
    email: string,
    password: string,
    client = new TestClient(shop.test.app, uniqueIp()),
  ) =>
    client
      .post('/api/auth/sign-in/email', { email, password })
      .then((response) => ({ response, client }));

  /** A member of the owner's account made server-side, signed in from an address of its own. */
  const signedInMember = async (
    options: Omit<Parameters<typeof createMemberUser>[1], 'accountId'>,
  ) => {
    const member = await createMemberUser(shop.test, { accountId: ownerAccountId, ...options });
    return { member, ...(await signIn(member.email, member.password)) };
  };

  it("refuses an unverified email with 'Email is not verified for the User.', then signs in after the emailed link", async () => {
    const email = uniqueEmail('verify');
    const client = new TestClient(shop.test.app, uniqueIp());
    const signUp = await client.post(
      '/api/auth/sign-up/email',
      signUpBody(email, { callbackURL: '/signin?verified=true' }),
    );
    expect(signUp.statusCode).toBe(200);

    const early = await client.post('/api/auth/sign-in/email', { email, password: 'Secret@123' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email is not verified for the User.',
    });
    expect(client.hasCookie(SESSION_COOKIE)).toBe(false);

    const verify = await client.get(
      pathOf((await readLatestMail(shop.test.dataDir, email)).links[0]!),
    );
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/signin?verified=true');

    const late = await client.post('/api/auth/sign-in/email', { email, password: 'Secret@123' });
    expect(late.statusCode).toBe(200);
    expect(client.hasCookie(SESSION_COOKIE)).toBe(true);
    expect((await client.get('/api/v1/me')).json().user.email).toBe(email);
  });

  it('refuses a forged verification link', async () => {
    const response = await new TestClient(shop.test.app, uniqueIp()).get(
      '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fsignin',
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toContain('error=');
  });

  it('signs in with the email in upper case', async () => {
    const { response, client } = await signIn(shop.owner.email.toUpperCase(), shop.owner.password);
    expect(response.statusCode).toBe(200);
    expect((await client.get('/api/v1/me')).json().user.email).toBe(shop.owner.email);
  });

  it("says 'Incorrect Password' for a wrong password and sets no session", async () => {
    const { response, client } = await signIn(shop.owner.email, 'Wrong@123');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Incorrect Password',
    });
    expect(client.hasCookie(SESSION_COOKIE)).toBe(false);
  });

  it("says 'User not found' for an unknown email", async () => {
    const { response } = await signIn(uniqueEmail('nobody'), 'Secret@123');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
  });

  it("says 'Invalid Email' for a malformed email", async () => {
    const { response } = await signIn('not-an-email', 'Secret@123');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid Email');
  });

  it('signs a team member in by user name and shows them as a member of the owner’s account', async () => {
    const member = await createMemberUser(shop.test, {
      accountId: ownerAccountId,
      userName: 'ravi.kumar',
      firstName: 'Ravi',
      lastName: 'Kumar',
    });
    expect(member.email).toBe('ravi.kumar@members.scanorder.app');

    const email = toSignInEmail('Ravi.Kumar', shop.test.config.MEMBER_EMAIL_DOMAIN);
    expect(email).toBe('ravi.kumar@members.scanorder.app');
    const { response, client } = await signIn(email, member.password);
    expect(response.statusCode).toBe(200);

    const me = await client.get('/api/v1/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email: 'ravi.kumar@members.scanorder.app', firstName: 'Ravi', lastName: 'Kumar' },
      account: { id: ownerAccountId },
      member: { id: member.memberId, role: 'member', isOwner: false },
    });
    // Creating a member must not have created a second tenant account.
    expect(
      await shop.test.deps.database.db
        .select()
        .from(members)
        .where(eq(members.userId, member.userId)),
    ).toHaveLength(1);
  });

  it('keeps better-auth user updates closed so a member cannot rename their user name', async () => {
    const { client } = await signedInMember({
      userName: 'sita.ram',
      firstName: 'Sita',
      lastName: 'Ram',
    });
    const update = await client.post('/api/auth/update-user', { username: 'someone.else' });
    expect(update.statusCode).toBe(403);
    const me = await client.get('/api/v1/me');
    expect(me.json().member.userName).toBe('sita.ram');
  });

  it("refuses a revoked member with 'Member is Revoked Access!' and no session", async () => {
    const member = await createMemberUser(shop.test, {
      accountId: ownerAccountId,
      userName: 'revoked.one',
      status: 'revoked',
    });
    const { response, client } = await signIn(
      toSignInEmail('Revoked.One', shop.test.config.MEMBER_EMAIL_DOMAIN),
      member.password,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'MEMBER_REVOKED',
      message: 'Member is Revoked Access!',
    });
    expect(client.hasCookie(SESSION_COOKIE)).toBe(false);
    expect(
      await shop.test.deps.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, member.userId)),
    ).toEqual([]);
  });

  it('shuts a member out at once when they are revoked while signed in', async () => {
    const { member, client } = await signedInMember({ userName: 'soon.revoked' });
    expect((await client.get('/api/v1/me')).statusCode).toBe(200);
    // Revoked by another API process: this one hears its announcement (the session cache, which
    // answered the read above, drops the account's sessions), as every process does.
    await shop.test.deps.database.db
      .update(members)
      .set({ status: 'revoked' })
      .where(eq(members.id, member.memberId));
    await shop.test.deps.database.db.execute(
      notificationOf({ type: 'storefront.changed', accountId: ownerAccountId }),
    );
    const me = await meOnceHeard(client);
    expect(me.statusCode).toBe(403);
    expect(me.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Member is Revoked Access!' },
    });
  });

  it('ends a signed-out session in every API process: the others hear sessions.changed', async () => {
    const { member, client } = await signedInMember({ userName: 'signed.out.elsewhere' });
    expect((await client.get('/api/v1/me')).statusCode).toBe(200);
    // Another process signed this session out: its row is gone and the change announced.
    await shop.test.deps.database.db.delete(sessions).where(eq(sessions.userId, member.userId));
    await shop.test.deps.database.db.execute(notificationOf({ type: 'sessions.changed' }));
    const me = await meOnceHeard(client);
    expect(me.statusCode).toBe(401);
  });

  it('signs out: the cookie is cleared and the old session token no longer works anywhere', async () => {
    const { client } = await signIn(shop.owner.email, shop.owner.password);
    expect((await client.get('/api/v1/me')).statusCode).toBe(200);
    const stolenCookie = client.cookieHeader;

    const signOut = await client.post('/api/auth/sign-out', {});
    expect(signOut.statusCode).toBe(200);
    expect(client.hasCookie(SESSION_COOKIE)).toBe(false);

    const me = await client.get('/api/v1/me');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });

    const replay = await shop.test.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: stolenCookie },
    });
    expect(replay.statusCode).toBe(401);
    // The owner's other sessions (the fixture's own client) stay signed in.
    expect((await shop.owner.client.get('/api/v1/me')).statusCode).toBe(200);
  });

  it('refuses a cross-site sign-in attempt from a foreign origin', async () => {
    const response = await new TestClient(shop.test.app, uniqueIp()).request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: shop.owner.email, password: shop.owner.password },
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'cors',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a cross-origin sign-out carrying the session cookie (CSRF) and keeps the session', async () => {
    const { client } = await signIn(shop.owner.email, shop.owner.password);
    const forged = await shop.test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { origin: 'https://evil.example', cookie: client.cookieHeader },
    });
    expect(forged.statusCode).toBe(403);
    expect((await client.get('/api/v1/me')).statusCode).toBe(200);
  });

  it('refuses a cross-origin state-changing /api/v1 request with 403', async () => {
    const response = await shop.owner.client.request({
      method: 'POST',
      url: '/api/v1/me',
      payload: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(response.json<{ error: { message: string } }>().error.message).toContain(
      shop.test.config.publicUrl,
    );
    // The same request from our own origin reaches routing (no such POST route).
    expect((await shop.owner.client.post('/api/v1/me', {})).statusCode).toBe(404);
  });
});
