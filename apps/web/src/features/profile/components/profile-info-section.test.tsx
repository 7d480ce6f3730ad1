import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@scanorder/shared/profile/profile';
import { messages } from '@scanorder/shared/validation/messages';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { ownerProfile } from '../../../test/fixtures.ts';
import { ProfileInfoSection } from './profile-info-section.tsx';

const memberProfile: Profile = {
  ...ownerProfile,
  memberId: 'mem-2',
  role: 'member',
  isOwner: false,
  userName: 'ravi.kumar',
  form: 'member',
};

describe('ProfileInfoSection', () => {
  it("shows the spec's messages as the owner types", async () => {
    const user = userEvent.setup();
    renderWithApp(<ProfileInfoSection profile={ownerProfile} />);

    const firstName = screen.getByLabelText('First Name');
    await user.clear(firstName);
    expect(await screen.findByText(messages.required('First name'))).toBeInTheDocument();
    await user.type(firstName, 'A');
    expect(await screen.findByText(messages.tooShort('First name', 2))).toBeInTheDocument();

    const mobile = screen.getByLabelText('Mobile Number');
    await user.clear(mobile);
    await user.type(mobile, '12345');
    expect(await screen.findByText(messages.mobile)).toBeInTheDocument();

    const countryCode = screen.getByLabelText('Country Code');
    await user.clear(countryCode);
    await user.type(countryCode, 'IN');
    expect(await screen.findByText('Please enter valid Country code')).toBeInTheDocument();

    const idle = screen.getByLabelText('Idle Timeout (minutes)');
    await user.clear(idle);
    await user.type(idle, '4');
    expect(await screen.findByText('Idle timeout cannot be less than 5 value')).toBeInTheDocument();
  });

  it('saves the admin form, says so and refreshes who is signed in', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(({ body }) => ({
      body: { ...ownerProfile, ...(body as object) },
    }));
    const { queryClient } = renderWithApp(<ProfileInfoSection profile={ownerProfile} />);
    queryClient.setQueryData(['me'], { stale: true });

    await user.click(screen.getByLabelText('Service Name'));
    await user.click(await screen.findByRole('option', { name: 'Grocery' }));
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), 'Verma');
    const hiddenTab = screen.getByRole('switch', {
      name: 'Sign out when the browser tab is hidden',
    });
    expect(hiddenTab).toBeChecked();
    await user.click(hiddenTab);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    const toast = await screen.findByText('PROFILE UPDATED SUCCESSFULLY!');
    // A success reads as one: notistack's success variant (green, with its check icon).
    expect(toast.closest('.notistack-MuiContent-success')).not.toBeNull();
    expect(requestsTo(fetchMock, '/api/v1/profile')).toEqual([
      {
        firstName: 'Asha',
        lastName: 'Verma',
        serviceName: 'Grocery',
        countryCode: '+91',
        mobileNo: '9876543210',
        idleTimeoutMinutes: 15,
        signOutOnHiddenTab: false,
      },
    ]);
    await waitFor(() => expect(queryClient.getQueryState(['me'])?.isInvalidated).toBe(true));
  });

  it('gives members the member form: names and phone only', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ body: memberProfile }));
    renderWithApp(<ProfileInfoSection profile={memberProfile} />);

    expect(screen.queryByLabelText('Service Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Idle Timeout (minutes)')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('switch', { name: 'Sign out when the browser tab is hidden' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByText('PROFILE UPDATED SUCCESSFULLY!');
    expect(requestsTo(fetchMock, '/api/v1/profile')).toEqual([
      { firstName: 'Asha', lastName: 'Rao', countryCode: '+91', mobileNo: '9876543210' },
    ]);
  });

  it('shows a refusal from the server as an error toast', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({
      status: 403,
      body: {
        error: {
          code: 'FORBIDDEN',
          message: 'Only an admin can change the service or the idle timeout.',
        },
      },
    }));
    renderWithApp(<ProfileInfoSection profile={ownerProfile} />);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(
      await screen.findByText('ONLY AN ADMIN CAN CHANGE THE SERVICE OR THE IDLE TIMEOUT.'),
    ).toBeInTheDocument();
  });
});
