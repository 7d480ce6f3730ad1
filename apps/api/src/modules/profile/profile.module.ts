import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import { createProfileRepository } from './profile.repository.ts';
import { registerProfileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';

/** The signed-in member's own name, picture and password. */
export function createProfileModule(
  { app, db, storage }: Platform,
  { auth, requireTenant, signIns }: Access,
) {
  const profile = createProfileService({
    profiles: createProfileRepository(db),
    signIns,
    storage,
  });
  registerProfileRoutes(app, { profile, auth, requireTenant });
}
