import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SharedOptionGroup } from '@scanorder/shared/menu/shared-option-groups';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { SharedGroupsDialog } from './shared-groups-dialog.tsx';

const GROUPS = '/api/v1/businesses/restaurant/option-groups';

const spiceLevel: SharedOptionGroup = {
  id: '7d0c3e52-5f5e-4b8e-9a57-0f1d7c2b1a01',
  type: 'selectors',
  name: 'Spice level',
  min: 1,
  max: 1,
  options: [
    { id: 'o1', value: 'Mild', additionalPriceMinor: 0, allergens: [] },
    { id: 'o2', value: 'Hot', additionalPriceMinor: 0, allergens: [] },
  ],
  itemCount: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('SharedGroupsDialog', { timeout: 30_000 }, () => {
  it('lists groups with how many items use them and deletes one after confirmation', async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    mockFetch(({ method, url }) => {
      if (method !== 'DELETE') return { body: { groups: [spiceLevel] } };
      deleted.push(url);
      return { status: 204 };
    });
    renderWithApp(<SharedGroupsDialog currency="INR" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Shared option groups' });
    const list = within(dialog).getByRole('list', { name: 'Shared option groups' });
    expect(await within(list).findByText('Spice level')).toBeVisible();
    expect(within(list).getByText('Selector · Mild, Hot · Used by 3 items')).toBeVisible();

    await user.click(within(list).getByRole('button', { name: 'Delete Spice level' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Spice level?' });
    expect(confirm).toHaveTextContent('The group is removed from 3 items that use it.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([`${GROUPS}/${spiceLevel.id}`]));
  });

  it('defines a new group with the rules of its type', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(({ method }) =>
      method === 'POST'
        ? { status: 201, body: { ...spiceLevel, id: spiceLevel.id, name: 'Breads', itemCount: 0 } }
        : { body: { groups: [] } },
    );
    renderWithApp(<SharedGroupsDialog currency="INR" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Shared option groups' });
    expect(await within(dialog).findByText('No shared option groups yet.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add Shared Group' }));

    await user.click(within(dialog).getByRole('combobox', { name: 'Group type' }));
    await user.click(await screen.findByRole('option', { name: 'Incrementor' }));
    const group = within(dialog).getByRole('group', { name: 'Incrementor group 1' });
    await user.type(within(group).getByLabelText('Group Name'), 'Breads');
    await user.type(within(group).getByLabelText('Option'), 'Butter naan');
    const each = within(group).getByLabelText('Price each (INR)');
    await user.clear(each);
    await user.type(each, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save Group' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, GROUPS).filter(Boolean)).toEqual([
        {
          type: 'incrementors',
          name: 'Breads',
          min: 0,
          max: 5,
          options: [{ value: 'Butter naan', additionalPriceMinor: 4500, allergens: [] }],
        },
      ]),
    );
    // Back on the list once saved.
    expect(await within(dialog).findByRole('button', { name: 'Add Shared Group' })).toBeVisible();
  });
});
