import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe, UNAUTHENTICATED } from '../test/fixtures.ts';
import { mockFetch } from '../test/render.tsx';
import { apiGet } from './client.ts';
import { SignedOutError, useMeQuery } from './me.ts';
import { createQueryClient } from './query-client.ts';
import { markSignedIn } from '../lib/session-flag.ts';

function Probe() {
  const me = useMeQuery();
  const profile = useQuery({
    queryKey: ['profile'],
    queryFn: () => apiGet('/api/v1/profile'),
    enabled: me.data !== undefined,
  });
  return (
    <div>
      <p>user: {me.data?.user.email ?? 'none'}</p>
      <p>expired: {String(me.error instanceof SignedOutError && me.error.expired)}</p>
      <p>profile: {profile.status}</p>
    </div>
  );
}

describe('a session that ends while the page is open', () => {
  it('a 401 from any call asks /me again, and the old user is no longer shown', async () => {
    markSignedIn();
    let revoked = false;
    mockFetch(({ url }) => {
      if (url === '/api/v1/me') return revoked ? UNAUTHENTICATED : { body: makeMe() };
      revoked = true;
      return UNAUTHENTICATED;
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText('profile: error')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('user: none')).toBeInTheDocument());
    expect(screen.getByText('expired: true')).toBeInTheDocument();
  });
});
