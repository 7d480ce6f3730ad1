import { describe, expect, it } from 'vitest';
import {
  databaseKinds,
  pathOf,
  readLatestMail,
  readMails,
  signInElsewhere,
  signUpVerifiedOwner,
  TestClient,
  uniqueEmail,
  uniqueIp,
} from '../../test/harness.ts';
import { useOwner } from '../../test/owner-store.ts';

const PASSWORD_MESSAGE =
  'Password must contain at least 6 characters, one uppercase, one number and one special case character';
const INVALID_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

describe.each(databaseKinds)('password reset on %s', (kind) => {
  /** Its owner's password these tests never change. */
  const world = useOwner(kind, { owner: { ip: uniqueIp() } });

  /** Requests a reset, follows the emailed link and returns the token the new-password page gets. */
  async function resetTokenFor(email: string, client: TestClient): Promise<string> {
    const request = await client.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset/new-password',
    });
    expect(request.statusCode).toBe(200);
    const mail = await readLatestMail(world.test.dataDir, email);
    expect(mail.subject).toBe('Reset your ScanOrder password');
    const follow = await client.get(pathOf(mail.links[0]!));
    expect(follow.statusCode).toBe(302);
    const location = new URL(follow.headers.location as string, world.test.config.publicUrl);
    expect(location.origin).toBe(world.test.config.publicUrl);
    expect(location.pathname).toBe('/reset/new-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();
    return token!;
  }

  it('resets end to end: the link leads to the new-password page, the new password works and the old one does not', async () => {
    const owner = await signUpVerifiedOwner(world.test, { ip: uniqueIp() });
    const other = new TestClient(world.test.app, uniqueIp());
    expect(
      (
        await other.post('/api/auth/sign-in/email', {
          email: owner.email,
          password: owner.password,
        })
      ).statusCode,
    ).toBe(200);

    const client = new TestClient(world.test.app, uniqueIp());
    const token = await resetTokenFor(owner.email, client);
    const reset = await client.post('/api/auth/reset-password', {
      newPassword: 'Changed@456',
      token,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true });

    const old = await client.post('/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('Incorrect Password');
    const fresh = await client.post('/api/auth/sign-in/email', {
      email: owner.email,
      password: 'Changed@456',
    });
    expect(fresh.statusCode).toBe(200);
    expect((await client.get('/api/v1/me')).statusCode).toBe(200);

    // Every session from before the reset is revoked, on every device.
    expect((await owner.client.get('/api/v1/me')).statusCode).toBe(401);
    expect((await other.get('/api/v1/me')).statusCode).toBe(401);

    // The token is single-use.
    const again = await client.post('/api/auth/reset-password', {
      newPassword: 'Another@789',
      token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'INVALID_TOKEN', message: INVALID_LINK });
    const { response: stillChanged } = await signInElsewhere(
      world.test,
      owner.email,
      'Changed@456',
    );
    expect(stillChanged.statusCode).toBe(200);
  });

  it('finds the account by the email in any letter case', async () => {
    const owner = world.owner;
    const before = (await readMails(world.test.dataDir, owner.email)).length;
    const response = await new TestClient(world.test.app, uniqueIp()).post(
      '/api/auth/request-password-reset',
      {
        email: owner.email.toUpperCase(),
        redirectTo: '/reset/new-password',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(await readMails(world.test.dataDir, owner.email)).toHaveLength(before + 1);
  });

  it('refuses a weak new password with the spec message and keeps the token usable', async () => {
    const owner = await signUpVerifiedOwner(world.test, { ip: uniqueIp() });
    const client = new TestClient(world.test.app, uniqueIp());
    const token = await resetTokenFor(owner.email, client);

    for (const weak of ['changed@456', 'Changed@abc', 'Changed456', 'Ch@1']) {
      const refused = await client.post('/api/auth/reset-password', { newPassword: weak, token });
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json(), weak).toEqual({
        code: 'VALIDATION_FAILED',
        message: PASSWORD_MESSAGE,
      });
    }
    const oldStillWorks = await client.post('/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(oldStillWorks.statusCode).toBe(200);

    const accepted = await client.post('/api/auth/reset-password', {
      newPassword: 'Strong@456',
      token,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await new TestClient(world.test.app, uniqueIp()).post(
      '/api/auth/reset-password',
      {
        newPassword: 'Strong@456',
        token: 'made-up-token',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'INVALID_TOKEN', message: INVALID_LINK });
  });

  it('sends the new-password page an error for an unknown link token', async () => {
    const response = await new TestClient(world.test.app, uniqueIp()).get(
      '/api/auth/reset-password/made-up-token?callbackURL=%2Freset%2Fnew-password',
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `${world.test.config.publicUrl}/reset/new-password?error=INVALID_TOKEN`,
    );
  });

  it('answers an unknown email like a known one and mails nobody', async () => {
    const email = uniqueEmail('ghost');
    const response = await new TestClient(world.test.app, uniqueIp()).post(
      '/api/auth/request-password-reset',
      { email, redirectTo: '/reset/new-password' },
    );
    expect(response.statusCode).toBe(200);
    expect(await readMails(world.test.dataDir, email)).toEqual([]);
  });

  it('refuses a reset link that would redirect to a foreign site', async () => {
    const owner = world.owner;
    const before = (await readMails(world.test.dataDir, owner.email)).length;
    const response = await new TestClient(world.test.app, uniqueIp()).post(
      '/api/auth/request-password-reset',
      {
        email: owner.email,
        redirectTo: 'https://evil.example/steal',
      },
    );
    expect(response.statusCode).toBe(403);
    expect(await readMails(world.test.dataDir, owner.email)).toHaveLength(before);
  });

  it("keeps better-auth's own change-password closed: passwords change on the Profile page only", async () => {
    const owner = await signUpVerifiedOwner(world.test, { ip: uniqueIp() });
    const closed = await owner.client.post('/api/auth/change-password', {
      currentPassword: owner.password,
      newPassword: 'Changed@456',
      revokeOtherSessions: false,
    });
    expect(closed.statusCode).toBe(403);
    const { response: signIn } = await signInElsewhere(world.test, owner.email, owner.password);
    expect(signIn.statusCode).toBe(200);
  });

  it('ends every older reset link once one is used', async () => {
    const owner = await signUpVerifiedOwner(world.test, { ip: uniqueIp() });
    const client = new TestClient(world.test.app, uniqueIp());
    const older = await resetTokenFor(owner.email, client);
    const newer = await resetTokenFor(owner.email, client);
    const used = await client.post('/api/auth/reset-password', {
      newPassword: 'Renewed@789',
      token: newer,
    });
    expect(used.statusCode).toBe(200);
    const replay = await client.post('/api/auth/reset-password', {
      newPassword: 'Hijack@789',
      token: older,
    });
    expect(replay.statusCode).toBe(400);
    const { response: signIn } = await signInElsewhere(world.test, owner.email, 'Renewed@789');
    expect(signIn.statusCode).toBe(200);
  });
});
