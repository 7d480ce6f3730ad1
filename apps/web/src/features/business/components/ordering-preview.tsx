import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { localDateOf, localMinutesOf } from '@scanorder/shared/business/zoned-time';
import {
  orderingRuleLabels,
  type OrderingPreview as Preview,
} from '@scanorder/shared/ordering/ordering-preview';
import { errorMessageOf } from '../../../api/client.ts';
import { fetchOrderingPreview } from '../api/business-api.ts';
import { useBranchesQuery } from '../../../api/branches.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { midSentence, useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether guests can order, which rule decides and what the customer menu says. */
export function PreviewVerdict({ preview }: { preview: Preview }) {
  const { t, locale } = useOwnerT();
  const next = preview.nextOpenAt
    ? new Intl.DateTimeFormat(locale === 'en' ? undefined : locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: preview.timeZone,
      }).format(new Date(preview.nextOpenAt))
    : null;
  return (
    <Alert severity={preview.canOrder ? 'success' : 'warning'} role="status">
      <AlertTitle>
        {preview.canOrder
          ? t('Guests can order on {{date}} at {{time}}', {
              date: preview.date,
              time: preview.time,
            })
          : t('Guests cannot order on {{date}} at {{time}}', {
              date: preview.date,
              time: preview.time,
            })}
      </AlertTitle>
      <Box component="span" sx={{ display: 'block' }}>
        {t('Decided by {{rule}}.', {
          rule: midSentence(t(orderingRuleLabels[preview.rule]), locale),
        })}
      </Box>
      {preview.customerMessage ? (
        <Box component="span" sx={{ display: 'block' }}>
          {t('Guests see: “{{message}}”', { message: preview.customerMessage })}
        </Box>
      ) : null}
      {next ? (
        <Box component="span" sx={{ display: 'block' }}>
          {t('Next open: {{when}}', { when: next })}
        </Box>
      ) : null}
    </Alert>
  );
}

/**
 * HOURS/CLOSURES: one answer for any day and time (issue 20), from the server's own rule (the one
 * the customer menu uses) over what is saved: opening hours, menu-type hours, closures, a store
 * out of operation, orders paused.
 */
export function OrderingPreview({ kind, business }: { kind: BusinessKind; business: Business }) {
  const { t } = useOwnerT();
  const branches = useBranchesQuery(kind);
  const now = new Date();
  const [date, setDate] = useState(() => localDateOf(now, business.timeZone));
  const [time, setTime] = useState(() => clockOf(localMinutesOf(now, business.timeZone)));
  const [chosenBranch, setChosenBranch] = useState<string | null>(null);
  const branchId = chosenBranch ?? branches.data?.[0]?.id ?? null;
  const validTime = /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
  const preview = useQuery({
    queryKey: queryKeys.orderingPreview(kind, branchId, { date, time }, business.updatedAt),
    queryFn: () => fetchOrderingPreview(kind, { branchId: branchId ?? '', date, time }),
    enabled: branchId !== null && date !== '' && validTime,
  });

  return (
    <Box component="section" aria-labelledby="ordering-preview-title">
      <Typography id="ordering-preview-title" variant="h6" component="h2">
        {t('Can guests order?')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t(
          'Pick a day and time ({{timeZone}}) to see whether guests can order and which rule decides. It reads what is saved.',
          { timeZone: business.timeZone },
        )}
      </Typography>
      {branches.data && branches.data.length === 0 ? (
        <Alert severity="info">{t('Add a store name on SERVICE SETTINGS to see a preview.')}</Alert>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
              mb: 2,
            }}
          >
            {branches.data && branches.data.length > 1 ? (
              <TextField
                select
                size="small"
                label={t('Store name')}
                value={branchId ?? ''}
                onChange={(event) => setChosenBranch(event.target.value)}
              >
                {branches.data.map((branch) => (
                  <MenuItem key={branch.id} value={branch.id}>
                    {branch.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <TextField
              type="date"
              size="small"
              label={t('Day')}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="time"
              size="small"
              label={t('Time')}
              value={time}
              onChange={(event) => setTime(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          {preview.data ? (
            <PreviewVerdict preview={preview.data} />
          ) : preview.isError ? (
            <Alert severity="error">{errorMessageOf(preview.error).toUpperCase()}</Alert>
          ) : (
            <Skeleton variant="rounded" height={72} aria-label={t('Loading the preview')} />
          )}
        </>
      )}
    </Box>
  );
}
