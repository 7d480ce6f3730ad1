import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  REPORT_RANGE_LABEL,
  REPORT_RANGES,
  reportQuerySchema,
  type ReportRange,
  type ReportRequest,
} from '@scanorder/shared/reports/reports';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useBranchesQuery } from '../../../api/branches.ts';
import { errorMessageOf } from '../../../api/client.ts';
import { fetchReport, reportCsvHref, reportQueryKey } from '../api/reports-api.ts';
import { shortDate } from './report-format.ts';
import { ReportSections } from './report-sections.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';

interface ReportsTabProps {
  kind: BusinessKind;
  business: { id: string; businessName: string; timeZone: string; menuCurrency: string };
}

/** Printing the dashboard: the report only, no app bar, tabs or buttons, no card split over pages. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, footer, .MuiTabs-root, .report-no-print, a[href$="overview"]': {
          display: 'none !important',
        },
        '.report-section, .report-summary li': { breakInside: 'avoid' },
        // Chromium does not keep a grid's items whole across pages (the footnote was printed over
        // the last two cards): on paper the report flows as one column of blocks.
        '.report-flow': { display: 'block !important' },
        '.report-flow > * + *': { marginTop: '24px !important' },
        body: { background: '#fff' },
        main: { padding: '0 !important' },
      },
    }}
  />
);

/** One end of a custom range: a date, with the range's rule broken on it as its helper text. */
function RangeDateField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      error={Boolean(error)}
      helperText={error}
      sx={{ flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
    />
  );
}

/**
 * The REPORTS tab (admins and managers): a range and a branch, the figures against the period
 * before, and the charts. Loaded on its own (a lazy chunk with the chart library) when opened.
 */
export function ReportsTab({ kind, business }: ReportsTabProps) {
  const { t, intlLocale, locale } = useOwnerT();
  const [range, setRange] = useState<ReportRange>('today');
  const [branchId, setBranchId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const request: ReportRequest = {
    businessId: business.id,
    range,
    ...(branchId ? { branchId } : {}),
    ...(range === 'custom' ? { from, to } : {}),
  };
  const checked = reportQuerySchema.safeParse(request);
  const fieldError = (field: 'from' | 'to') =>
    range === 'custom' && (from || to) && !checked.success
      ? checked.error.issues.find((issue) => issue.path[0] === field)?.message
      : undefined;

  const branches = useBranchesQuery(kind);
  const report = useQuery({
    queryKey: reportQueryKey(kind, request),
    queryFn: ({ signal }) => fetchReport(kind, request, signal),
    enabled: checked.success,
    placeholderData: keepPreviousData,
  });

  // A custom range not yet whole asks for its dates; the last range's report is not shown under it
  // as if it were this one's.
  const data = checked.success ? report.data : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {printStyles}
      <Box
        className="report-no-print"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          select
          label={t('Date range')}
          value={range}
          onChange={(event) => setRange(event.target.value as ReportRange)}
          sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {REPORT_RANGES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(REPORT_RANGE_LABEL[value])}
            </MenuItem>
          ))}
        </TextField>
        {range === 'custom' ? (
          <>
            <RangeDateField
              label={t('From date')}
              value={from}
              onChange={setFrom}
              error={fieldError('from')}
            />
            <RangeDateField
              label={t('To date')}
              value={to}
              onChange={setTo}
              error={fieldError('to')}
            />
          </>
        ) : null}
        <TextField
          select
          label={t('Store name')}
          value={branchId}
          onChange={(event) => setBranchId(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          <MenuItem value="">{t('All store names')}</MenuItem>
          {(branches.data ?? []).map((branch) => (
            <MenuItem key={branch.id} value={branch.id}>
              {branch.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          sx={{ alignSelf: 'center', ml: { sm: 'auto' } }}
        >
          {t('Print')}
        </Button>
      </Box>

      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {report.isFetching ? t('Loading the report') : data ? t('Report updated') : ''}
      </Box>
      {report.isError ? (
        <QueryErrorAlert
          message={t(errorMessageOf(report.error))}
          error={report.error}
          onRetry={report.refetch}
        />
      ) : null}
      {range === 'custom' && !checked.success && !(from || to) ? (
        <Alert severity="info">{t('Choose the From date and the To date of the report.')}</Alert>
      ) : null}
      {data ? (
        <Box
          className="report-flow"
          sx={{ display: 'grid', gap: 3, opacity: report.isPlaceholderData ? 0.6 : 1 }}
        >
          <Box>
            <Typography variant="h5" component="h2">
              {t('Report of {{name}}', { name: business.businessName })}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {data.span.days === 1
                ? shortDate(data.span.from, intlLocale)
                : `${shortDate(data.span.from, intlLocale)} – ${shortDate(data.span.to, intlLocale)}`}
              {` (${t('{{count}} days', { count: data.span.days })}) · `}
              {branchId
                ? (branches.data?.find((branch) => branch.id === branchId)?.name ?? t('One store'))
                : t('All store names')}
              {` · ${data.currency} · ${data.timeZone} · ${t('compared with')} ${shortDate(data.previousSpan.from, intlLocale)}`}
              {data.span.days === 1 ? '' : ` – ${shortDate(data.previousSpan.to, intlLocale)}`}
              {data.previousSpan.until
                ? ` ${t('until {{time}}', { time: data.previousSpan.until })}`
                : ''}
            </Typography>
          </Box>
          <Box className="report-summary">
            <SummaryCards report={data} />
          </Box>
          <ReportSections
            report={data}
            csvHref={(name) => reportCsvHref(kind, request, name, locale)}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(
              "Orders count by the day they were placed, in the business's time zone. Amounts are what was ordered: guest payments, refunds and tips added when paying are not counted here yet.",
            )}
          </Typography>
        </Box>
      ) : report.isPending && checked.success ? (
        <Box aria-busy>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={300} sx={{ mt: 3 }} />
        </Box>
      ) : null}
    </Box>
  );
}
