import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import type { BillingModule } from '../billing/billing.module.ts';
import { createTeamRepository } from './team.repository.ts';
import { registerTeamRoutes } from './team.routes.ts';
import { createTeamService } from './team.service.ts';

/** Members, their invitations, roles and revocation. */
export function createTeamModule(
  { app, config, db, mailer }: Platform,
  { requireTenant, signIns }: Access,
  { planLimits }: BillingModule,
) {
  const team = createTeamService({
    team: createTeamRepository(db),
    signIns,
    mailer,
    publicUrl: config.publicUrl,
    memberEmailDomain: config.MEMBER_EMAIL_DOMAIN,
    planLimits,
  });
  registerTeamRoutes(app, { team, requireTenant });
}
