import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@scanorder/shared/validation/messages';
import { makeBusiness } from '../../../test/business-fixtures.ts';
import { mockFetch, renderWithApp, requestsTo, validationFailure } from '../../../test/render.tsx';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
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
    // Grocery stores have no address or place, but a location for the delivery radius.
    expect(screen.queryByLabelText('Business Address')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toBeInTheDocument();

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

  it('starts a new business with the owner’s country: a Spanish phone gets +34 with its euros', () => {
    localStorage.setItem(
      STORAGE_KEYS.currency,
      JSON.stringify({ country: 'Spain', currencyCode: 'EUR', symbol: '€' }),
    );
    try {
      renderWithApp(<DetailsForm kind="restaurant" business={null} />);
      expect(screen.getByLabelText(/^Country Code/)).toHaveValue('+34');
      expect(screen.getByLabelText(/Menu Currency/)).toHaveValue('EUR');
    } finally {
      localStorage.removeItem(STORAGE_KEYS.currency);
    }
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
    await user.clear(screen.getByLabelText(/^Country Code/));
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

  it("takes a grocery store's location from this device with Use my current location", async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({
        coords: { latitude: 38.907_212_3, longitude: -77.036_871_9, accuracy: 12 },
      } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition },
      configurable: true,
    });
    try {
      const saved = makeBusiness('grocery', { latitude: 38.907212, longitude: -77.036872 });
      const fetchMock = mockFetch(() => ({ body: saved }));
      renderWithApp(<DetailsForm kind="grocery" business={makeBusiness('grocery')} />);

      await user.click(screen.getByRole('button', { name: 'Use my current location' }));
      expect(screen.getByLabelText('Latitude')).toHaveValue('38.907212');
      expect(screen.getByLabelText('Longitude')).toHaveValue('-77.036872');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Location set from this device (within about 12 m). Save to keep it.',
      );
      await user.click(screen.getByRole('button', { name: 'Save Details' }));
      await waitFor(() =>
        expect(requestsTo(fetchMock, '/api/v1/businesses/grocery')[0]).toMatchObject({
          latitude: 38.907212,
          longitude: -77.036872,
        }),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('says so when the location permission is refused, and the coordinates can still be typed', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'geolocation', {
      value: {
        getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) =>
          failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
      },
      configurable: true,
    });
    try {
      renderWithApp(<DetailsForm kind="grocery" business={null} />);
      await user.click(screen.getByRole('button', { name: 'Use my current location' }));
      expect(screen.getByRole('status')).toHaveTextContent(
        'Location permission was refused. Allow it in the browser, or type the latitude and longitude.',
      );
      await user.type(screen.getByLabelText('Latitude'), '95');
      expect(await screen.findByText('Latitude cannot be more than 90 value')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it("shows the spec's catalogue message followed by the server's on failure", async () => {
    const user = userEvent.setup();
    mockFetch(() => validationFailure('Please enter valid Time zone'));
    renderWithApp(<DetailsForm kind="grocery" business={makeBusiness('grocery')} />);
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    await waitFor(() =>
      expect(
        screen.getByText('SERVER ERROR WHILE SAVING GROCERY RECORDS! PLEASE ENTER VALID TIME ZONE'),
      ).toBeInTheDocument(),
    );
  });
});
