import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSignInEmail } from '@scanorder/shared/schemas/auth';
import {
  createMemberOf,
  createTestApp,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
  type TestApp,
} from '../../../test/harness.ts';

describe.each(databaseKinds)('the member email domain the browser learns on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, { MEMBER_EMAIL_DOMAIN: 'staff.example.org' });
  });
  afterAll(() => test.close());

  it('serves the configured MEMBER_EMAIL_DOMAIN to anyone, and a member signs in under it', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/app-config' });
    expect(response.statusCode).toBe(200);
    const { memberEmailDomain } = response.json<{ memberEmailDomain: string }>();
    expect(memberEmailDomain).toBe('staff.example.org');

    const owner = await signUpVerifiedOwner(test);
    const member = await createMemberOf(test, owner);
    const browser = new TestClient(test.app, uniqueIp(), test.config.publicUrl);
    const signIn = await browser.post('/api/auth/sign-in/email', {
      email: toSignInEmail(member.userName, memberEmailDomain),
      password: member.password,
    });
    expect(signIn.statusCode).toBe(200);
  });
});
