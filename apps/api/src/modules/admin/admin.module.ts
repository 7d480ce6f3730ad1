import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import { createAdminRepository } from './admin.repository.ts';
import { createPlatformAdminGuard, registerAdminRoutes } from './admin.routes.ts';
import { createAdminService } from './admin.service.ts';

/** The platform operators' view across accounts. */
export function createAdminModule({ app, config, db }: Platform, { auth }: Access) {
  registerAdminRoutes(app, {
    admin: createAdminService({ admin: createAdminRepository(db) }),
    requirePlatformAdmin: createPlatformAdminGuard(auth, config.PLATFORM_ADMIN_EMAILS),
  });
}
