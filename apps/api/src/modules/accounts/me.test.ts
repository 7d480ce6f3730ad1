import { describe, expect, it } from 'vitest';
import {
  databaseKinds,
  signUpOwnerWithMember,
  signUpVerifiedOwner,
  TestClient,
} from '../../../test/harness.ts';
import { useTestApp } from '../../../test/owner-store.ts';

describe.each(databaseKinds)('GET /api/v1/me on %s', (kind) => {
  const world = useTestApp(kind);

  it('refuses a visitor without a session', async () => {
    const response = await new TestClient(world.test.app).get('/api/v1/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('shows a new owner their account with only the chosen service enabled and a 14-day trial', async () => {
    const owner = await signUpVerifiedOwner(world.test, { serviceName: 'Grocery' });
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
    const { owner, member: manager } = await signUpOwnerWithMember(world.test, 'manager');
    const me = (await manager.client.get('/api/v1/me')).json();
    expect(me.member).toMatchObject({ role: 'manager', isOwner: false });
    expect(me.account.owner).toEqual({
      firstName: 'Test',
      lastName: 'Owner',
      email: owner.email,
    });
  });
});
