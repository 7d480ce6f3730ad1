import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hoursMessages } from '@scanorder/shared/business/hours';
import { makeBusiness } from '../../../test/business-fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { nextInterval, WeeklyHoursForm } from './weekly-hours-form.tsx';

describe('WeeklyHoursForm', { timeout: 30_000 }, () => {
  it('lists the days from Monday with 30-minute time choices shown as times', () => {
    renderWithApp(<WeeklyHoursForm kind="restaurant" business={makeBusiness('restaurant')} />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(within(groups[0]!).getByText('Closed all day')).toBeInTheDocument();
  });

  it('gives the keyboard Add interval when a removed interval leaves one that cannot go', async () => {
    const user = userEvent.setup();
    renderWithApp(<WeeklyHoursForm kind="restaurant" business={makeBusiness('restaurant')} />);
    const monday = screen.getByRole('group', { name: 'Monday' });
    await user.click(within(monday).getByRole('switch', { name: 'Monday open' }));
    await user.click(within(monday).getByRole('button', { name: 'Add interval to Monday' }));
    expect(within(monday).getAllByLabelText('Opens')).toHaveLength(2);

    within(monday).getByRole('button', { name: 'Remove Monday interval 2' }).focus();
    await user.keyboard('{Enter}');
    expect(within(monday).getAllByLabelText('Opens')).toHaveLength(1);
    expect(within(monday).getByRole('button', { name: 'Add interval to Monday' })).toHaveFocus();
  });

  it('copies one day’s split shift to every day in one action, then saves the week', async () => {
    const user = userEvent.setup();
    const business = makeBusiness('restaurant');
    const fetchMock = mockFetch(({ body }) => ({
      body: { ...business, hours: (body as { hours: unknown }).hours },
    }));
    renderWithApp(<WeeklyHoursForm kind="restaurant" business={business} />);
    const tuesday = screen.getByRole('group', { name: 'Tuesday' });
    await user.click(within(tuesday).getByRole('switch', { name: 'Tuesday open' }));
    await user.selectOptions(within(tuesday).getByLabelText('Opens'), '13:00');
    await user.selectOptions(within(tuesday).getByLabelText('Closes'), '16:00');
    await user.click(within(tuesday).getByRole('button', { name: 'Add interval to Tuesday' }));
    await user.selectOptions(within(tuesday).getAllByLabelText('Opens')[1]!, '20:00');
    await user.selectOptions(within(tuesday).getAllByLabelText('Closes')[1]!, '23:30');

    const copy = within(tuesday).getByRole('button', {
      name: 'Copy to every day: the hours of Tuesday',
    });
    await user.click(copy);
    expect(copy).toHaveFocus();
    expect(
      await screen.findByText('THE HOURS OF TUESDAY ARE NOW THE HOURS OF EVERY DAY'),
    ).toBeInTheDocument();
    const sunday = screen.getByRole('group', { name: 'Sunday' });
    expect(within(sunday).getByRole('switch', { name: 'Sunday open' })).toBeChecked();
    const sundayCloses = within(sunday).getAllByLabelText('Closes');
    expect(sundayCloses[0]).toHaveValue('16:00');
    expect(sundayCloses[1]).toHaveValue('23:30');
    // The day off stays one switch away.
    const monday = screen.getByRole('group', { name: 'Monday' });
    await user.click(within(monday).getByRole('switch', { name: 'Monday open' }));
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));

    expect(await screen.findByText('OPENING HOURS SAVED')).toBeInTheDocument();
    const [body] = requestsTo(fetchMock, '/api/v1/businesses/restaurant/hours') as {
      hours: { day: string; closed: boolean; intervals: unknown[] }[];
    }[];
    const split = [
      { open: '13:00', close: '16:00' },
      { open: '20:00', close: '23:30' },
    ];
    expect(body!.hours[0]).toMatchObject({ day: 'Monday', closed: true });
    for (const day of body!.hours.slice(1))
      expect(day).toMatchObject({ closed: false, intervals: split });
  });

  it('saves a split shift and refuses overlapping or reversed intervals', async () => {
    const user = userEvent.setup();
    const business = makeBusiness('restaurant');
    const fetchMock = mockFetch(({ body }) => ({
      body: { ...business, hours: (body as { hours: unknown }).hours },
    }));
    renderWithApp(<WeeklyHoursForm kind="restaurant" business={business} />);
    const monday = screen.getByRole('group', { name: 'Monday' });

    await user.click(within(monday).getByRole('switch', { name: 'Monday open' }));
    await user.selectOptions(within(monday).getByLabelText('Opens'), '11:00');
    await user.selectOptions(within(monday).getByLabelText('Closes'), '15:00');
    await user.click(within(monday).getByRole('button', { name: 'Add interval to Monday' }));

    // The new interval starts where the first ends; make it overlap, then reverse it.
    const opens = () => within(monday).getAllByLabelText('Opens');
    const closes = () => within(monday).getAllByLabelText('Closes');
    expect(opens()).toHaveLength(2);
    await user.selectOptions(opens()[1]!, '14:00');
    await user.selectOptions(closes()[1]!, '22:00');
    expect(await within(monday).findByText(hoursMessages.overlap)).toBeInTheDocument();

    await user.selectOptions(opens()[1]!, '18:00');
    await user.selectOptions(closes()[1]!, '18:00');
    expect(await within(monday).findByText(hoursMessages.closeAfterOpen)).toBeInTheDocument();
    expect(within(monday).queryByText(hoursMessages.overlap)).not.toBeInTheDocument();
    // Closing after midnight: how to enter it, as the owner types.
    await user.selectOptions(closes()[1]!, '02:00');
    expect(await within(monday).findByText(hoursMessages.pastMidnight)).toBeInTheDocument();
    // Written under the interval's row (not widening its Closes), and read with the field.
    expect(closes()[1]).toHaveAccessibleDescription(hoursMessages.pastMidnight);
    expect(closes()[1]).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(closes()[1]!, '22:00');
    await waitFor(() =>
      expect(within(monday).queryByText(hoursMessages.pastMidnight)).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));

    expect(await screen.findByText('OPENING HOURS SAVED')).toBeInTheDocument();
    const [body] = requestsTo(fetchMock, '/api/v1/businesses/restaurant/hours') as {
      hours: { day: string; closed: boolean; intervals: unknown[] }[];
    }[];
    expect(body!.hours[0]).toEqual({
      day: 'Monday',
      closed: false,
      intervals: [
        { open: '11:00', close: '15:00' },
        { open: '18:00', close: '22:00' },
      ],
    });
    expect(body!.hours[1]).toMatchObject({ day: 'Tuesday', closed: true });
  });

  it('removes an interval but always keeps one', async () => {
    const user = userEvent.setup();
    const business = makeBusiness('grocery');
    renderWithApp(<WeeklyHoursForm kind="grocery" business={business} />);
    const friday = screen.getByRole('group', { name: 'Friday' });
    await user.click(within(friday).getByRole('switch', { name: 'Friday open' }));
    expect(within(friday).getByRole('button', { name: 'Remove Friday interval 1' })).toBeDisabled();
    await user.click(within(friday).getByRole('button', { name: 'Add interval to Friday' }));
    await user.click(within(friday).getByRole('button', { name: 'Remove Friday interval 2' }));
    expect(within(friday).getAllByLabelText('Opens')).toHaveLength(1);
  });

  it('proposes the next interval after the last one', () => {
    expect(nextInterval([])).toEqual({ open: '09:00', close: '17:00' });
    expect(nextInterval([{ open: '09:00', close: '14:00' }])).toEqual({
      open: '14:00',
      close: '15:00',
    });
    expect(nextInterval([{ open: '09:00', close: '24:00' }])).toEqual({
      open: '23:00',
      close: '24:00',
    });
  });
});
