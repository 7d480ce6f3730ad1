import { z } from 'zod';
import { ROLES, SERVICE_NAMES } from './services.ts';

/** What the signed-in area knows about who is asking (GET /api/v1/me). */
export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    image: z.string().nullable(),
  }),
  account: z.object({
    id: z.string(),
    trialEndsAt: z.string(),
    inTrial: z.boolean(),
    subscribed: z.boolean(),
    services: z.array(
      z.object({ name: z.enum(SERVICE_NAMES), enabled: z.boolean(), description: z.string() }),
    ),
  }),
  member: z.object({
    id: z.string(),
    role: z.enum(ROLES),
    isOwner: z.boolean(),
  }),
  announcement: z.string().nullable(),
  isPlatformAdmin: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;
