import { describe, expect, it } from 'vitest';
import type { Me } from '@scanorder/shared/account/me';
import type { MemberList } from '@scanorder/shared/team/member';
import {
  databaseKinds,
  signUpOwnerWithMember,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
} from '../../../test/harness.ts';
import { useTestApp } from '../../../test/owner-store.ts';

const details = {
  firstName: 'Meena',
  lastName: 'Raman',
  countryCode: '91',
  mobileNo: '9876543210',
};

describe.each(databaseKinds)('profile on %s', (kind) => {
  const world = useTestApp(kind);

  const put = (client: TestClient, payload: unknown) =>
    client.request({ method: 'PUT', url: '/api/v1/profile', payload: payload as object });

  it('shows the owner the admin form and saves names, phone, service and idle timeout', async () => {
    const owner = await signUpVerifiedOwner(world.test, { serviceName: 'Restaurant' });
    const before = (await owner.client.get('/api/v1/profile')).json();
    expect(before).toMatchObject({
      email: owner.email,
      firstName: 'Test',
      lastName: 'Owner',
      form: 'admin',
      isOwner: true,
      serviceName: 'Restaurant',
      idleTimeoutMinutes: 15,
      countryCode: null,
      mobileNo: null,
    });

    const saved = await put(owner.client, {
      ...details,
      serviceName: 'Grocery',
      idleTimeoutMinutes: 30,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      firstName: 'Meena',
      lastName: 'Raman',
      countryCode: '+91',
      mobileNo: '9876543210',
      serviceName: 'Grocery',
      idleTimeoutMinutes: 30,
    });

    const me = (await owner.client.get('/api/v1/me')).json();
    expect(me.user).toMatchObject({ firstName: 'Meena', lastName: 'Raman' });
    expect(me.account.idleTimeoutMinutes).toBe(30);
    // Choosing Grocery enables it; Restaurant, enabled before, stays enabled.
    expect(me.account.services).toEqual([
      expect.objectContaining({ name: 'Grocery', enabled: true }),
      expect.objectContaining({ name: 'Restaurant', enabled: true }),
    ]);
    const ownerRow = (await owner.client.get('/api/v1/members')).json().members[0];
    expect(ownerRow).toMatchObject({
      firstName: 'Meena',
      lastName: 'Raman',
      mobileNo: '9876543210',
      countryCode: '+91',
    });
  });

  it('keeps hidden-tab sign-out on by default and lets an admin, not a member, turn it off', async () => {
    const { owner, member } = await signUpOwnerWithMember(world.test, 'manager');
    expect((await owner.client.get('/api/v1/profile')).json().signOutOnHiddenTab).toBe(true);
    expect((await member.client.get('/api/v1/me')).json<Me>().account.signOutOnHiddenTab).toBe(
      true,
    );

    const refused = await put(member.client, { ...details, signOutOnHiddenTab: false });
    expect(refused.statusCode).toBe(403);
    const wrong = await put(owner.client, { ...details, signOutOnHiddenTab: 'no' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ field: 'signOutOnHiddenTab' });
    expect((await member.client.get('/api/v1/me')).json<Me>().account.signOutOnHiddenTab).toBe(
      true,
    );

    const saved = await put(owner.client, { ...details, signOutOnHiddenTab: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().signOutOnHiddenTab).toBe(false);
    // The whole account follows: the member's page reads it from /me.
    expect((await member.client.get('/api/v1/me')).json<Me>().account.signOutOnHiddenTab).toBe(
      false,
    );
    // Saving names only leaves it as it was.
    await put(owner.client, details);
    expect((await owner.client.get('/api/v1/profile')).json().signOutOnHiddenTab).toBe(false);
    // Another account keeps its own default.
    const other = await signUpVerifiedOwner(world.test);
    expect((await other.client.get('/api/v1/me')).json<Me>().account.signOutOnHiddenTab).toBe(true);
  });

  it('validates the profile form with the spec messages', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mobileNo: '123' }, 'mobileNo', 'Please enter valid Mobile no'],
      [{ countryCode: '+12345' }, 'countryCode', 'Please enter valid Country code'],
      [{ firstName: 'M' }, 'firstName', 'First name cannot be less than 2 characters'],
      [{ lastName: 'x'.repeat(101) }, 'lastName', 'Last name cannot be more than 100 characters'],
      [{ idleTimeoutMinutes: 4 }, 'idleTimeoutMinutes', 'Idle timeout cannot be less than 5 value'],
      [
        { idleTimeoutMinutes: 241 },
        'idleTimeoutMinutes',
        'Idle timeout cannot be more than 240 value',
      ],
      [{ serviceName: 'Bakery' }, 'serviceName', 'Service name field is required'],
    ];
    for (const [change, field, message] of cases) {
      const response = await put(owner.client, { ...details, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ field, message });
    }
    expect((await owner.client.get('/api/v1/profile')).json().firstName).toBe('Test');
  });

  it('gives a team member the member form: own names and phone only', async () => {
    const { owner, member } = await signUpOwnerWithMember(world.test, 'manager');
    const profile = (await member.client.get('/api/v1/profile')).json();
    expect(profile).toMatchObject({
      form: 'member',
      isOwner: false,
      role: 'manager',
      userName: member.userName,
      mobileNo: '9876543210',
    });

    expect((await put(member.client, details)).statusCode).toBe(200);
    const row = (await owner.client.get('/api/v1/members'))
      .json<MemberList>()
      .members.find((candidate) => candidate.id === member.memberId);
    expect(row).toMatchObject({ firstName: 'Meena', lastName: 'Raman' });
    expect((await owner.client.get('/api/v1/profile')).json().firstName).toBe('Test');

    const service = await put(member.client, { ...details, serviceName: 'Grocery' });
    expect(service.statusCode).toBe(403);
    const idle = await put(member.client, { ...details, idleTimeoutMinutes: 5 });
    expect(idle.statusCode).toBe(403);
    const account = (await owner.client.get('/api/v1/me')).json<Me>().account;
    expect(account.idleTimeoutMinutes).toBe(15);
    expect(account.services.find((service) => service.name === 'Grocery')?.enabled).toBe(false);
  });

  it('only ever shows and edits the caller’s own profile, never another account’s', async () => {
    const first = await signUpVerifiedOwner(world.test);
    const second = await signUpVerifiedOwner(world.test);
    await put(second.client, { ...details, firstName: 'Second', idleTimeoutMinutes: 60 });
    const firstProfile = (await first.client.get('/api/v1/profile')).json();
    expect(firstProfile).toMatchObject({
      email: first.email,
      firstName: 'Test',
      idleTimeoutMinutes: 15,
    });
    expect((await second.client.get('/api/v1/profile')).json()).toMatchObject({
      email: second.email,
      firstName: 'Second',
      idleTimeoutMinutes: 60,
    });
    // Query strings and extra body fields cannot point the update elsewhere.
    const sneaky = await second.client.request({
      method: 'PUT',
      url: `/api/v1/profile?userId=${firstProfile.userId}`,
      payload: { ...details, firstName: 'Hijack', userId: firstProfile.userId },
    });
    expect(sneaky.statusCode).toBe(200);
    expect((await first.client.get('/api/v1/profile')).json().firstName).toBe('Test');
  });

  it('refuses visitors without a session', async () => {
    const visitor = new TestClient(world.test.app, uniqueIp());
    expect((await visitor.get('/api/v1/profile')).statusCode).toBe(401);
    expect((await put(visitor, details)).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/profile/password', {})).statusCode).toBe(401);
    expect(
      (await visitor.request({ method: 'DELETE', url: '/api/v1/profile/picture' })).statusCode,
    ).toBe(401);
  });
});
