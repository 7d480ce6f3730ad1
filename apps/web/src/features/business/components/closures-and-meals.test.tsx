import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hoursMessages } from '@scanorder/shared/business/hours';
import { makeBusiness } from '../../../test/business-fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { ClosuresForm } from './closures-form.tsx';
import { MenuTypeHoursForm } from './menu-type-hours-form.tsx';

describe('ClosuresForm', { timeout: 30_000 }, () => {
  it('adds a date range with a reason and refuses an end before the start', async () => {
    const user = userEvent.setup();
    const business = makeBusiness('restaurant');
    const fetchMock = mockFetch(({ body }) => ({
      body: { ...business, closures: (body as { closures: unknown }).closures },
    }));
    renderWithApp(<ClosuresForm kind="restaurant" business={business} />);
    expect(screen.getByText('No holidays or closures planned.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Closure' }));
    const closure = screen.getByRole('group', { name: 'Closure 1' });
    // Date inputs take a whole value at once, as the browser's date picker gives it.
    fireEvent.change(within(closure).getByLabelText('Start Date'), {
      target: { value: '2030-12-24' },
    });
    fireEvent.change(within(closure).getByLabelText('End Date'), {
      target: { value: '2030-12-20' },
    });
    await user.type(within(closure).getByLabelText('Reason'), 'X');
    expect(
      await within(closure).findByText('Reason cannot be less than 2 characters'),
    ).toBeInTheDocument();
    await user.type(within(closure).getByLabelText('Reason'), 'mas');
    await user.click(screen.getByRole('button', { name: 'Save Closures' }));
    expect(await within(closure).findByText(hoursMessages.endBeforeStart)).toBeInTheDocument();

    fireEvent.change(within(closure).getByLabelText('End Date'), {
      target: { value: '2030-12-26' },
    });
    await user.click(screen.getByRole('button', { name: 'Save Closures' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/v1/businesses/restaurant/closures')).toEqual([
        { closures: [{ startDate: '2030-12-24', endDate: '2030-12-26', reason: 'Xmas' }] },
      ]),
    );
  });
});

describe('ClosuresForm, a closure already over', { timeout: 30_000 }, () => {
  it('says on its row that it no longer closes anything, and still saves the list', async () => {
    const user = userEvent.setup();
    const business = makeBusiness('restaurant', {
      closures: [
        { startDate: '2020-12-24', endDate: '2020-12-26', reason: 'Xmas' },
        { startDate: '2099-01-01', endDate: null, reason: 'New Year' },
      ],
    });
    const fetchMock = mockFetch(({ body }) => ({
      body: { ...business, closures: (body as { closures: unknown }).closures },
    }));
    renderWithApp(<ClosuresForm kind="restaurant" business={business} />);
    const ended =
      'This closure has ended, so it no longer closes anything. Remove it or change its dates.';
    const past = screen.getByRole('group', { name: 'Closure 1' });
    expect(past).toHaveAccessibleDescription(ended);
    expect(within(past).getByText(ended)).toBeVisible();
    expect(screen.getByRole('group', { name: 'Closure 2' })).not.toHaveAccessibleDescription();

    // Moved into the future, it is a plan again.
    fireEvent.change(within(past).getByLabelText('End Date'), { target: { value: '2099-12-26' } });
    expect(within(past).queryByText(ended)).not.toBeInTheDocument();
    fireEvent.change(within(past).getByLabelText('End Date'), { target: { value: '' } });
    expect(await within(past).findByText(ended)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save Closures' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/v1/businesses/restaurant/closures')).toHaveLength(1),
    );
  });
});

describe('ClosuresForm, removing a closure', { timeout: 30_000 }, () => {
  it('says a new closure needs a reason only once the owner left it empty or saved', async () => {
    const user = userEvent.setup();
    renderWithApp(<ClosuresForm kind="restaurant" business={makeBusiness('restaurant')} />);
    await user.click(screen.getByRole('button', { name: 'Add Closure' }));
    await user.click(screen.getByRole('button', { name: 'Add Closure' }));
    // Adding a row checks the list; the rows not reached yet keep quiet.
    await waitFor(() => expect(screen.getAllByLabelText('Reason')).toHaveLength(2));
    expect(screen.queryByText('Reason field is required')).not.toBeInTheDocument();

    const first = screen.getByRole('group', { name: 'Closure 1' });
    await user.click(within(first).getByLabelText('Reason'));
    await user.tab();
    expect(await within(first).findByText('Reason field is required')).toBeInTheDocument();
    const second = screen.getByRole('group', { name: 'Closure 2' });
    expect(within(second).queryByText('Reason field is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Closures' }));
    expect(await within(second).findByText('Reason field is required')).toBeInTheDocument();
  });

  it('gives the keyboard the closure that took its place, then Add Closure', async () => {
    const user = userEvent.setup();
    renderWithApp(<ClosuresForm kind="restaurant" business={makeBusiness('restaurant')} />);
    await user.click(screen.getByRole('button', { name: 'Add Closure' }));
    await user.click(screen.getByRole('button', { name: 'Add Closure' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Closure 2' })).getByLabelText('Reason'),
      'Diwali',
    );

    screen.getByRole('button', { name: 'Remove closure 1' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Closure 2' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Closure 1' })).getByLabelText('Reason'),
    ).toHaveValue('Diwali');
    expect(screen.getByRole('button', { name: 'Remove closure 1' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByText('No holidays or closures planned.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Closure' })).toHaveFocus();
  });
});

describe('MenuTypeHoursForm', { timeout: 30_000 }, () => {
  it('starts from the spec defaults, all switched off, and saves the switches', async () => {
    const user = userEvent.setup();
    const business = makeBusiness('grocery');
    const fetchMock = mockFetch(({ body }) => ({ body: { ...business, menuTypeHours: body } }));
    renderWithApp(<MenuTypeHoursForm kind="grocery" business={business} />);
    const breakfast = screen.getByRole('group', { name: 'Breakfast' });
    expect(within(breakfast).getByLabelText('Starts')).toHaveValue('08:00');
    expect(within(breakfast).getByLabelText('Ends')).toHaveValue('11:30');
    expect(
      within(screen.getByRole('group', { name: 'Dinner' })).getByLabelText('Starts'),
    ).toHaveValue('18:30');
    for (const meal of ['Breakfast', 'Lunch', 'Dinner'])
      expect(screen.getByRole('switch', { name: `${meal} enabled` })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Lunch enabled' }));
    const lunch = screen.getByRole('group', { name: 'Lunch' });
    await user.selectOptions(within(lunch).getByLabelText('Ends'), '11:00');
    expect(await within(lunch).findByText(hoursMessages.closeAfterOpen)).toBeInTheDocument();
    await user.selectOptions(within(lunch).getByLabelText('Ends'), '15:30');
    await user.click(screen.getByRole('button', { name: 'Save Menu Hours' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/v1/businesses/grocery/menu-type-hours')).toEqual([
        {
          breakfast: { open: '08:00', close: '11:30' },
          lunch: { open: '11:30', close: '15:30' },
          dinner: { open: '18:30', close: '22:00' },
          isBreakFastEnabled: false,
          isLunchEnabled: true,
          isDinnerEnabled: false,
        },
      ]),
    );
  });
});
