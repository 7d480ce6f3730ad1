import Chip from '@mui/material/Chip';
import type { MemberStatus } from '@scanorder/shared/team/member';

const COLOURS = { invited: 'warning', active: 'success', revoked: 'error' } as const;

export function MemberStatusChip({ status }: { status: MemberStatus }) {
  return <Chip size="small" label={status} color={COLOURS[status]} variant="outlined" />;
}
