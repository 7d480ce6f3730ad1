import type { TFunction } from 'i18next';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import type { Member } from '@scanorder/shared/team/member';
import { teamMessages } from '@scanorder/shared/team/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useMeQuery } from '../../../api/me.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useToast } from '../../../lib/use-toast.ts';
import {
  deleteMember,
  membersQuery,
  resendInvite,
  restoreMember,
  revokeMember,
} from '../api/team-api.ts';
import { useMemberAction } from '../hooks/use-member-action.ts';
import { useRowActions } from '../hooks/use-row-actions.ts';
import { EditMemberDialog } from './edit-member-dialog.tsx';
import { InviteMemberDialog } from './invite-member-dialog.tsx';
import { memberActionId, type MemberAction } from './member-actions.tsx';
import { MemberList } from './member-list.tsx';
import { MemberPasswordDialog } from './member-password-dialog.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { withServerMessage } from '../../../api/server-message.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { FOCUS_TARGET } from '../../../components/focus-target.ts';

type Pending = { action: MemberAction; member: Member } | null;
const nameOf = (member: Member) => `${member.firstName} ${member.lastName}`;

/** What each confirmation says; the other actions need no second thought. */
function confirmationOf(pending: NonNullable<Pending>, t: TFunction) {
  const name = nameOf(pending.member);
  switch (pending.action) {
    case 'withdraw':
      return {
        title: t('Withdraw Invitation'),
        text: t('Withdraw the invitation to {{name}}? The emailed link stops working.', { name }),
        confirmLabel: t('Withdraw'),
      };
    case 'revoke':
      return {
        title: t('Revoke Access'),
        text: t(
          'Revoke access for {{name}}? They are signed out at once and cannot sign in until restored.',
          { name },
        ),
        confirmLabel: t('Revoke'),
      };
    case 'delete':
      return {
        title: t('Delete Member'),
        text: t('Delete {{name}} and their sign-in? This cannot be undone.', { name }),
        confirmLabel: t('Delete'),
      };
    default:
      return null;
  }
}

/** USERS (admin only): invite, list with status and role, and manage team members. */
export function UsersPage() {
  const { t } = useOwnerT();
  useDocumentTitle(t('Users'));
  const me = useMeQuery();
  const isAdmin = me.data?.member.role === 'admin';
  const members = useQuery({ ...membersQuery, enabled: isAdmin });
  const toast = useToast();
  const rows = useRowActions();
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  // A deleted or withdrawn row takes the keyboard's place with it: once it has left the list, the
  // focus goes to the page's heading rather than to the top of the document.
  const heading = useRef<HTMLHeadingElement>(null);
  const removedId = useRef<string | null>(null);
  const closeRemoved = () => {
    removedId.current = pending?.member.id ?? null;
    close();
  };

  // Restore and Revoke go away with the status they change: the keyboard moves to the action that
  // takes their place on the same row once the refreshed list shows it.
  const focusNext = useRef<string | null>(null);
  const handOver = (memberId: string, action: MemberAction) => {
    focusNext.current = memberActionId(memberId, action);
  };

  const resend = useMemberAction({
    run: resendInvite,
    done: teamMessages.inviteResent,
    failed: teamMessages.updateFailed,
  });
  const restore = useMemberAction({
    run: restoreMember,
    done: teamMessages.memberRestored,
    failed: teamMessages.updateFailed,
    onSuccess: (memberId) => handOver(memberId, 'revoke'),
  });
  const revoke = useMemberAction({
    run: revokeMember,
    done: teamMessages.memberRevokedDone,
    failed: teamMessages.updateFailed,
    onSuccess: (memberId) => {
      handOver(memberId, 'restore');
      close();
    },
  });
  const withdraw = useMemberAction({
    run: deleteMember,
    done: teamMessages.inviteWithdrawn,
    failed: teamMessages.deleteFailed,
    onSuccess: closeRemoved,
  });
  const remove = useMemberAction({
    run: deleteMember,
    done: teamMessages.memberDeleted,
    failed: teamMessages.deleteFailed,
    onSuccess: closeRemoved,
  });

  const listed = members.data?.members;
  useEffect(() => {
    const next = focusNext.current && document.getElementById(focusNext.current);
    if (!next) return;
    focusNext.current = null;
    next.focus();
  }, [listed]);
  useEffect(() => {
    const removed = removedId.current;
    if (removed === null || listed?.some((member) => member.id === removed)) return;
    removedId.current = null;
    heading.current?.focus();
  }, [listed]);

  const loadError = members.error;
  useEffect(() => {
    if (loadError) toast.error(withServerMessage(t(teamMessages.loadFailed), loadError, t));
  }, [loadError, toast, t]);

  if (me.data && !isAdmin) return <Navigate to="/unauthorized" replace />;

  const onAction = (action: MemberAction, member: Member) => {
    if (action === 'resend') rows.start(member.id, action, () => resend.mutateAsync(member.id));
    else if (action === 'restore')
      rows.start(member.id, action, () => restore.mutateAsync(member.id));
    else if (!rows.running.has(member.id)) setPending({ action, member });
  };
  const confirmation = pending ? confirmationOf(pending, t) : null;
  const confirmAction = { withdraw, revoke, delete: remove } as const;
  const confirmMutation =
    pending && pending.action in confirmAction
      ? confirmAction[pending.action as keyof typeof confirmAction]
      : null;
  const limit = members.data?.limit;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography ref={heading} variant="h4" component="h1" {...FOCUS_TARGET}>
            {t('Users')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('Invite your team and choose what each person may do.')}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          {t('Invite Member')}
        </Button>
      </Box>
      {limit ? (
        <Alert severity={limit.used >= limit.memberCount ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {t('{{used}} of {{count}} team members used on your plan (the owner is not counted).', {
            used: limit.used,
            count: limit.memberCount,
          })}
        </Alert>
      ) : null}
      {loadError ? (
        <QueryErrorAlert
          message={withServerMessage(t(teamMessages.loadFailed), loadError, t).toUpperCase()}
          error={members.error}
          onRetry={members.refetch}
        />
      ) : null}
      {members.isPending && !loadError ? (
        <Stack spacing={1} aria-busy>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : null}
      {members.data && me.data ? (
        <MemberList
          members={members.data.members}
          selfId={me.data.member.id}
          running={rows.running}
          onAction={onAction}
        />
      ) : null}

      <InviteMemberDialog open={inviting} onClose={() => setInviting(false)} />
      {pending?.action === 'edit' ? (
        <EditMemberDialog key={pending.member.id} member={pending.member} onClose={close} />
      ) : null}
      {pending?.action === 'password' ? (
        <MemberPasswordDialog key={pending.member.id} member={pending.member} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        destructive
        pending={pending ? rows.running.get(pending.member.id) === pending.action : false}
        onConfirm={() => {
          if (!pending || !confirmMutation) return;
          const { action, member } = pending;
          rows.start(member.id, action, () => confirmMutation.mutateAsync(member.id));
        }}
        onCancel={close}
      >
        {confirmation?.text}
      </ConfirmDialog>
    </Box>
  );
}
