import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { navigateTo } from '../lib/navigate.ts';
import { menuPageData } from '../test-fixtures.ts';
import { MenuPage } from './menu-page.tsx';

vi.mock('../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));
// The item sheet's chunk cannot be fetched: no connection, or gone since a new version.
vi.mock('../ordering/ordering-layer.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('menu page, when the ordering code cannot be loaded', () => {
  it('says so when Add is tapped, instead of loading for ever, and Try again loads the page again', async () => {
    const user = userEvent.setup();
    render(<MenuPage page={menuPageData()} />);
    const add = screen.getByRole('button', { name: 'Add Paneer Tikka' });
    await user.click(add);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not open Paneer Tikka. Check your connection and try again.',
    );
    expect(add).toHaveTextContent('Add');
    expect(add).not.toHaveAttribute('aria-busy');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(navigateTo).toHaveBeenCalledWith(window.location.href);
  });
});
