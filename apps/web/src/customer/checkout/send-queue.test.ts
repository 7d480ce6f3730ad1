import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order, PlaceOrderRequest } from '@scanorder/shared/ordering/place-order';
import { PublicApiError } from '../lib/api.ts';
import { placedOrder } from '../test-fixtures.ts';
import { OrderSender, RETRY_MS, type SendState } from './send-queue.ts';

const KEY = 'scanorder.pending-order.test';
const request = { idempotencyKey: '99999999-9999-4999-8999-999999999999' } as PlaceOrderRequest;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function makeSender(post: (request: PlaceOrderRequest) => Promise<Order>) {
  const states: SendState['status'][] = [];
  const sender = new OrderSender({
    storageKey: KEY,
    post,
    onChange: (state) => states.push(state.status),
  });
  sender.start();
  return { sender, states };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('order sender', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the order on the phone while offline and sends it once when back online', async () => {
    const post = vi
      .fn<(request: PlaceOrderRequest) => Promise<Order>>()
      .mockRejectedValueOnce(new PublicApiError(0, null))
      .mockResolvedValueOnce(placedOrder());
    const { sender, states } = makeSender(post);
    sender.place(request);
    await flush();
    expect(sender.current.status).toBe('waiting');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ request });

    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls.map(([sent]) => sent.idempotencyKey)).toEqual([
      request.idempotencyKey,
      request.idempotencyKey,
    ]);
    expect(states).toEqual(['sending', 'waiting', 'sending', 'placed']);
    expect(localStorage.getItem(KEY)).toBeNull();
    sender.stop();
  });

  it('ignores a second tap while the first is on its way', async () => {
    const reply = deferred<Order>();
    const post = vi.fn(() => reply.promise);
    const { sender } = makeSender(post);
    sender.place(request);
    sender.place(request);
    window.dispatchEvent(new Event('online'));
    reply.resolve(placedOrder());
    await flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(sender.current.status).toBe('placed');
    sender.place(request);
    expect(post).toHaveBeenCalledTimes(1);
    sender.stop();
  });

  it('tries again by itself while the server cannot be reached', async () => {
    vi.useFakeTimers();
    const post = vi
      .fn<(request: PlaceOrderRequest) => Promise<Order>>()
      .mockRejectedValueOnce(new PublicApiError(503, null))
      .mockResolvedValueOnce(placedOrder());
    const { sender } = makeSender(post);
    sender.place(request);
    await vi.advanceTimersByTimeAsync(0);
    expect(sender.current.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(post).toHaveBeenCalledTimes(2);
    expect(sender.current.status).toBe('placed');
    sender.stop();
  });

  it("drops a refused order and reports the server's message", async () => {
    const post = vi.fn(() =>
      Promise.reject(
        new PublicApiError(409, {
          error: {
            code: 'CONFLICT',
            message: 'This pickup slot is full. Please choose another time.',
            field: 'fulfilment.slot',
          },
        }),
      ),
    );
    const { sender } = makeSender(post);
    sender.place(request);
    await flush();
    expect(sender.current).toEqual({
      status: 'failed',
      message: 'This pickup slot is full. Please choose another time.',
      field: 'fulfilment.slot',
    });
    expect(localStorage.getItem(KEY)).toBeNull();
    sender.stop();
  });

  it('resumes an order left waiting by an earlier visit', async () => {
    localStorage.setItem(KEY, JSON.stringify({ request, savedAt: Date.now() }));
    const post = vi.fn(() => Promise.resolve(placedOrder()));
    const { sender } = makeSender(post);
    await flush();
    expect(post).toHaveBeenCalledWith(request);
    expect(sender.current.status).toBe('placed');
    sender.stop();
  });
});
