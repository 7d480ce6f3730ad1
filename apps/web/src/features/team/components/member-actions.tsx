import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Member } from '@scanorder/shared/team/member';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

/** What the admin can ask for on one row; the page decides how (dialogs, confirmations). */
export type MemberAction =
  'resend' | 'withdraw' | 'edit' | 'password' | 'revoke' | 'restore' | 'delete';

const LABELS: Record<MemberAction, string> = {
  resend: 'Resend',
  withdraw: 'Withdraw',
  edit: 'Edit',
  password: 'Set Password',
  revoke: 'Revoke',
  restore: 'Restore',
  delete: 'Delete',
};

/**
 * Actions by status: an invitation can be resent or withdrawn; an active member edited, given a
 * new password, revoked or deleted; a revoked one restored or deleted. The owner and the admin
 * themselves are changed on the profile page, never revoked or deleted here.
 */
export function actionsFor(member: Member, selfId: string): MemberAction[] {
  if (member.isOwner || member.id === selfId) return [];
  switch (member.status) {
    case 'invited':
      return ['resend', 'edit', 'withdraw'];
    case 'active':
      return ['edit', 'password', 'revoke', 'delete'];
    case 'revoked':
      return ['restore', 'edit', 'delete'];
    default:
      return member.status satisfies never;
  }
}

/** The element id of one row's action button, for the page to hand the keyboard to. */
export const memberActionId = (memberId: string, action: MemberAction) =>
  `member-${memberId}-${action}`;

const DANGEROUS = new Set<MemberAction>(['withdraw', 'revoke', 'delete']);

export function MemberActions({
  member,
  selfId,
  running,
  onAction,
}: {
  member: Member;
  selfId: string;
  /** The action under way on this row: its button waits, the others are off until it ends. */
  running?: MemberAction | undefined;
  onAction: (action: MemberAction, member: Member) => void;
}) {
  const { t } = useOwnerT();
  const actions = actionsFor(member, selfId);
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {actions.map((action) => (
        <PendingButton
          key={action}
          id={memberActionId(member.id, action)}
          size="small"
          variant="outlined"
          color={DANGEROUS.has(action) ? 'error' : 'primary'}
          // The pressed one keeps the keyboard (busy, not disabled); its neighbours wait off.
          pending={running === action}
          disabled={running !== undefined && running !== action}
          onClick={() => onAction(action, member)}
        >
          {t(LABELS[action])}
          {/* Rows of the same buttons: a screen reader hears whose ("Revoke Ravi Kumar"). */}{' '}
          <Box component="span" sx={visuallyHidden}>
            {`${member.firstName} ${member.lastName}`}
          </Box>
        </PendingButton>
      ))}
    </Stack>
  );
}
