import Box from '@mui/material/Box';
import { FULFILMENT_LABEL, type Report, type ReportName } from '@scanorder/shared/reports/reports';
import {
  BusyHoursHeatMap,
  FulfilmentChart,
  KitchenTimesChart,
  SalesChart,
  SellersChart,
} from './report-charts.tsx';
import { formatMinor } from '@scanorder/shared/money/format';
import { duration, hourLabel, shortDate, weekdayLabel } from './report-format.ts';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface ReportSectionsProps {
  report: Report;
  csvHref: (name: ReportName) => string;
}

/** Every chart of the dashboard, each with its table view and CSV. */
export function ReportSections({ report, csvHref }: ReportSectionsProps) {
  const { t, intlLocale } = useOwnerT();
  const { currency } = report;
  const byHour = report.sales.granularity === 'hour';
  const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };
  return (
    <Box className="report-flow" sx={{ display: 'grid', gap: 3 }}>
      <ReportSection
        title={t('Sales')}
        description={
          byHour
            ? t(
                'Gross sales (items, before tax, tips and service charge) by hour; cancelled orders left out',
              )
            : t(
                'Gross sales (items, before tax, tips and service charge) by day; cancelled orders left out',
              )
        }
        csvHref={csvHref('sales')}
        csvLabel="sales"
        chart={<SalesChart report={report} />}
        table={
          <ReportTable
            caption={byHour ? t('Sales by hour') : t('Sales by day')}
            headers={[byHour ? 'Hour' : 'Date', 'Orders', 'Gross sales']}
            rows={report.sales.buckets.map((bucket) => [
              byHour ? hourLabel(bucket.key) : shortDate(bucket.key, intlLocale),
              bucket.orders,
              formatMinor(bucket.salesMinor, currency, intlLocale),
            ])}
          />
        }
      />
      <ReportSection
        title={t('Busy hours')}
        description={t('Orders by weekday and hour of the day, in {{timeZone}}', {
          timeZone: report.timeZone,
        })}
        csvHref={csvHref('busy-hours')}
        csvLabel="busy hours"
        chart={<BusyHoursHeatMap report={report} />}
        table={
          <ReportTable
            caption={t('Orders by weekday and hour (hours with orders)')}
            headers={['Weekday', 'Hour', 'Orders']}
            rows={report.busyHours
              .filter((cell) => cell.orders > 0)
              .map((cell) => [t(weekdayLabel(cell.weekday)), hourLabel(cell.hour), cell.orders])}
          />
        }
      />
      <ReportSection
        title={t('Best and worst sellers')}
        description={t('Items by quantity sold; the least sold leave out the best sellers')}
        csvHref={csvHref('items')}
        csvLabel="best and worst sellers"
        chart={
          <Box className="report-flow" sx={twoColumns}>
            <SellersChart title={t('Best sellers')} rows={report.items.best} />
            <SellersChart title={t('Worst sellers')} rows={report.items.worst} />
          </Box>
        }
        table={
          <ReportTable
            caption={t('Best and worst sellers')}
            headers={['Item', 'List', 'Quantity', 'Sales']}
            rows={[
              ...report.items.best.map((row) => [
                row.name,
                t('Best'),
                row.quantity,
                formatMinor(row.salesMinor, currency, intlLocale),
              ]),
              ...report.items.worst.map((row) => [
                row.name,
                t('Worst'),
                row.quantity,
                formatMinor(row.salesMinor, currency, intlLocale),
              ]),
            ]}
          />
        }
      />
      <ReportSection
        title={t('Options')}
        description={t('Options chosen most and least (a count of 2 on a line of 3 is 6)')}
        csvHref={csvHref('options')}
        csvLabel="options"
        chart={
          <Box className="report-flow" sx={twoColumns}>
            <SellersChart
              title={t('Most chosen options')}
              rows={report.options.best.map((row) => ({
                name: `${row.option} (${row.group})`,
                quantity: row.quantity,
              }))}
            />
            <SellersChart
              title={t('Least chosen options')}
              rows={report.options.worst.map((row) => ({
                name: `${row.option} (${row.group})`,
                quantity: row.quantity,
              }))}
            />
          </Box>
        }
        table={
          <ReportTable
            caption={t('Options chosen')}
            headers={['Option', 'Group', 'List', 'Quantity', 'Added sales']}
            rows={[
              ...report.options.best.map((row) => [
                row.option,
                row.group,
                t('Most'),
                row.quantity,
                formatMinor(row.salesMinor, currency, intlLocale),
              ]),
              ...report.options.worst.map((row) => [
                row.option,
                row.group,
                t('Least'),
                row.quantity,
                formatMinor(row.salesMinor, currency, intlLocale),
              ]),
            ]}
          />
        }
      />
      <Box className="report-flow" sx={twoColumns}>
        <ReportSection
          title={t('Fulfilment mix')}
          description={t('Orders by dine-in, pickup and delivery')}
          csvHref={csvHref('fulfilment')}
          csvLabel="fulfilment mix"
          chart={<FulfilmentChart report={report} />}
          table={
            <ReportTable
              caption={t('Orders by fulfilment')}
              headers={['Fulfilment', 'Orders', 'Gross sales']}
              rows={report.fulfilment.map((row) => [
                t(FULFILMENT_LABEL[row.type]),
                row.orders,
                formatMinor(row.salesMinor, currency, intlLocale),
              ])}
            />
          }
        />
        <ReportSection
          title={t('Kitchen times')}
          description={t(
            'From the status changes: placed to accepted and accepted to ready, median and 90th percentile by hour placed',
          )}
          csvHref={csvHref('kitchen-times')}
          csvLabel="kitchen times"
          chart={<KitchenTimesChart report={report} />}
          table={
            <ReportTable
              caption={t('Kitchen times by hour placed')}
              headers={[
                'Hour',
                'Accepted (orders)',
                'To accept, median',
                'To accept, 90th',
                'Ready (orders)',
                'To ready, median',
                'To ready, 90th',
              ]}
              rows={report.kitchenTimes.map((row) => [
                hourLabel(row.hour),
                row.accepted.samples,
                duration(row.accepted.median),
                duration(row.accepted.p90),
                row.ready.samples,
                duration(row.ready.median),
                duration(row.ready.p90),
              ])}
            />
          }
        />
      </Box>
    </Box>
  );
}
