import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Member } from '@scanorder/shared/team/member';
import { MemberActions, type MemberAction } from './member-actions.tsx';
import { MemberStatusChip } from './member-status-chip.tsx';
import { ROLE_LABELS } from './role-options.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface MemberListProps {
  members: Member[];
  selfId: string;
  /** The action under way on each member's row. */
  running: ReadonlyMap<string, MemberAction>;
  onAction: (action: MemberAction, member: Member) => void;
}

const nameOf = (member: Member) => `${member.firstName} ${member.lastName}`;
const phoneOf = (member: Member) =>
  member.mobileNo ? `${member.countryCode ?? ''} ${member.mobileNo}`.trim() : '';

function MemberCard({
  member,
  selfId,
  running,
  onAction,
}: Omit<MemberListProps, 'members'> & { member: Member }) {
  const { t } = useOwnerT();
  return (
    <Paper component="article" aria-label={nameOf(member)} variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{nameOf(member)}</Typography>
        <MemberStatusChip member={member} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {t(ROLE_LABELS[member.role])}
        {member.isOwner ? ` ${t('(owner)')}` : ''}
        {member.userName ? ` · ${member.userName}` : ''}
      </Typography>
      {member.emailAddress ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {member.emailAddress}
        </Typography>
      ) : null}
      {phoneOf(member) ? <Typography variant="body2">{phoneOf(member)}</Typography> : null}
      <Box sx={{ mt: 1.5 }}>
        <MemberActions
          member={member}
          selfId={selfId}
          running={running.get(member.id)}
          onAction={onAction}
        />
      </Box>
    </Paper>
  );
}

/** The team: a table on wide screens, one card per member on phones and tablets. */
export function MemberList(props: MemberListProps) {
  const { t } = useOwnerT();
  const theme = useTheme();
  // Six columns and three buttons need a desktop's width beside the drawer; a tablet gets cards.
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const { members, selfId, running, onAction } = props;

  if (!wide) {
    return (
      <Stack spacing={2}>
        {members.map((member) => (
          <MemberCard key={member.id} member={member} {...{ selfId, running, onAction }} />
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('Team members')}>
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell>{t('Name')}</TableCell>
            <TableCell>{t('User Name')}</TableCell>
            <TableCell>{t('Email / Mobile')}</TableCell>
            <TableCell>{t('Role')}</TableCell>
            <TableCell>{t('Status')}</TableCell>
            <TableCell>{t('Actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {nameOf(member)}
                {member.isOwner ? (
                  <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                    {' '}
                    {t('(owner)')}
                  </Typography>
                ) : null}
              </TableCell>
              {/* Room for a usual user name (not "mona.manage / r") and address on one line; a long one breaks. */}
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 144 }}>
                {member.userName ?? '—'}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>
                <div>{member.emailAddress ?? ''}</div>
                <div>{phoneOf(member)}</div>
              </TableCell>
              <TableCell>{t(ROLE_LABELS[member.role])}</TableCell>
              <TableCell>
                <MemberStatusChip member={member} />
              </TableCell>
              <TableCell>
                <MemberActions
                  member={member}
                  selfId={selfId}
                  running={running.get(member.id)}
                  onAction={onAction}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
