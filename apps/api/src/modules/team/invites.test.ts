import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Me } from '@scanorder/shared/account/me';
import type { MemberList } from '@scanorder/shared/team/member';
import { toSignInEmail } from '@scanorder/shared/schemas/auth';
import { accounts, members } from '../../db/schema/accounts.ts';
import {
  databaseKinds,
  readLatestMail,
  signUpVerifiedOwner,
  TestClient,
  uniqueEmail,
  uniqueIp,
  type OwnerFixture,
} from '../../../test/harness.ts';
import { useTestApp } from '../../../test/owner-store.ts';

const PASSWORD = 'Member@123';

function inviteBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ravi',
    lastName: 'Kumar',
    mobileNo: '9876543210',
    emailAddress: uniqueEmail('ravi'),
    customMessage: 'Welcome to the kitchen team!',
    role: 'member',
    ...overrides,
  };
}

describe.each(databaseKinds)('team invitations on %s', (kind) => {
  const world = useTestApp(kind);

  async function accountIdOf(owner: OwnerFixture): Promise<string> {
    return (await owner.client.get('/api/v1/me')).json<Me>().account.id;
  }

  /** The invite token from the newest email to `emailAddress`, as the invitee's browser reads it. */
  async function inviteToken(emailAddress: string) {
    const mail = await readLatestMail(world.test.dataDir, emailAddress);
    const link = mail.links.find((candidate) => candidate.includes('/users/invite?token='));
    if (!link) throw new Error(`no invite link in ${mail.text}`);
    return { mail, link: new URL(link), token: new URL(link).searchParams.get('token')! };
  }

  it('invites, accepts from the emailed link, and signs in with the user name and with the real email', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const accountId = await accountIdOf(owner);
    const body = inviteBody({ role: 'manager' });

    const invited = await owner.client.post('/api/v1/members', body);
    expect(invited.statusCode).toBe(201);
    const member = invited.json();
    expect(member).toMatchObject({
      status: 'invited',
      role: 'manager',
      isOwner: false,
      userName: expect.stringMatching(/^ravi\.kumar\d*$/),
    });

    const { mail, link, token } = await inviteToken(body.emailAddress);
    expect(link.pathname).toBe(`/${accountId}/users/invite`);
    expect(mail.text).toContain(member.userName);
    expect(mail.text).toContain('Welcome to the kitchen team!');
    expect(mail.subject).toContain('Test Owner');

    const invitee = new TestClient(world.test.app, uniqueIp());
    const preview = await invitee.get(`/api/v1/invites/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      accountId,
      invitedBy: 'Test Owner',
      firstName: 'Ravi',
      lastName: 'Kumar',
      userName: member.userName,
      businessName: null,
      role: 'manager',
    });

    const accepted = await invitee.post(`/api/v1/invites/${token}/accept`, {
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      userName: member.userName,
      accountId,
      memberId: member.id,
    });

    const byUserName = await invitee.post('/api/auth/sign-in/email', {
      email: toSignInEmail(member.userName, world.test.config.MEMBER_EMAIL_DOMAIN),
      password: PASSWORD,
    });
    expect(byUserName.statusCode).toBe(200);
    const me = (await invitee.get('/api/v1/me')).json();
    expect(me.account.id).toBe(accountId);
    expect(me.member).toMatchObject({
      id: member.id,
      role: 'manager',
      isOwner: false,
      userName: member.userName,
    });

    const byEmail = new TestClient(world.test.app, uniqueIp());
    const signIn = await byEmail.post('/api/auth/sign-in/email', {
      email: body.emailAddress.toUpperCase(),
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    expect((await byEmail.get('/api/v1/me')).json().member.id).toBe(member.id);

    const wrongPassword = await new TestClient(world.test.app, uniqueIp()).post(
      '/api/auth/sign-in/email',
      { email: body.emailAddress, password: 'Wrong@123' },
    );
    expect(wrongPassword.json()).toMatchObject({ message: 'Incorrect Password' });
    const unknown = await new TestClient(world.test.app, uniqueIp()).post(
      '/api/auth/sign-in/email',
      {
        email: uniqueEmail('nobody'),
        password: PASSWORD,
      },
    );
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ message: 'User not found' });

    const list = (await owner.client.get('/api/v1/members')).json<MemberList>();
    expect(list.members.find((row) => row.id === member.id)).toMatchObject({
      status: 'active',
      inviteExpiresAt: null,
    });
  });

  it('gives the second Ravi Kumar a numbered user name, product-wide', async () => {
    const first = await signUpVerifiedOwner(world.test);
    const second = await signUpVerifiedOwner(world.test);
    const one = (
      await first.client.post(
        '/api/v1/members',
        inviteBody({ firstName: 'Ánya', lastName: "O'Brien" }),
      )
    ).json();
    const two = (
      await second.client.post(
        '/api/v1/members',
        inviteBody({ firstName: 'Anya', lastName: 'OBrien' }),
      )
    ).json();
    expect(one.userName).toBe('anya.obrien');
    expect(two.userName).toBe('anya.obrien2');
  });

  it('accepts a link once, refuses unknown tokens, and a resend kills the old link', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const body = inviteBody();
    const member = (await owner.client.post('/api/v1/members', body)).json();
    const { token: oldToken } = await inviteToken(body.emailAddress);

    const resent = await owner.client.post(`/api/v1/members/${member.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const { token: newToken } = await inviteToken(body.emailAddress);
    expect(newToken).not.toBe(oldToken);

    const invitee = new TestClient(world.test.app, uniqueIp());
    expect((await invitee.get(`/api/v1/invites/${oldToken}`)).statusCode).toBe(404);
    const stale = await invitee.post(`/api/v1/invites/${oldToken}/accept`, {
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(stale.statusCode).toBe(404);
    expect((await invitee.get('/api/v1/invites/not-a-real-token')).statusCode).toBe(404);

    const mismatch = await invitee.post(`/api/v1/invites/${newToken}/accept`, {
      password: PASSWORD,
      confirmPassword: 'Other@123',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe('Passwords not Matched!');
    const weak = await invitee.post(`/api/v1/invites/${newToken}/accept`, {
      password: 'weak',
      confirmPassword: 'weak',
    });
    expect(weak.json().error.message).toBe(
      'Password must contain at least 6 characters, one uppercase, one number and one special case character',
    );

    expect(
      (
        await invitee.post(`/api/v1/invites/${newToken}/accept`, {
          password: PASSWORD,
          confirmPassword: PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    const again = await invitee.post(`/api/v1/invites/${newToken}/accept`, {
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(again.statusCode).toBe(404);
    expect((await invitee.get(`/api/v1/invites/${newToken}`)).statusCode).toBe(404);

    // Resending an accepted invitation makes no new link.
    expect((await owner.client.post(`/api/v1/members/${member.id}/resend`)).statusCode).toBe(409);
  });

  it('keeps the link working after a too-common password is refused', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const body = inviteBody();
    await owner.client.post('/api/v1/members', body);
    const { token } = await inviteToken(body.emailAddress);
    const invitee = new TestClient(world.test.app, uniqueIp());

    const common = await invitee.post(`/api/v1/invites/${token}/accept`, {
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.field).toBe('password');

    expect((await invitee.get(`/api/v1/invites/${token}`)).statusCode).toBe(200);
    const accepted = await invitee.post(`/api/v1/invites/${token}/accept`, {
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const body = inviteBody();
    const member = (await owner.client.post('/api/v1/members', body)).json();
    const { token } = await inviteToken(body.emailAddress);
    await world.test.deps.database.db
      .update(members)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(members.id, member.id));
    const invitee = new TestClient(world.test.app, uniqueIp());
    expect((await invitee.get(`/api/v1/invites/${token}`)).statusCode).toBe(404);
    expect(
      (
        await invitee.post(`/api/v1/invites/${token}/accept`, {
          password: PASSWORD,
          confirmPassword: PASSWORD,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('validates the invite form with the spec messages and refuses an email already in use', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const badMobile = await owner.client.post('/api/v1/members', inviteBody({ mobileNo: '12345' }));
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().error).toMatchObject({
      field: 'mobileNo',
      message: 'Please enter valid Mobile no',
    });
    const shortMessage = await owner.client.post(
      '/api/v1/members',
      inviteBody({ customMessage: 'Hi' }),
    );
    expect(shortMessage.json().error.message).toBe(
      'Custom message cannot be less than 5 characters',
    );
    const shortName = await owner.client.post('/api/v1/members', inviteBody({ firstName: 'R' }));
    expect(shortName.json().error.message).toBe('First name cannot be less than 2 characters');
    const badRole = await owner.client.post('/api/v1/members', inviteBody({ role: 'owner' }));
    expect(badRole.statusCode).toBe(400);

    const memberDomain = await owner.client.post(
      '/api/v1/members',
      inviteBody({ emailAddress: `someone@${world.test.config.MEMBER_EMAIL_DOMAIN}` }),
    );
    expect(memberDomain.statusCode).toBe(400);
    expect(memberDomain.json().error).toMatchObject({
      field: 'emailAddress',
      message: 'Please enter a valid email',
    });

    const ownersEmail = await owner.client.post(
      '/api/v1/members',
      inviteBody({ emailAddress: owner.email }),
    );
    expect(ownersEmail.statusCode).toBe(409);
    expect(ownersEmail.json().error.message).toBe('UserNam/Email already used. Try Different');
    const body = inviteBody();
    expect((await owner.client.post('/api/v1/members', body)).statusCode).toBe(201);
    const twice = await owner.client.post('/api/v1/members', {
      ...body,
      emailAddress: body.emailAddress.toUpperCase(),
    });
    expect(twice.statusCode).toBe(409);
  });

  it('limits the team to the plan: after the trial the Starter Kit allows 3 members', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const accountId = await accountIdOf(owner);
    await world.test.deps.database.db
      .update(accounts)
      .set({ trialEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(accounts.id, accountId));

    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await owner.client.post('/api/v1/members', inviteBody());
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    const fourth = await owner.client.post('/api/v1/members', inviteBody());
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toMatchObject({
      code: 'LIMIT_REACHED',
      message: expect.stringContaining('3 team members'),
    });
    expect((await owner.client.get('/api/v1/members')).json().limit).toEqual({
      memberCount: 3,
      used: 3,
    });

    // Withdrawing an invitation frees its seat.
    expect(
      (await owner.client.request({ method: 'DELETE', url: `/api/v1/members/${ids[0]}` }))
        .statusCode,
    ).toBe(200);
    expect((await owner.client.post('/api/v1/members', inviteBody())).statusCode).toBe(201);
  });

  it('keeps the owner out of the count during the trial (Enterprise limits)', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const list = (await owner.client.get('/api/v1/members')).json<MemberList>();
    expect(list.limit).toEqual({ memberCount: 100, used: 0 });
    expect(list.members).toEqual([
      expect.objectContaining({
        isOwner: true,
        role: 'admin',
        status: 'active',
        emailAddress: owner.email,
      }),
    ]);
  });
});
