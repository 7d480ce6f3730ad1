import type { SuccessOf } from '@scanorder/shared/api/contract';
// Types only: the contract's zod schemas stay out of the guest pages' JavaScript.
import type { publicOrderingRoutes } from '@scanorder/shared/api/ordering';
import { parseAppError } from '@scanorder/shared/errors/app-error';
import type { Order, PlaceOrderRequest } from '@scanorder/shared/ordering/place-order';
import { PublicApiError, publicRequest } from '../lib/api.ts';
import { readStored, removeStored, writeStored } from '../lib/storage.ts';

/** An order the customer placed that has not reached the server yet (kept across reloads). */
export interface PendingOrder {
  request: PlaceOrderRequest;
  savedAt: number;
}

export type SendState =
  | { status: 'idle' }
  /** A request is on its way. */
  | { status: 'sending' }
  /**
   * The order waits on the phone and is sent again: the phone is offline (or the server cannot be
   * reached), or the server failed to create it ('server').
   */
  | { status: 'waiting'; reason: 'offline' | 'server' }
  /** The server refused it (closed, full slot, validation): nothing was placed. */
  | {
      status: 'failed';
      message: string;
      field: string | undefined;
      /** A message built with values: its key and values, so the page words it (guest-message.ts). */
      key?: string | undefined;
      values?: Record<string, string | number> | undefined;
    }
  | { status: 'placed'; order: Order };

/** Sends again this often while waiting, besides the browser's `online` event. */
export const RETRY_MS = 3000;

export interface OrderSenderOptions {
  storageKey: string;
  post?: (request: PlaceOrderRequest) => Promise<Order>;
  onChange: (state: SendState) => void;
}

const placeOrder = (request: PlaceOrderRequest) =>
  publicRequest<SuccessOf<typeof publicOrderingRoutes.place>>('/api/v1/public/orders', {
    method: 'POST',
    body: request,
  });

/**
 * Places an order exactly once, even over a bad connection. The request (with its idempotency key,
 * made once per checkout) is saved on the phone before it is sent; a network failure leaves it
 * saved and it is sent again when the browser comes back online (and every few seconds), one
 * request at a time. The server answers a repeated key with the first order, so however many
 * attempts it takes, one order exists. A refusal removes it: the customer fixes and places again.
 */
export class OrderSender {
  private state: SendState = { status: 'idle' };
  private inFlight = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private started = false;
  private readonly post: (request: PlaceOrderRequest) => Promise<Order>;

  constructor(private readonly options: OrderSenderOptions) {
    this.post = options.post ?? placeOrder;
  }

  get current(): SendState {
    return this.state;
  }

  get pending(): PendingOrder | null {
    return readStored<PendingOrder>(this.options.storageKey);
  }

  /** Listens for the connection and resumes an order left waiting by an earlier visit. */
  start(): void {
    if (this.started) return;
    this.started = true;
    window.addEventListener('online', this.onOnline);
    if (this.pending) {
      this.set({ status: 'waiting', reason: 'offline' });
      void this.attempt();
    }
  }

  stop(): void {
    this.started = false;
    window.removeEventListener('online', this.onOnline);
    this.clearTimer();
  }

  /** Places the order; a second tap while one is on its way or waiting does nothing. */
  place(request: PlaceOrderRequest): void {
    if (this.state.status === 'sending' || this.state.status === 'waiting') return;
    if (this.state.status === 'placed') return;
    writeStored(this.options.storageKey, { request, savedAt: Date.now() } satisfies PendingOrder);
    void this.attempt();
  }

  private readonly onOnline = () => {
    if (this.state.status === 'waiting') void this.attempt();
  };

  private set(state: SendState) {
    this.state = state;
    this.options.onChange(state);
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async attempt(): Promise<void> {
    const pending = this.pending;
    if (this.inFlight || !pending) return;
    this.inFlight = true;
    this.clearTimer();
    this.set({ status: 'sending' });
    try {
      const order = await this.post(pending.request);
      removeStored(this.options.storageKey);
      this.set({ status: 'placed', order });
    } catch (error) {
      if (error instanceof PublicApiError && !error.isTransient) {
        removeStored(this.options.storageKey);
        const { message, key, values } = parseAppError(error.payload);
        const field = (error.payload as { error?: { field?: unknown } } | null)?.error?.field;
        this.set({
          status: 'failed',
          message,
          field: typeof field === 'string' ? field : undefined,
          key,
          values,
        });
      } else {
        const reason =
          error instanceof PublicApiError && error.status >= 500 ? 'server' : 'offline';
        this.set({ status: 'waiting', reason });
        if (this.started) this.timer = setTimeout(() => void this.attempt(), RETRY_MS);
      }
    } finally {
      this.inFlight = false;
    }
  }
}
