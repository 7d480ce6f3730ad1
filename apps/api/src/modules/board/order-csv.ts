import type { BoardTicket } from '@scanorder/shared/ordering/board';
import type { FulfilmentType } from '@scanorder/shared/ordering/order-status';
import { currencyExponent } from '@scanorder/shared/money/currency-units';
import type { CsvDialect } from '@scanorder/shared/http/csv-download';
import { csvFileOf, decimalOf } from '../../http/csv.ts';
import { localDateTimeOf } from './board-filters.ts';

const FULFILMENT_LABEL: Record<FulfilmentType, string> = {
  'dine-in': 'Dine-in',
  pickup: 'Pickup',
  delivery: 'Delivery',
};

export const CSV_HEADER = [
  'Order ID',
  'Reference No',
  'Status',
  'Store name',
  'Identifier',
  'Fulfilment',
  'Scheduled for',
  'First name',
  'Last name',
  'Mobile number',
  'Email',
  'Address',
  'Items',
  'Currency',
  'Subtotal',
  'Tax',
  'Service charge',
  'Tip',
  'Total',
  'Modified',
  'Distance verified',
  'Cancel description',
  'Additional data',
  'Created',
  'Last updated',
  'Payment',
  'Paid',
  'Paid tip',
  'Refunded',
  'Card last 4',
] as const;

function itemsOf(order: BoardTicket): string {
  return order.lines
    .map((line) => {
      const variant = line.variant ? ` (${line.variant.variantName}: ${line.variant.value})` : '';
      const options = line.options.length
        ? ` [${line.options.map((option) => (option.count > 1 ? `${option.value} x${option.count}` : option.value)).join(', ')}]`
        : '';
      const instruction = line.instruction ? ` - ${line.instruction}` : '';
      return `${line.quantity} x ${line.name}${variant}${options}${instruction}`;
    })
    .join('; ');
}

function addressOf(order: BoardTicket): string {
  const { buildingNumber, streetAddress, stateName, zipCode } = order.customer;
  return [buildingNumber, streetAddress, stateName, zipCode].filter(Boolean).join(', ');
}

/** What was paid online, in the payment's own currency units (decision 039). */
function paymentCells(order: BoardTicket, dialect: CsvDialect): string[] {
  const { payment } = order;
  if (!payment) return ['Unpaid', '', '', '', ''];
  const amount = (minor: number) =>
    decimalOf(minor, currencyExponent(payment.currency), dialect.decimal);
  return [
    payment.state,
    amount(payment.paidMinor),
    amount(payment.tipMinor),
    amount(payment.refundedMinor),
    payment.cardLast4 ?? '',
  ];
}

/** The orders as a CSV file in the owner app language's dialect (`csvFileOf`). */
export function ordersCsv(orders: BoardTicket[], timeZone: string, dialect: CsvDialect): string {
  const local = (iso: string | null) => (iso ? localDateTimeOf(new Date(iso), timeZone) : '');
  const money = (minor: number) => decimalOf(minor, 2, dialect.decimal);
  const rows = orders.map((order) => [
    order.reference,
    order.id,
    order.status,
    order.storeName,
    order.identifier,
    FULFILMENT_LABEL[order.fulfilment.type],
    local(order.scheduledFor),
    order.customer.firstName,
    order.customer.lastName,
    order.customer.mobileNo,
    order.customer.emailAddress,
    addressOf(order),
    itemsOf(order),
    order.totals.currency,
    money(order.totals.subtotalMinor),
    money(order.totals.taxMinor),
    money(order.totals.serviceChargeMinor),
    money(order.totals.tipMinor),
    money(order.totals.totalMinor),
    order.modified ? 'Yes' : 'No',
    order.distanceVerified ? 'Yes' : 'No',
    order.cancelDescription ?? '',
    order.additionalData.map((entry) => `${entry.key}: ${entry.value}`).join('; '),
    local(order.createdAt),
    local(order.updatedAt),
    ...paymentCells(order, dialect),
  ]);
  return csvFileOf([CSV_HEADER, ...rows], dialect);
}
