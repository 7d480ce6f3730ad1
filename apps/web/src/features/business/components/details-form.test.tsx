import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@scanorder/shared/validation/messages';
import { makeBusiness } from '../../../test/business-fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { browserTimeZone } from './details-options.ts';
import { DetailsForm } from './details-form.tsx';

const URL_PATH = '/api/v1/businesses/restaurant';

describe('DetailsForm', { timeout: 30_000 }, () => {
  it("shows the spec's message for every rule as the owner types", async () => {
    const user = userEvent.setup();
    renderWithApp(<DetailsForm kind="restaurant" business={null} />);

    const legalName = screen.getByLabelText(/Business Owner Legal Name/);
    await user.type(legalName, 'A');
    expect(
      await screen.findByText(messages.tooShort('Business owner legal name', 2)),
    ).toBeInTheDocument();
    await user.clear(legalName);
    expect(
      await screen.findByText(messages.required('Business owner legal name')),
    ).toBeInTheDocument();
    await user.type(legalName, 'x'.repeat(101));
    expect(
      await screen.findByText(messages.tooLong('Business owner legal name', 100)),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Business Name/), 'S');
    expect(
      await screen.findByText('Business name cannot be less than 2 characters'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Business Description/), 'Good');
    expect(
      await screen.findByText(messages.tooShort('Business description', 5)),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Mobile Number/), '12345');
    expect(await screen.findByText('Please enter valid Mobile no')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Website URL'), 'not a site');
    expect(await screen.findByText('Please enter valid Url')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Country Code/), 'abc');
    expect(await screen.findByText('Please enter valid Country code')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Business Address'), 'MG');
    expect(await screen.findByText(messages.tooShort('Business address', 5))).toBeInTheDocument();
  });

  it('asks for a business type and offers only the kind’s list', async () => {
    const user = userEvent.setup();
    renderWithApp(<DetailsForm kind="grocery" business={null} />);
    const type = screen.getByLabelText(/Business Type/);
    expect([...(type as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Choose a business type',
      'Enterprise',
      'Local Store',
    ]);
    // Grocery stores have no address, place or coordinates.
    expect(screen.queryByLabelText('Business Address')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Latitude')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Grocery' }));
    expect(await screen.findByText('Business type field is required')).toBeInTheDocument();
  });

  it('defaults the time zone to the browser zone and the WhatsApp number to the mobile', async () => {
    const user = userEvent.setup();
    renderWithApp(<DetailsForm kind="restaurant" business={null} />);
    expect(screen.getByLabelText(/Time Zone/)).toHaveValue(browserTimeZone());
    expect(screen.queryByLabelText('WhatsApp Mobile Number')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'WhatsApp same as Mobile No' }));
    await user.type(screen.getByLabelText('WhatsApp Mobile Number'), '99');
    expect(await screen.findByText('Please enter valid Mobile no')).toBeInTheDocument();
  });

  it('creates the business with the parsed details and confirms with an info toast', async () => {
    const user = userEvent.setup();
    const saved = makeBusiness('restaurant');
    const fetchMock = mockFetch(() => ({ status: 201, body: saved }));
    renderWithApp(<DetailsForm kind="restaurant" business={null} />);

    await user.type(screen.getByLabelText(/Business Owner Legal Name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Business Name/), 'Spice Garden');
    await user.selectOptions(screen.getByLabelText(/Business Type/), 'Food Truck');
    await user.type(screen.getByLabelText(/Business Description/), 'South Indian street food.');
    await user.type(screen.getByLabelText(/^Country Code/), '91');
    await user.type(screen.getByLabelText(/^Mobile Number/), '9876543210');
    await user.selectOptions(screen.getByLabelText(/Menu Currency/), 'INR');
    await user.selectOptions(screen.getByLabelText(/Time Zone/), 'Asia/Kolkata');
    await user.type(screen.getByLabelText('Latitude'), '12.97');
    await user.click(screen.getByRole('button', { name: 'Create Restaurant' }));

    expect(await screen.findByText('RESTAURANT DETAILS SAVED')).toBeInTheDocument();
    const [body] = requestsTo(fetchMock, URL_PATH);
    expect(body).toMatchObject({
      businessOwnerLegalName: 'Asha Rao',
      businessName: 'Spice Garden',
      businessType: 'Food Truck',
      countryCode: '+91',
      mobileNo: '9876543210',
      whatsAppSameAsMobileNo: true,
      menuCurrency: 'INR',
      timeZone: 'Asia/Kolkata',
      latitude: 12.97,
    });
    expect(body).not.toHaveProperty('websiteUrl');
  });

  it("shows the spec's catalogue message followed by the server's on failure", async () => {
    const user = userEvent.setup();
    mockFetch(() => ({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'Please enter valid Time zone' } },
    }));
    renderWithApp(<DetailsForm kind="grocery" business={makeBusiness('grocery')} />);
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    await waitFor(() =>
      expect(
        screen.getByText('SERVER ERROR WHILE SAVING GROCERY RECORDS! PLEASE ENTER VALID TIME ZONE'),
      ).toBeInTheDocument(),
    );
  });
});
