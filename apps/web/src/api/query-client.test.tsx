import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe, UNAUTHENTICATED } from '../test/fixtures.ts';
import { mockFetch, requestsTo } from '../test/render.tsx';
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

function RoleProbe() {
  const me = useMeQuery();
  const reports = useQuery({
    queryKey: ['reports'],
    queryFn: () => apiGet('/api/v1/businesses/restaurant/reports'),
    enabled: me.data !== undefined,
  });
  return (
    <div>
      <p>role: {me.data?.member.role ?? 'none'}</p>
      <p>reports: {reports.status}</p>
    </div>
  );
}

describe('a role that changes while the page is open', () => {
  const FORBIDDEN = {
    status: 403,
    body: {
      error: { code: 'FORBIDDEN', message: 'Your are not authorized to perform this action.' },
    },
  };
  const me = (role: 'manager' | 'member') =>
    makeMe({ member: { id: 'mem-2', role, isOwner: false, userName: 'meera.shah' } });

  it("a 403 from any call asks /me again, so a demoted member's screens follow their new role", async () => {
    markSignedIn();
    let demoted = false;
    const fetchMock = mockFetch(({ url }) => {
      if (url === '/api/v1/me') return { body: me(demoted ? 'member' : 'manager') };
      demoted = true;
      return FORBIDDEN;
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RoleProbe />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText('reports: error')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('role: member')).toBeInTheDocument());
    expect(requestsTo(fetchMock, '/api/v1/me')).toHaveLength(2);
  });

  it('a 403 from /me itself is not asked again (the protected layout sends the user on)', async () => {
    markSignedIn();
    const fetchMock = mockFetch(() => FORBIDDEN);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RoleProbe />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(requestsTo(fetchMock, '/api/v1/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requestsTo(fetchMock, '/api/v1/me')).toHaveLength(1);
  });
});
