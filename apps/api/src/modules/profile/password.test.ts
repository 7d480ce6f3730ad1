import { describe, expect, it } from 'vitest';
import {
  databaseKinds,
  signInElsewhere,
  signUpOwnerWithMember,
  signUpVerifiedOwner,
  type TestClient,
} from '../../../test/harness.ts';
import { useTestApp } from '../../../test/owner-store.ts';

const NEW_PASSWORD = 'Changed@789';

describe.each(databaseKinds)('POST /api/v1/profile/password on %s', (kind) => {
  const world = useTestApp(kind);

  /** Asks, as `client`, to change the password of `email` from `oldPassword` to NEW_PASSWORD. */
  const changeToNewPassword = (client: TestClient, email: string, oldPassword: string) =>
    client.post('/api/v1/profile/password', {
      email,
      oldPassword,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });

  it('validates with the spec messages', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const base = {
      email: owner.email,
      oldPassword: owner.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ email: '' }, 'email is required field'],
      [{ email: 'not-an-email' }, 'Invalid email'],
      [{ newPassword: '', confirmPassword: '' }, 'Please enter your password.'],
      [
        { newPassword: 'NOLOWER@1', confirmPassword: 'NOLOWER@1' },
        'Password must contain at least 6 characters, one uppercase, one number and one special case character',
      ],
      [{ confirmPassword: 'Other@789' }, 'Passwords must match'],
    ];
    for (const [change, message] of cases) {
      const response = await owner.client.post('/api/v1/profile/password', { ...base, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect((await owner.client.get('/api/v1/me')).statusCode).toBe(200);
  });

  it('refuses a wrong old password with "Incorrect Password" and someone else’s email', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const other = await signUpVerifiedOwner(world.test);
    const wrong = await changeToNewPassword(owner.client, owner.email, 'Wrong@123');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      field: 'oldPassword',
      message: 'Incorrect Password',
    });
    const foreign = await changeToNewPassword(owner.client, other.email, other.password);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.field).toBe('email');
    // Neither password changed and both are still signed in.
    expect((await owner.client.get('/api/v1/me')).statusCode).toBe(200);
    expect(
      (await signInElsewhere(world.test, other.email, other.password)).response.statusCode,
    ).toBe(200);
    expect(
      (await signInElsewhere(world.test, owner.email, owner.password)).response.statusCode,
    ).toBe(200);
  });

  it('changes the password and ends every session of the user, this one included', async () => {
    const owner = await signUpVerifiedOwner(world.test);
    const { client: otherDevice } = await signInElsewhere(world.test, owner.email, owner.password);
    const cookieOfThisDevice = owner.client.cookieHeader;
    expect((await otherDevice.get('/api/v1/me')).statusCode).toBe(200);

    const changed = await changeToNewPassword(
      owner.client,
      owner.email.toUpperCase(),
      owner.password,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      message: 'You will be logged out!. Please log back using new password.',
    });

    expect((await owner.client.get('/api/v1/me')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/v1/me')).statusCode).toBe(401);
    // Even a copy of the old cookie is worthless: the session is gone on the server.
    const replay = await world.test.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: cookieOfThisDevice },
    });
    expect(replay.statusCode).toBe(401);

    expect(
      (await signInElsewhere(world.test, owner.email, owner.password)).response.json(),
    ).toMatchObject({
      message: 'Incorrect Password',
    });
    const { client, response } = await signInElsewhere(world.test, owner.email, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect((await client.get('/api/v1/me')).statusCode).toBe(200);
  });

  it('lets a team member change their own password with their real email', async () => {
    const { owner, member } = await signUpOwnerWithMember(world.test);
    const changed = await changeToNewPassword(member.client, member.emailAddress, member.password);
    expect(changed.statusCode).toBe(200);
    expect((await member.client.get('/api/v1/me')).statusCode).toBe(401);
    expect(
      (await signInElsewhere(world.test, member.email, NEW_PASSWORD)).response.statusCode,
    ).toBe(200);
    expect((await owner.client.get('/api/v1/me')).statusCode).toBe(200);
  });
});
