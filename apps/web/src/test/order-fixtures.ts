import { vi } from 'vitest';
import type { BoardOrder, BoardTicket, OwnerOrderList } from '@scanorder/shared/ordering/board';
import { twoHotPaneerTikka } from '@scanorder/shared/ordering/test-fixtures';

let orderCounter = 0;
const BUSINESS_ID = '11111111-1111-4111-8111-111111111111';
export const BRANCH_ID = '22222222-2222-4222-8222-222222222222';

/** A ticket as the board's list and stream carry it: a dine-in order of one line, Needs Action. */
export function makeBoardTicket(overrides: Partial<BoardTicket> = {}): BoardTicket {
  orderCounter += 1;
  const createdAt = overrides.createdAt ?? new Date(Date.now() - 5 * 60_000).toISOString();
  return {
    id: `33333333-3333-4333-8333-${String(orderCounter).padStart(12, '0')}`,
    accountId: '44444444-4444-4444-8444-444444444444',
    kind: 'restaurant',
    businessId: BUSINESS_ID,
    branchId: BRANCH_ID,
    referenceNumber: orderCounter,
    reference: String(orderCounter).padStart(5, '0'),
    status: 'Order Placed',
    ownerLabel: 'Needs Action',
    modified: false,
    changes: [],
    cancelDescription: null,
    cancelledFrom: null,
    readyBy: null,
    storeName: 'Main Street',
    identifier: 'Table 4',
    fulfilment: { type: 'dine-in' },
    scheduledFor: null,
    customer: {
      firstName: 'Asha',
      lastName: 'Rao',
      mobileNo: '9876543210',
      emailAddress: 'asha@example.com',
      streetAddress: null,
      buildingNumber: null,
      stateName: null,
      zipCode: null,
    },
    lines: [
      twoHotPaneerTikka({
        menuItemId: '55555555-5555-4555-8555-000000000001',
        unitPriceMinor: 25_000,
        hotPriceMinor: 0,
        instruction: 'No onions',
      }),
    ],
    totals: {
      currency: 'INR',
      subtotalMinor: 50_000,
      taxMinor: 2_500,
      serviceChargeMinor: 0,
      tipMinor: 0,
      totalMinor: 52_500,
      includeTaxCalculation: true,
      taxTypeName: 'GST',
      taxPercentage: 5,
      includeTips: false,
      tipPercentage: 0,
      serviceChargePercentage: 0,
    },
    additionalData: [{ key: 'Floor', value: 'Terrace' }],
    timeZone: 'Asia/Kolkata',
    version: 1,
    createdAt,
    updatedAt: createdAt,
    distanceVerified: true,
    personalDataErased: false,
    payment: null,
    ...overrides,
  };
}

/** The same order opened (`GET /api/v1/orders/:id`): its history, edits and business. */
export function makeBoardOrder(
  ticket: BoardTicket,
  overrides: Partial<BoardOrder> = {},
): BoardOrder {
  return {
    ...ticket,
    business: {
      name: 'Spice Garden',
      logoUrl: null,
      address: '12 MG Road',
      countryCode: '+91',
      mobileNo: '9876543210',
      timeZone: ticket.timeZone,
    },
    expiredAt: '2031-01-01T00:00:00.000Z',
    events: [
      {
        fromStatus: null,
        toStatus: 'Order Placed',
        actor: 'customer',
        actorName: 'Customer',
        at: ticket.createdAt,
      },
    ],
    edits: [],
    ...overrides,
  };
}

export function makeOrderList(orders: BoardTicket[], overrides: Partial<OwnerOrderList> = {}) {
  return {
    orders,
    kitchen: { prepTimeMinutes: 15, ticketAmberMinutes: 10, ticketRedMinutes: 20 },
    serverTime: new Date().toISOString(),
    timeZone: 'Asia/Kolkata',
    today: '2030-01-01',
    truncated: false,
    nextCursor: null,
    ...overrides,
  } satisfies OwnerOrderList;
}

type Listener = (event: MessageEvent<string>) => void;

/** A stand-in for the browser's EventSource: tests push `order` and `resync` events by hand. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, data = '') {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data }));
  }

  /** Installs the fake as the global EventSource; returns the class to reach its instances. */
  static install() {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    return FakeEventSource;
  }

  static latest(): FakeEventSource {
    const stream = FakeEventSource.instances.at(-1);
    if (!stream) throw new Error('No EventSource was opened');
    return stream;
  }
}
