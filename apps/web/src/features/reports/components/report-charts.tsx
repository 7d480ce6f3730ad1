import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { FULFILMENT_LABEL, type Report } from '@scanorder/shared/reports/reports';
import { formatMinor } from '@scanorder/shared/money/format';
import { hourLabel, shortDate, weekdayLabel } from './report-format.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** The SVG says nothing to a screen reader: a figure names what it shows, the table view has it. */
function ChartFigure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box role="figure" aria-label={label} sx={{ width: '100%', minWidth: 0 }}>
      {children}
    </Box>
  );
}

export function SalesChart({ report }: { report: Report }) {
  const { t, intlLocale } = useOwnerT();
  const theme = useTheme();
  const { granularity, buckets } = report.sales;
  const labels = buckets.map((bucket) =>
    granularity === 'hour' ? hourLabel(bucket.key) : shortDate(bucket.key, intlLocale),
  );
  return (
    <ChartFigure
      label={
        granularity === 'hour'
          ? t('Gross sales by hour (bar chart)')
          : t('Gross sales by day (bar chart)')
      }
    >
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: labels }]}
        yAxis={[
          {
            width: 72,
            valueFormatter: (value: number) =>
              formatMinor(value * 100, report.currency, intlLocale)
                // Whole amounts on the axis: '₹1,000' and '1000 ₹', not '₹1,000.00'.
                .replace(/[.,]00(?=\D*$)/, ''),
          },
        ]}
        series={[
          {
            data: buckets.map((bucket) => bucket.salesMinor / 100),
            label: t('Gross sales'),
            color: theme.palette.primary.main,
            valueFormatter: (value) =>
              value === null
                ? ''
                : formatMinor(Math.round(value * 100), report.currency, intlLocale),
          },
        ]}
        hideLegend
        skipAnimation
      />
    </ChartFigure>
  );
}

/** Orders by weekday and hour as a grid of shaded cells: darker is busier. */
export function BusyHoursHeatMap({ report }: { report: Report }) {
  const { t } = useOwnerT();
  const theme = useTheme();
  const max = Math.max(1, ...report.busyHours.map((cell) => cell.orders));
  const busiest = report.busyHours.reduce((best, cell) =>
    cell.orders > best.orders ? cell : best,
  );
  const label =
    busiest.orders === 0
      ? t('Orders by hour of the week: no orders in this range')
      : t(
          'Orders by hour of the week (heat map); busiest: {{weekday}} {{hour}} with {{count}} orders',
          {
            weekday: t(weekdayLabel(busiest.weekday)),
            hour: hourLabel(busiest.hour),
            count: busiest.orders,
          },
        );
  return (
    <ChartFigure label={label}>
      {/* Wider than a phone: the keyboard scrolls it too, so it takes the focus (axe's
          scrollable-region-focusable); the table view has the figures for screen readers. */}
      <Box tabIndex={0} role="group" aria-label={label} sx={{ overflowX: 'auto' }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            gridTemplateColumns: '36px repeat(24, minmax(14px, 1fr))',
            gap: '2px',
            minWidth: 420,
            fontSize: 11,
          }}
        >
          <span />
          {Array.from({ length: 24 }, (_, hour) => (
            <Box key={hour} sx={{ textAlign: 'center', color: 'text.secondary' }}>
              {hour % 3 === 0 ? hour : ''}
            </Box>
          ))}
          {Array.from({ length: 7 }, (_, weekday) => [
            <Box key={`label-${weekday}`} sx={{ color: 'text.secondary', alignSelf: 'center' }}>
              {t(weekdayLabel(weekday))}
            </Box>,
            ...report.busyHours
              .filter((cell) => cell.weekday === weekday)
              .map((cell) => (
                <Box
                  key={`${weekday}-${cell.hour}`}
                  title={t('{{weekday}} {{hour}}: {{count}} orders', {
                    weekday: t(weekdayLabel(weekday)),
                    hour: hourLabel(cell.hour),
                    count: cell.orders,
                  })}
                  sx={{
                    height: 22,
                    borderRadius: 0.5,
                    bgcolor:
                      cell.orders === 0
                        ? 'action.hover'
                        : alpha(theme.palette.primary.main, 0.15 + 0.85 * (cell.orders / max)),
                    printColorAdjust: 'exact',
                    WebkitPrintColorAdjust: 'exact',
                  }}
                />
              )),
          ])}
        </Box>
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('Darker is busier; the busiest hour has')} {max === 1 && busiest.orders === 0 ? 0 : max}{' '}
        {t('orders.')}
      </Typography>
    </ChartFigure>
  );
}

interface SellersChartProps {
  title: string;
  rows: { name: string; quantity: number }[];
}

export function SellersChart({ title, rows }: SellersChartProps) {
  const { t } = useOwnerT();
  const theme = useTheme();
  if (rows.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('{{title}}: nothing sold in this range.', { title })}
      </Typography>
    );
  return (
    <ChartFigure label={t('{{title}} by quantity (bar chart)', { title })}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <BarChart
        layout="horizontal"
        height={Math.max(120, rows.length * 30 + 40)}
        yAxis={[{ scaleType: 'band', data: rows.map((row) => row.name), width: 130 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[
          {
            data: rows.map((row) => row.quantity),
            label: t('Quantity'),
            color: theme.palette.secondary.main,
          },
        ]}
        hideLegend
        skipAnimation
      />
    </ChartFigure>
  );
}

export function FulfilmentChart({ report }: { report: Report }) {
  const { t } = useOwnerT();
  const theme = useTheme();
  const data = report.fulfilment
    .filter((row) => row.orders > 0)
    .map((row) => ({ id: row.type, value: row.orders, label: t(FULFILMENT_LABEL[row.type]) }));
  if (data.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('No orders in this range.')}
      </Typography>
    );
  return (
    <ChartFigure label={t('Orders by fulfilment (pie chart)')}>
      <PieChart
        height={220}
        colors={[
          theme.palette.primary.main,
          theme.palette.secondary.main,
          theme.palette.text.secondary,
        ]}
        series={[{ data, innerRadius: 50, arcLabel: (item) => String(item.value) }]}
        skipAnimation
      />
    </ChartFigure>
  );
}

/** Minutes to one decimal, grouped as the owner's language writes numbers. */
const minutesFormat = (locale: string | undefined) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

export function KitchenTimesChart({ report }: { report: Report }) {
  const { t, intlLocale } = useOwnerT();
  const rows = report.kitchenTimes;
  if (rows.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('No order was accepted in this range.')}
      </Typography>
    );
  const minutes = (seconds: number | null) =>
    seconds === null ? null : Math.round(seconds / 6) / 10;
  return (
    <ChartFigure label={t('Kitchen times in minutes by hour placed (line chart)')}>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: rows.map((row) => hourLabel(row.hour)) }]}
        yAxis={[
          {
            label: t('minutes'),
            // A scheduled order accepted the day before its slot waits thousands of minutes: the
            // axis takes the width its longest label needs rather than cutting "6,732" to "67…".
            width: 'auto',
            tickMinStep: 0.5,
            valueFormatter: (value: number) => minutesFormat(intlLocale).format(value),
          },
        ]}
        series={[
          {
            data: rows.map((row) => minutes(row.accepted.median)),
            label: t('Placed → accepted, median'),
            connectNulls: true,
            showMark: true,
          },
          {
            data: rows.map((row) => minutes(row.accepted.p90)),
            label: t('Placed → accepted, 90th percentile'),
            connectNulls: true,
            showMark: true,
          },
          {
            data: rows.map((row) => minutes(row.ready.median)),
            label: t('Accepted → ready, median'),
            connectNulls: true,
            showMark: true,
          },
          {
            data: rows.map((row) => minutes(row.ready.p90)),
            label: t('Accepted → ready, 90th percentile'),
            connectNulls: true,
            showMark: true,
          },
        ]}
        skipAnimation
      />
    </ChartFigure>
  );
}
