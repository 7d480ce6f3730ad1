import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Member, MemberList } from '@scanorder/shared/team/member';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { makeMe, makeMember } from '../../../test/fixtures.ts';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { UsersPage } from './users-page.tsx';

const member = (id: string, status: Member['status'], firstName: string): Member =>
  makeMember({
    id,
    status,
    role: 'manager',
    firstName,
    userName: `${firstName.toLowerCase()}.rao`,
  });
const list: MemberList = {
  members: [
    member('00000000-0000-4000-8000-000000000002', 'invited', 'Ivy'),
    member('00000000-0000-4000-8000-000000000003', 'active', 'Arun'),
  ],
  limit: { memberCount: 10, used: 2 },
};

describe('USERS in Spanish', () => {
  beforeEach(() => setOwnerLocale('es'));
  afterEach(() => setOwnerLocale('en'));

  it('shows the page, roles, statuses, actions and confirmations in Spanish', async () => {
    const user = userEvent.setup();
    mockFetch(({ url }) => ({ body: url === '/api/v1/me' ? makeMe() : list }));
    renderWithApp(<UsersPage />, { url: '/acc-1/users', path: '/:userId/users' });

    const ivy = await screen.findByRole('article', { name: 'Ivy Rao' });
    expect(screen.getByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invitar miembro' })).toBeInTheDocument();
    expect(
      screen.getByText('2 de 10 miembros del equipo usados en tu plan (el titular no cuenta).'),
    ).toBeInTheDocument();
    expect(within(ivy).getByText('invitado')).toBeInTheDocument();
    expect(within(ivy).getByText(/Gerente/)).toBeInTheDocument();
    expect(
      within(ivy)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reenviar Ivy Rao', 'Editar Ivy Rao', 'Retirar Ivy Rao']);

    await user.click(
      within(screen.getByRole('article', { name: 'Arun Rao' })).getByRole('button', {
        name: 'Revocar Arun Rao',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revocar acceso' });
    expect(dialog).toHaveTextContent(
      '¿Revocar el acceso de Arun Rao? Su sesión se cierra al momento y no podrá entrar hasta que se restablezca.',
    );
  });
});
