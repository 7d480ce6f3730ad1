import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@scanorder/shared/errors/app-error';
import { serviceAccessMessages } from '@scanorder/shared/billing/service-access';
import { tenantOf } from './tenant-guard.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether an account is in its trial or has a live subscription at `now`. */
export type PlanActivity = (accountId: string, now: Date) => Promise<boolean>;

/**
 * The trial/subscription gate of the service areas, the same rule the browser applies
 * (docs/product/plans-and-limits.md): Select needs the trial or an active subscription. After the
 * trial without a live subscription an account keeps reading everything (nothing is deleted,
 * management pages stay reachable) but may not change its business, branches, menu or QR codes. The orders
 * board is not behind this gate: the team still works the orders placed before expiry, and new
 * ones are refused at the customer menu.
 */
export function createServiceAccessGuard(
  requireTenant: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
  planActivity: PlanActivity,
  now: () => Date = () => new Date(),
) {
  return async function requireServiceAccess(request: FastifyRequest, reply: FastifyReply) {
    await requireTenant(request, reply);
    if (READS.has(request.method)) return;
    if (!(await planActivity(tenantOf(request).accountId, now())))
      throw new AppError('FORBIDDEN', serviceAccessMessages.trialEnded);
  };
}
