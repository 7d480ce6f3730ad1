import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/render.tsx';
import { apiGet, apiPost, ApiError } from './client.ts';
import { createQueryClient } from './query-client.ts';

const DOWN = { status: 503, body: { error: { code: 'INTERNAL', message: 'Database is down' } } };

describe('retries (spec: 3 attempts, 5 seconds apart, for reads; saves never retried)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('reads a failing resource three times, five seconds apart, then reports the failure', async () => {
    const fetchMock = mockFetch(() => DOWN);
    const queryClient = createQueryClient();
    const read = queryClient.fetchQuery({
      queryKey: ['menu'],
      queryFn: () => apiGet('/api/v1/menu'),
    });
    const outcome = read.then(
      () => 'read',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Database is down');
  });

  it('does not retry a read the server refused (a 4xx is an answer)', async () => {
    const fetchMock = mockFetch(() => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'User Not Found!' } },
    }));
    const read = createQueryClient()
      .fetchQuery({ queryKey: ['member'], queryFn: () => apiGet('/api/v1/members/x') })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await read).toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a failing save once and reports it, however long one waits', async () => {
    const fetchMock = mockFetch(() => DOWN);
    const save = new MutationObserver(createQueryClient(), {
      mutationFn: () => apiPost('/api/v1/menu-items', { name: 'Dosa' }),
    });
    const outcome = save.mutate().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toBeInstanceOf(ApiError);
    expect(save.getCurrentResult().status).toBe('error');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails a save made while offline at once instead of parking it to send later', async () => {
    onlineManager.setOnline(false);
    const fetchMock = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const save = new MutationObserver(createQueryClient(), {
      mutationFn: () => apiPost('/api/v1/menu-items', { name: 'Dosa' }),
    });
    const outcome = save.mutate().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(save.getCurrentResult().isPaused).toBe(false);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
