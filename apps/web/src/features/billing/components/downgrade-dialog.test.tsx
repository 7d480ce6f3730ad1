import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DOWNGRADE_TITLE, type DowngradeCheck } from '@scanorder/shared/billing/plan-change';
import { DowngradeDialog } from './downgrade-dialog.tsx';

const check: DowngradeCheck = {
  restaurantEntities: ['Main Street', 'Lake View'],
  groceryEntities: ['Fresh Corner'],
  members: [
    { firstName: 'Ravi', lastName: 'Kumar' },
    { firstName: 'Meena', lastName: 'Iyer' },
  ],
  qrCount: 30,
  allowed: { entityCount: 1, memberCount: 3, qrCount: 25 },
  actual: { entityCount: 3, memberCount: 2, qrCount: 30 },
  exceeded: ['entityCount', 'qrCount'],
};

const row = (table: HTMLElement, name: RegExp) =>
  within(table).getByRole('rowheader', { name }).closest('tr')!;

describe('DowngradeDialog', () => {
  it("shows the spec's title, the names per kind and the members", () => {
    render(<DowngradeDialog downgrade={check} planName="Starter Kit" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: DOWNGRADE_TITLE });
    const restaurant = within(dialog).getByRole('list', { name: 'Restaurant Entities (2)' });
    expect(
      within(restaurant)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Main Street', 'Lake View']);
    const grocery = within(dialog).getByRole('list', { name: 'Grocery Entities (1)' });
    expect(within(grocery).getByText('Fresh Corner')).toBeInTheDocument();
    const members = within(dialog).getByRole('list', { name: 'Members (2)' });
    expect(within(members).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(members).getByText('Meena Iyer')).toBeInTheDocument();
  });

  it('shows Allowed and Actual for each limit and marks the ones over it', () => {
    render(<DowngradeDialog downgrade={check} planName="Starter Kit" onClose={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Allowed and Actual counts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Limit', 'Allowed', 'Actual']);
    expect(row(table, /^Entities/)).toHaveTextContent('Entities (branches) (over the limit)13');
    expect(row(table, /^Members/)).toHaveTextContent(/^Members32$/);
    expect(row(table, /^QR Codes/)).toHaveTextContent('QR Codes (over the limit)2530');
  });

  it('says None for an empty kind, and closes with OK', async () => {
    const onClose = vi.fn();
    render(
      <DowngradeDialog
        downgrade={{ ...check, groceryEntities: [] }}
        planName="Company"
        onClose={onClose}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Grocery Entities (0)' }).nextSibling,
    ).toHaveTextContent('None');
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('stays closed without a refusal', () => {
    render(<DowngradeDialog downgrade={null} planName="" onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
