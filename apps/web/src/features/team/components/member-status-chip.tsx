import Chip from '@mui/material/Chip';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import type { Member } from '@scanorder/shared/team/member';

const COLOURS = { invited: 'warning', active: 'success', revoked: 'error' } as const;

/** An invitation past its date stays "invited" on the server; the admin needs to see it is dead. */
const isExpired = (member: Pick<Member, 'status' | 'inviteExpiresAt'>) =>
  member.status === 'invited' &&
  member.inviteExpiresAt !== null &&
  Date.parse(member.inviteExpiresAt) <= Date.now();

export function MemberStatusChip({
  member,
}: {
  member: Pick<Member, 'status' | 'inviteExpiresAt'>;
}) {
  const { t } = useOwnerT();
  if (isExpired(member))
    return <Chip size="small" label={t('invitation expired')} color="error" variant="outlined" />;
  return (
    <Chip size="small" label={t(member.status)} color={COLOURS[member.status]} variant="outlined" />
  );
}
