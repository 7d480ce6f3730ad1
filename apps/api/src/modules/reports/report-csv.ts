import {
  COUNT_FIGURES,
  FULFILMENT_LABEL,
  percentChange,
  SUMMARY_FIGURES,
  SUMMARY_LABEL,
  WEEKDAY_LABEL,
  type Report,
  type ReportName,
} from '@scanorder/shared/reports/reports';
import type { CsvDialect } from '@scanorder/shared/http/csv-download';
import { csvFileOf, decimalOf } from '../../http/csv.ts';

type Cell = string | number | null;

function table(report: Report, name: ReportName, dialect: CsvDialect): Cell[][] {
  const money = (minor: number) => decimalOf(minor, 2, dialect.decimal);
  switch (name) {
    case 'summary':
      return [
        ['Figure', 'Current', 'Previous', 'Change %', 'Currency'],
        ...SUMMARY_FIGURES.map((figure) => {
          const { current, previous } = report.summary[figure];
          const isCount = COUNT_FIGURES.includes(figure);
          return [
            SUMMARY_LABEL[figure],
            isCount ? current : money(current),
            isCount ? previous : money(previous),
            percentChange(current, previous),
            isCount ? '' : report.currency,
          ];
        }),
      ];
    case 'sales':
      return [
        [
          report.sales.granularity === 'hour' ? 'Hour' : 'Date',
          'Orders',
          'Gross sales',
          'Currency',
        ],
        ...report.sales.buckets.map((bucket) => [
          report.sales.granularity === 'hour' ? `${bucket.key}:00` : bucket.key,
          bucket.orders,
          money(bucket.salesMinor),
          report.currency,
        ]),
      ];
    case 'busy-hours':
      return [
        ['Weekday', 'Hour', 'Orders'],
        ...report.busyHours.map((cell) => [
          WEEKDAY_LABEL[cell.weekday] ?? '',
          `${String(cell.hour).padStart(2, '0')}:00`,
          cell.orders,
        ]),
      ];
    case 'items':
      return [
        ['List', 'Item', 'Quantity', 'Sales', 'Currency'],
        ...(['best', 'worst'] as const).flatMap((list) =>
          report.items[list].map((row) => [
            list === 'best' ? 'Best seller' : 'Worst seller',
            row.name,
            row.quantity,
            money(row.salesMinor),
            report.currency,
          ]),
        ),
      ];
    case 'options':
      return [
        ['List', 'Group', 'Option', 'Quantity', 'Added sales', 'Currency'],
        ...(['best', 'worst'] as const).flatMap((list) =>
          report.options[list].map((row) => [
            list === 'best' ? 'Best seller' : 'Worst seller',
            row.group,
            row.option,
            row.quantity,
            money(row.salesMinor),
            report.currency,
          ]),
        ),
      ];
    case 'fulfilment':
      return [
        ['Fulfilment', 'Orders', 'Gross sales', 'Currency'],
        ...report.fulfilment.map((row) => [
          FULFILMENT_LABEL[row.type],
          row.orders,
          money(row.salesMinor),
          report.currency,
        ]),
      ];
    case 'kitchen-times':
      return [
        [
          'Hour placed',
          'Accepted: orders',
          'Placed to accepted, median (s)',
          'Placed to accepted, 90th percentile (s)',
          'Ready: orders',
          'Accepted to ready, median (s)',
          'Accepted to ready, 90th percentile (s)',
        ],
        ...report.kitchenTimes.map((row) => [
          `${String(row.hour).padStart(2, '0')}:00`,
          row.accepted.samples,
          row.accepted.median,
          row.accepted.p90,
          row.ready.samples,
          row.ready.median,
          row.ready.p90,
        ]),
      ];
    default:
      return name satisfies never;
  }
}

/**
 * One report as a CSV file in the owner app language's dialect (`csvFileOf`, like the orders
 * export); the file name carries the range it covers.
 */
export function reportCsv(report: Report, name: ReportName, dialect: CsvDialect): string {
  return csvFileOf(table(report, name, dialect), dialect);
}
