import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  COUNT_FIGURES,
  percentChange,
  SUMMARY_FIGURES,
  SUMMARY_LABEL,
  type Report,
  type SummaryFigure,
} from '@scanorder/shared/reports/reports';
import { formatMinor } from '@scanorder/shared/money/format';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** Where a rise is bad news, its change is shown in the warning colour. */
const RISE_IS_BAD: readonly SummaryFigure[] = ['cancelledOrders', 'cancelledMinor'];

function Change({
  figure,
  current,
  previous,
  previousOrders,
}: {
  figure: SummaryFigure;
  current: number;
  previous: number;
  /** The previous period's orders: a figure can be nothing (no service charge) beside orders. */
  previousOrders: number;
}) {
  const { t } = useOwnerT();
  // Nothing before and nothing now is no change; something now against nothing before has no
  // percentage: "None" when the period had orders, else that it had none.
  const change =
    previousOrders > 0 && current === 0 && previous === 0 ? 0 : percentChange(current, previous);
  if (change === null)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {previousOrders === 0
          ? t('No orders in the previous period')
          : t('None in the previous period')}
      </Typography>
    );
  const good = change === 0 ? null : change > 0 !== RISE_IS_BAD.includes(figure);
  const arrow = change > 0 ? '▲' : change < 0 ? '▼' : '';
  return (
    <Typography
      variant="body2"
      sx={{ color: good === null ? 'text.secondary' : good ? 'success.main' : 'error.main' }}
    >
      <span aria-hidden>{arrow} </span>
      {change > 0
        ? t('Up {{change}}%', { change })
        : change < 0
          ? t('Down {{change}}%', { change: -change })
          : t('No change')}{' '}
      {t('on the previous period')}
    </Typography>
  );
}

/** The range's figures, each beside the period of the same length before it. */
export function SummaryCards({ report }: { report: Report }) {
  const { t, intlLocale } = useOwnerT();
  return (
    <Box
      component="ul"
      aria-label={t('Figures of the range')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {SUMMARY_FIGURES.map((figure) => {
        const { current, previous } = report.summary[figure];
        const show = (value: number) =>
          COUNT_FIGURES.includes(figure)
            ? value.toLocaleString(intlLocale ?? 'en-IN')
            : formatMinor(value, report.currency, intlLocale);
        return (
          <Paper component="li" key={figure} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(SUMMARY_LABEL[figure])}
            </Typography>
            <Typography variant="h5" component="p" sx={{ wordBreak: 'break-word' }}>
              {/* On a phone's half-width card "2406,00 INR" breaks at its space, not as "I / NR". */}
              {show(current).replace(/\u00a0/g, ' ')}
            </Typography>
            <Change
              figure={figure}
              current={current}
              previous={previous}
              previousOrders={report.summary.orders.previous}
            />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('Previous:')} {show(previous)}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
