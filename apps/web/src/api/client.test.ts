import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockFetch } from '../test/render.tsx';
import { ApiError, apiGet, apiPost } from './client.ts';

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchMock = mockFetch(() => ({ body: { ok: true } }));
    await expect(apiPost('/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
  });

  it('throws our envelope and better-auth errors as ApiError with code and message', async () => {
    mockFetch(() => ({ status: 409, body: { error: { code: 'CONFLICT', message: 'Taken' } } }));
    await expect(apiGet('/api/x')).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Taken',
    });

    mockFetch(() => ({
      status: 401,
      body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Incorrect Password' },
    }));
    await expect(apiGet('/api/x')).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Incorrect Password',
    });
  });

  it("words a network failure or a malformed answer as the spec's server error", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const offline = apiGet('/api/x');
    await expect(offline).rejects.toBeInstanceOf(ApiError);
    await expect(offline).rejects.toMatchObject({
      status: 0,
      message: 'Server Error! Please try again later.',
    });

    mockFetch(() => ({ body: { name: 42 } }));
    await expect(apiGet('/api/x', z.object({ name: z.string() }))).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});
