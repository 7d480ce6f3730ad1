import { describe, expect, it } from 'vitest';
import { toSignInEmail } from '@scanorder/shared/schemas/auth';
import {
  databaseKinds,
  signUpOwnerWithMember,
  TestClient,
  uniqueIp,
} from '../../../test/harness.ts';
import { useTestApp } from '../../../test/owner-store.ts';

describe.each(databaseKinds)('the member email domain the browser learns on %s', (kind) => {
  const world = useTestApp(kind, { env: { MEMBER_EMAIL_DOMAIN: 'staff.example.org' } });

  it('serves the configured MEMBER_EMAIL_DOMAIN to anyone, and a member signs in under it', async () => {
    const response = await world.test.app.inject({ method: 'GET', url: '/api/v1/app-config' });
    expect(response.statusCode).toBe(200);
    const { memberEmailDomain } = response.json<{ memberEmailDomain: string }>();
    expect(memberEmailDomain).toBe('staff.example.org');

    const { member } = await signUpOwnerWithMember(world.test);
    const browser = new TestClient(world.test.app, uniqueIp(), world.test.config.publicUrl);
    const signIn = await browser.post('/api/auth/sign-in/email', {
      email: toSignInEmail(member.userName, memberEmailDomain),
      password: member.password,
    });
    expect(signIn.statusCode).toBe(200);
  });
});
