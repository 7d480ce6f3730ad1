import Chip from '@mui/material/Chip';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import type { MemberStatus } from '@scanorder/shared/team/member';

const COLOURS = { invited: 'warning', active: 'success', revoked: 'error' } as const;

export function MemberStatusChip({ status }: { status: MemberStatus }) {
  const { t } = useOwnerT();
  return <Chip size="small" label={t(status)} color={COLOURS[status]} variant="outlined" />;
}
