import { z } from 'zod';

/** What the invitation page shows before the invitee sets a password (GET /api/v1/invites/:token). */
export const invitePreviewSchema = z.object({
  accountId: z.string(),
  /** "First Last" of the admin who sent the invitation. */
  invitedBy: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  businessName: z.string().nullable(),
  customMessage: z.string().nullable(),
  role: z.string(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const acceptInviteResultSchema = z.object({
  userName: z.string(),
  accountId: z.string(),
  memberId: z.string(),
  message: z.string(),
});
export type AcceptInviteResult = z.infer<typeof acceptInviteResultSchema>;

export const inviteTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
