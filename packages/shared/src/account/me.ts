import { z } from 'zod';
import { OWNER_LANGUAGES } from './owner-language.ts';
import { ROLES, SERVICE_NAMES } from './services.ts';

/** What the signed-in area knows about who is asking (GET /api/v1/me). */
export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    image: z.string().nullable(),
    /**
     * The user's own app language (decision 051): a device they sign in on switches to it. Null
     * until they choose one: that sign-in keeps the device's and saves it. Absent (an answer from
     * before it was kept) reads as none chosen.
     */
    language: z.enum(OWNER_LANGUAGES).nullable().default(null),
  }),
  account: z.object({
    id: z.string(),
    trialEndsAt: z.string(),
    inTrial: z.boolean(),
    subscribed: z.boolean(),
    /** Minutes of inactivity before the "Session Timeout" modal (docs/product/kiosk-and-sessions.md: 5 to 240, default 15). */
    idleTimeoutMinutes: z.number().int().default(15),
    /** Hiding the tab signs out (docs/product/kiosk-and-sessions.md) unless an admin turned it off on the profile page. */
    signOutOnHiddenTab: z.boolean().default(true),
    /** The owner: the one who chooses the plan, named to team members who cannot. */
    owner: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    services: z.array(
      z.object({ name: z.enum(SERVICE_NAMES), enabled: z.boolean(), description: z.string() }),
    ),
  }),
  member: z.object({
    id: z.string(),
    role: z.enum(ROLES),
    isOwner: z.boolean(),
    /** A team member's sign-in user name; null for the owner. */
    userName: z.string().nullable().default(null),
  }),
  announcement: z.string().nullable(),
  isPlatformAdmin: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;
