// Service tests: the branches use-cases with the repository and billing in memory, so the plan
// limit, the role check and the name rules are checked without a server or a database. The
// HTTP and SQL paths stay covered by branches.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFakePlanState } from '../../../test/fakes/billing.ts';
import { createFakeBranches } from '../../../test/fakes/branches.ts';
import { planStates, tenantContext } from '../../../test/fakes/builders.ts';
import { createPlanLimits } from '../billing/plan-limits.ts';
import type { AccountPlanState } from '@scanorder/shared/plans/limits';
import { branchMessages, createBranchesService } from './branches.service.ts';
import { refusal } from '../../../test/fakes/refusal.ts';

const NOW = new Date('2026-05-01T12:00:00Z');
const COMPANY = { entityCount: 5, memberCount: 15, qrCount: 250 };

function setUp(state: AccountPlanState = planStates.trialOver(NOW)) {
  const branches = createFakeBranches();
  const plan = createFakePlanState(state);
  const businessIds = { restaurant: randomUUID(), grocery: randomUUID() };
  const service = createBranchesService({
    branches,
    business: { requireBusiness: async (_ctx, kind) => ({ id: businessIds[kind] }) },
    planLimits: createPlanLimits(plan, () => NOW),
  });
  return { service, branches, plan };
}

describe('branches service: plan limits', () => {
  it('allows one branch on the Starter Kit and refuses the second with the limit message', async () => {
    const { service } = setUp();
    const owner = tenantContext();
    await service.create(owner, 'restaurant', { name: 'Main Street' });
    expect(await refusal(service.create(owner, 'restaurant', { name: 'Harbour' }))).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Your plan allows 1 branch. Upgrade your subscription to add more.',
    });
  });

  it('counts branches of both kinds together', async () => {
    const { service } = setUp();
    const owner = tenantContext();
    await service.create(owner, 'grocery', { name: 'Corner Shop' });
    expect((await refusal(service.create(owner, 'restaurant', { name: 'Diner' }))).code).toBe(
      'LIMIT_REACHED',
    );
  });

  it('allows 25 branches in the trial, at Enterprise limits, and refuses the 26th', async () => {
    const { service } = setUp(planStates.inTrial(NOW));
    const owner = tenantContext();
    for (let index = 0; index < 24; index++)
      await service.create(owner, 'restaurant', { name: `Branch ${index}` });
    await service.create(owner, 'grocery', { name: 'Grocery 25' });
    expect(await refusal(service.create(owner, 'grocery', { name: 'Grocery 26' }))).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Your plan allows 25 branches. Upgrade your subscription to add more.',
    });
  });

  it("follows the account's plan: Enterprise limits in the trial, the subscribed plan after it", async () => {
    const { service, plan } = setUp(planStates.inTrial(NOW));
    const owner = tenantContext();
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five', 'Six'])
      await service.create(owner, 'restaurant', { name });
    plan.set(planStates.subscribed(NOW, COMPANY));
    expect(await refusal(service.create(owner, 'restaurant', { name: 'Seven' }))).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Your plan allows 5 branches. Upgrade your subscription to add more.',
    });
  });

  it("does not count another account's branches", async () => {
    const { service } = setUp();
    await service.create(tenantContext(), 'restaurant', { name: 'Theirs' });
    const created = await service.create(tenantContext(), 'restaurant', { name: 'Ours' });
    expect(created).toMatchObject({ name: 'Ours', position: 0, hasPin: false });
  });
});

describe('branches service: names and roles', () => {
  it('refuses a second store name that differs only by case', async () => {
    const { service } = setUp(planStates.inTrial(NOW));
    const owner = tenantContext();
    await service.create(owner, 'restaurant', { name: 'Main Street' });
    expect(
      await refusal(service.create(owner, 'restaurant', { name: 'main street' })),
    ).toMatchObject({
      code: 'CONFLICT',
      message: branchMessages.duplicate,
    });
  });

  it('answers not found for a branch of another account', async () => {
    const { service } = setUp();
    const theirs = await service.create(tenantContext(), 'restaurant', { name: 'Theirs' });
    expect(
      await refusal(service.update(tenantContext(), 'restaurant', theirs.id, { name: 'Mine' })),
    ).toMatchObject({ code: 'NOT_FOUND', message: branchMessages.notFound });
  });

  it('lets managers add branches and refuses members', async () => {
    const { service, branches } = setUp(planStates.inTrial(NOW));
    const accountId = randomUUID();
    await service.create(tenantContext({ accountId, role: 'manager' }), 'restaurant', {
      name: 'Managed',
    });
    expect(
      (
        await refusal(
          service.create(tenantContext({ accountId, role: 'member' }), 'restaurant', { name: 'X' }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(branches.rows.map((row) => row.name)).toEqual(['Managed']);
  });
});
