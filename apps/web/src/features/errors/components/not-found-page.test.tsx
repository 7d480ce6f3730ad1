import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../api/query-client.ts';
import { makeMe } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { queryKeys } from '../../../api/query-keys.ts';

async function goHome(url: string, me?: ReturnType<typeof makeMe>) {
  const queryClient = createQueryClient();
  if (me) queryClient.setQueryData(queryKeys.me, me);
  renderWithApp(<NotFoundPage />, { url, path: '*', queryClient });
  expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
  expect(screen.getByText('PAGE NOT FOUND')).toBeInTheDocument();
  expect(screen.getByText('404 - PAGE NOT FOUND.')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'GOTO HOMEPAGE' }));
}

const location = () => screen.getAllByTestId('location').at(-1);

describe('NotFoundPage GOTO HOMEPAGE', () => {
  it("goes to the signed-in user's overview, keeping ?memberId=", async () => {
    const member = makeMe({
      member: { id: 'mem-9', role: 'member', isOwner: false, userName: 'ravi' },
    });
    await goHome('/acc-1/nowhere?memberId=mem-9', member);
    await waitFor(() =>
      expect(location()).toHaveTextContent(/^\/acc-1\/overview\?memberId=mem-9$/),
    );
  });

  it('goes to an owner overview without memberId', async () => {
    await goHome('/acc-1/restaurant/missing', makeMe());
    await waitFor(() => expect(location()).toHaveTextContent(/^\/acc-1\/overview$/));
  });

  it('goes to the sign-in view when the path has no signed-in user id', async () => {
    await goHome('/acc-2/nowhere', makeMe());
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(location()?.dataset['state']).toBe('{"view":"unAuthorized"}');
  });

  it('goes to the sign-in view when nobody is signed in', async () => {
    await goHome('/some/unknown/page');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(location()?.dataset['state']).toBe('{"view":"unAuthorized"}');
  });
});
