import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Member } from '@scanorder/shared/team/member';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

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

const DANGEROUS = new Set<MemberAction>(['withdraw', 'revoke', 'delete']);

export function MemberActions({
  member,
  selfId,
  busy,
  onAction,
}: {
  member: Member;
  selfId: string;
  busy: boolean;
  onAction: (action: MemberAction, member: Member) => void;
}) {
  const { t } = useOwnerT();
  const actions = actionsFor(member, selfId);
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant="outlined"
          color={DANGEROUS.has(action) ? 'error' : 'primary'}
          // Busy, not disabled: a disabled button drops the keyboard focus to the top of the page.
          aria-disabled={busy || undefined}
          sx={busy ? { opacity: 0.5, cursor: 'progress' } : undefined}
          onClick={() => {
            if (!busy) onAction(action, member);
          }}
        >
          {t(LABELS[action])}
          {/* Rows of the same buttons: a screen reader hears whose ("Revoke Ravi Kumar"). */}{' '}
          <Box component="span" sx={visuallyHidden}>
            {`${member.firstName} ${member.lastName}`}
          </Box>
        </Button>
      ))}
    </Stack>
  );
}
