import { describe, expect, it } from 'vitest';
import { commonPasswordMessage } from '../../src/auth/common-passwords.ts';
import { put } from '../business-fixtures.ts';
import {
  createMemberOf,
  latestMailLink,
  readLatestMail,
  signUpBody,
  TestClient,
  uniqueEmail,
  uniqueIp,
} from '../harness.ts';
import { useOwner } from '../owner-store.ts';

/**
 * better-auth routes that change who someone is or how they sign in, around the app's own routes
 * (which keep the members table in step and end the other sessions).
 */
const CLOSED_AUTH_ROUTES: [string, Record<string, unknown>][] = [
  ['/api/auth/change-password', { currentPassword: 'Secret@123', newPassword: 'Changed@456' }],
  ['/api/auth/set-password', { newPassword: 'Changed@456' }],
  ['/api/auth/update-user', { name: 'Someone Else', username: 'squatter' }],
  ['/api/auth/change-email', { newEmail: 'elsewhere@example.com' }],
];

/** Passwords that meet the spec's rule and are still on every attacker's list. */
const COMMON_PASSWORDS = ['Password1!', 'P@ssw0rd', 'Qwerty123!', '!Password1', 'Iloveyou1!'];

describe('credentials change only through the app’s own routes and rules', () => {
  const world = useOwner('pglite', { owner: { ip: uniqueIp() }, timeout: 120_000 });

  it('keeps better-auth’s own identity and password routes closed, with every session alive', async () => {
    const other = new TestClient(world.test.app, uniqueIp());
    expect(
      (
        await other.post('/api/auth/sign-in/email', {
          email: world.owner.email,
          password: world.owner.password,
        })
      ).statusCode,
    ).toBe(200);
    for (const [url, body] of CLOSED_AUTH_ROUTES) {
      const response = await world.owner.client.post(url, body);
      // Refused, or not served at all.
      expect([403, 404], url).toContain(response.statusCode);
    }
    expect((await other.get('/api/v1/me')).statusCode).toBe(200);
    const signIn = await new TestClient(world.test.app, uniqueIp()).post(
      '/api/auth/sign-in/email',
      {
        email: world.owner.email,
        password: world.owner.password,
      },
    );
    expect(signIn.statusCode).toBe(200);
  });

  it('drops a user name (and any field but the form’s) from a public sign-up', async () => {
    const pending = await createMemberOf(world.test, world.owner, 'member');
    const email = uniqueEmail('squat');
    const client = new TestClient(world.test.app, uniqueIp());
    const signUp = await client.post(
      '/api/auth/sign-up/email',
      signUpBody(email, { username: 'futuremember', displayUsername: pending.userName }),
    );
    expect(signUp.statusCode, signUp.body).toBe(200);
    const link = new URL(await latestMailLink(world.test.dataDir, email));
    await client.get(link.pathname + link.search);
    const byName = await new TestClient(world.test.app, uniqueIp()).post(
      '/api/auth/sign-in/username',
      {
        username: 'futuremember',
        password: 'Secret@123',
      },
    );
    expect(byName.statusCode).not.toBe(200);
    const context = await world.test.deps.auth.$context;
    const user = await context.internalAdapter.findUserByEmail(email);
    expect((user?.user as { username?: unknown }).username ?? null).toBeNull();
  });

  it('refuses common passwords on every route that sets one, with its own message, and a refusal leaves a one-time link working', async () => {
    const member = await createMemberOf(world.test, world.owner, 'member');
    const invitee = uniqueEmail('invitee');
    const invited = await world.owner.client.post('/api/v1/members', {
      firstName: 'Ira',
      lastName: 'Invitee',
      mobileNo: '9876543210',
      emailAddress: invitee,
      customMessage: 'Welcome to the team!',
      role: 'member',
    });
    expect(invited.statusCode).toBe(201);
    const inviteLink = (await readLatestMail(world.test.dataDir, invitee)).links.find((link) =>
      link.includes('/users/invite?token='),
    );
    const inviteToken = new URL(inviteLink!).searchParams.get('token')!;
    const inviteClient = new TestClient(world.test.app, uniqueIp());
    const routes: [string, (password: string) => Promise<{ statusCode: number; body: string }>][] =
      [
        [
          'sign-up',
          (password) =>
            new TestClient(world.test.app, uniqueIp()).post(
              '/api/auth/sign-up/email',
              signUpBody(uniqueEmail('common'), { password }),
            ),
        ],
        [
          'reset',
          (password) =>
            new TestClient(world.test.app, uniqueIp()).post('/api/auth/reset-password', {
              newPassword: password,
              token: 'any-token',
            }),
        ],
        [
          'profile',
          (password) =>
            world.owner.client.post('/api/v1/profile/password', {
              email: world.owner.email,
              oldPassword: world.owner.password,
              newPassword: password,
              confirmPassword: password,
            }),
        ],
        [
          // Each try on the same link: a refusal that used the link up would answer 404 after it.
          'invitation',
          (password) =>
            inviteClient.post(`/api/v1/invites/${inviteToken}/accept`, {
              password,
              confirmPassword: password,
            }),
        ],
        [
          'team member password',
          (password) =>
            put(world.owner.client, `/api/v1/members/${member.memberId}/password`, {
              password,
              confirmPassword: password,
            }),
        ],
      ];
    const accepted: string[] = [];
    for (const [name, send] of routes)
      for (const password of COMMON_PASSWORDS) {
        const response = await send(password);
        if (response.statusCode !== 400 || !response.body.includes(commonPasswordMessage))
          accepted.push(
            `${name} ${password} -> ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      }
    expect(accepted).toEqual([]);
    expect((await inviteClient.get(`/api/v1/invites/${inviteToken}`)).statusCode).toBe(200);
    // The fixtures' own passwords meet the rule and are not on the list.
    expect((await world.owner.client.get('/api/v1/me')).statusCode).toBe(200);
  });
});
