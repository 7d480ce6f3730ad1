import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemberOf,
  createTestApp,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  type TestApp,
} from '../../../test/harness.ts';

describe.each(databaseKinds)('GET /api/v1/me on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(() => test.close());

  it('refuses a visitor without a session', async () => {
    const response = await new TestClient(test.app).get('/api/v1/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('shows a new owner their account with only the chosen service enabled and a 14-day trial', async () => {
    const owner = await signUpVerifiedOwner(test, { serviceName: 'Grocery' });
    const response = await owner.client.get('/api/v1/me');
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me.user.email).toBe(owner.email);
    expect(me.member).toMatchObject({ role: 'admin', isOwner: true });
    expect(me.account.services).toEqual([
      expect.objectContaining({ name: 'Grocery', enabled: true }),
      expect.objectContaining({ name: 'Restaurant', enabled: false }),
    ]);
    const trialDays = (Date.parse(me.account.trialEndsAt) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
    expect(me.account.inTrial).toBe(true);
  });

  it('names the owner to a team member, who cannot choose the plan and must ask them', async () => {
    const owner = await signUpVerifiedOwner(test);
    const manager = await createMemberOf(test, owner, 'manager');
    const me = (await manager.client.get('/api/v1/me')).json();
    expect(me.member).toMatchObject({ role: 'manager', isOwner: false });
    expect(me.account.owner).toEqual({
      firstName: 'Test',
      lastName: 'Owner',
      email: owner.email,
    });
  });
});
