import { z } from 'zod';

/**
 * GET /api/v1/app-config: the server's settings a browser needs before anyone signs in. The member
 * email domain is configuration (MEMBER_EMAIL_DOMAIN), so the sign-in form asks for it rather than
 * assuming the default.
 */
export const appConfigSchema = z.object({
  memberEmailDomain: z.string().min(3),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
