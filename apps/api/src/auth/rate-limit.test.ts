import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import {
  createTestApp,
  databaseKinds,
  signUpBody,
  TestClient,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../test/harness.ts';

// What a refused caller reads, word for word: a change to the wording must show up here.
const RATE_LIMITED = {
  code: 'RATE_LIMITED',
  message: 'Too many attempts. Please wait a minute and try again.',
};

describe.each(databaseKinds)('auth rate limits on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, { RATE_LIMIT_MAX_AUTH: '3' });
  });
  afterAll(() => test.close());

  it('stops sign-in attempts from one address after the limit, even with the right password; another address is not affected', async () => {
    const ip = uniqueIp();
    const attacker = new TestClient(test.app, ip);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await attacker.post('/api/auth/sign-in/email', {
        email: 'victim@example.com',
        password: `Guess@${attempt}`,
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const limited = await attacker.post('/api/auth/sign-in/email', {
      email: 'victim@example.com',
      password: 'Guess@4',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);

    const neighbour = await new TestClient(test.app, uniqueIp()).post('/api/auth/sign-in/email', {
      email: 'victim@example.com',
      password: 'Guess@5',
    });
    expect(neighbour.statusCode).toBe(401);
    expect(neighbour.json().message).toBe('User not found');

    // The limit is per route: the same address can still ask for a reset.
    const reset = await attacker.post('/api/auth/request-password-reset', {
      email: 'victim@example.com',
      redirectTo: '/reset/new-password',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('cannot be dodged with spoofed forwarding headers when no proxy is trusted', async () => {
    const ip = uniqueIp();
    const client = new TestClient(test.app, ip);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await client.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'victim@example.com', password: 'Guess@1' },
        headers: {
          'x-forwarded-for': `198.51.100.${attempt}`,
          'x-scanorder-client-ip': `203.0.113.${attempt}`,
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('limits sign-up per address and creates no user once limited', async () => {
    const client = new TestClient(test.app, uniqueIp());
    const body = (email: string, password = 'weak') => signUpBody(email, { password });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(
        (await client.post('/api/auth/sign-up/email', body(uniqueEmail('limited')))).statusCode,
      ).toBe(400);
    }
    const email = uniqueEmail('limited');
    const limited = await client.post('/api/auth/sign-up/email', body(email, 'Secret@123'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
    expect(await test.deps.database.db.select().from(users).where(eq(users.email, email))).toEqual(
      [],
    );
  });

  it('limits password reset requests per address', async () => {
    const client = new TestClient(test.app, uniqueIp());
    const request = () =>
      client.post('/api/auth/request-password-reset', {
        email: uniqueEmail('reset'),
        redirectTo: '/reset/new-password',
      });
    for (let attempt = 1; attempt <= 3; attempt++) expect((await request()).statusCode).toBe(200);
    const limited = await request();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
  });

  it('limits resending the verification email per address', async () => {
    const client = new TestClient(test.app, uniqueIp());
    // Malformed bodies count too, and keep this test clear of better-auth's timing-equalising delay.
    const resend = () =>
      client.post('/api/auth/send-verification-email', {
        email: 'not-an-email',
        callbackURL: '/signin',
      });
    for (let attempt = 1; attempt <= 3; attempt++) expect((await resend()).statusCode).toBe(400);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
  });

  it('limits reset-password submissions (token guessing) per address', async () => {
    const client = new TestClient(test.app, uniqueIp());
    const guess = (n: number) =>
      client.post('/api/auth/reset-password', { newPassword: 'Strong@456', token: `guess-${n}` });
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await guess(attempt)).statusCode).toBe(400);
    expect((await guess(4)).statusCode).toBe(429);
  });
});
