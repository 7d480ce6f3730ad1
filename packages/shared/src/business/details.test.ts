import { describe, expect, it } from 'vitest';
import { firstMessage } from '../validation/first-message.ts';
import { groceryDetailsInputSchema, restaurantDetailsInputSchema } from './details.ts';

const restaurant = {
  businessOwnerLegalName: 'Priya Raman',
  businessName: 'Spice Route Kitchen',
  businessType: 'Food Truck',
  businessDescription: 'Dosas and filter coffee.',
  countryCode: '+91',
  mobileNo: '9876543210',
  whatsAppSameAsMobileNo: true,
  menuCurrency: 'INR',
  timeZone: 'Asia/Kolkata',
};

describe('business details (docs/product/fields.md, "Restaurant details")', () => {
  it.each([
    ['businessOwnerLegalName', 'Business owner legal name', 2, 100],
    ['businessName', 'Business name', 2, 100],
    ['businessDescription', 'Business description', 5, 500],
  ] as const)('%s is required, %i to %i characters', (field, label, min, max) => {
    expect(firstMessage(restaurantDetailsInputSchema, { ...restaurant, [field]: undefined })).toBe(
      `${label} field is required`,
    );
    expect(firstMessage(restaurantDetailsInputSchema, { ...restaurant, [field]: '' })).toBe(
      `${label} field is required`,
    );
    expect(
      firstMessage(restaurantDetailsInputSchema, { ...restaurant, [field]: 'x'.repeat(min - 1) }),
    ).toBe(`${label} cannot be less than ${min} characters`);
    expect(
      firstMessage(restaurantDetailsInputSchema, { ...restaurant, [field]: 'x'.repeat(max + 1) }),
    ).toBe(`${label} cannot be more than ${max} characters`);
    expect(
      restaurantDetailsInputSchema.safeParse({ ...restaurant, [field]: 'x'.repeat(min) }).success,
    ).toBe(true);
    expect(
      restaurantDetailsInputSchema.safeParse({ ...restaurant, [field]: 'x'.repeat(max) }).success,
    ).toBe(true);
  });

  it('takes the business type from the spec list of the kind', () => {
    for (const type of ['Food Truck', 'Virtual Kitchen', 'Enterprise', 'Local Store']) {
      expect(
        restaurantDetailsInputSchema.safeParse({ ...restaurant, businessType: type }).success,
      ).toBe(true);
    }
    expect(
      groceryDetailsInputSchema.safeParse({ ...restaurant, businessType: 'Enterprise' }).success,
    ).toBe(true);
    expect(
      groceryDetailsInputSchema.safeParse({ ...restaurant, businessType: 'Local Store' }).success,
    ).toBe(true);
    expect(
      firstMessage(groceryDetailsInputSchema, { ...restaurant, businessType: 'Food Truck' }),
    ).toBe('Business type field is required');
    expect(
      firstMessage(restaurantDetailsInputSchema, { ...restaurant, businessType: undefined }),
    ).toBe('Business type field is required');
  });

  it('requires country code, mobile number and menu currency', () => {
    expect(firstMessage(restaurantDetailsInputSchema, { ...restaurant, countryCode: '' })).toBe(
      'Country code field is required',
    );
    expect(firstMessage(restaurantDetailsInputSchema, { ...restaurant, countryCode: '+91a' })).toBe(
      'Please enter valid Country code',
    );
    expect(firstMessage(restaurantDetailsInputSchema, { ...restaurant, mobileNo: '' })).toBe(
      'Mobile number field is required',
    );
    expect(firstMessage(restaurantDetailsInputSchema, { ...restaurant, mobileNo: '98765' })).toBe(
      'Please enter valid Mobile no',
    );
    expect(
      firstMessage(restaurantDetailsInputSchema, { ...restaurant, menuCurrency: undefined }),
    ).toBe('Menu currency field is required');
    expect(
      firstMessage(restaurantDetailsInputSchema, { ...restaurant, menuCurrency: 'XYZ1' }),
    ).toBe('Please enter valid Menu currency');
    const parsed = restaurantDetailsInputSchema.parse({
      ...restaurant,
      countryCode: '91',
      menuCurrency: 'eur',
    });
    expect(parsed.countryCode).toBe('+91');
    expect(parsed.menuCurrency).toBe('EUR');
  });

  it('treats website and WhatsApp as optional, validating them when given', () => {
    const parsed = restaurantDetailsInputSchema.parse({
      ...restaurant,
      websiteUrl: '',
      whatsAppMobileNo: null,
    });
    expect(parsed.websiteUrl).toBeUndefined();
    expect(parsed.whatsAppMobileNo).toBeUndefined();
    expect(
      firstMessage(restaurantDetailsInputSchema, { ...restaurant, websiteUrl: 'spiceroute' }),
    ).toBe('Please enter valid Url');
    expect(
      firstMessage(restaurantDetailsInputSchema, {
        ...restaurant,
        websiteUrl: 'javascript:alert(1)',
      }),
    ).toBe('Please enter valid Url');
    expect(
      firstMessage(restaurantDetailsInputSchema, {
        ...restaurant,
        whatsAppSameAsMobileNo: false,
        whatsAppMobileNo: '123',
      }),
    ).toBe('Please enter valid Mobile no');
    expect(
      restaurantDetailsInputSchema.parse({ ...restaurant, whatsAppSameAsMobileNo: undefined })
        .whatsAppSameAsMobileNo,
    ).toBe(true);
  });

  it('checks the time zone against the runtime and keeps its usual spelling', () => {
    expect(
      firstMessage(restaurantDetailsInputSchema, { ...restaurant, timeZone: 'Mars/Olympus' }),
    ).toBe('Please enter valid Time zone');
    expect(firstMessage(restaurantDetailsInputSchema, { ...restaurant, timeZone: '' })).toBe(
      'Time zone field is required',
    );
    expect(
      restaurantDetailsInputSchema.parse({ ...restaurant, timeZone: 'asia/kolkata' }).timeZone,
    ).toBe('Asia/Kolkata');
    expect(
      restaurantDetailsInputSchema.parse({ ...restaurant, timeZone: 'america/new_york' }).timeZone,
    ).toBe('America/New_York');
  });

  it('has an address, place and coordinates for restaurants only', () => {
    const parsed = restaurantDetailsInputSchema.parse({
      ...restaurant,
      businessAddress: '12 Race Course Road',
      placeId: 'abc',
      latitude: 11,
      longitude: 76.9,
    });
    expect(parsed).toMatchObject({
      businessAddress: '12 Race Course Road',
      latitude: 11,
      longitude: 76.9,
    });
    expect(
      firstMessage(restaurantDetailsInputSchema, { ...restaurant, businessAddress: 'Road' }),
    ).toBe('Business address cannot be less than 5 characters');
    expect(restaurantDetailsInputSchema.safeParse({ ...restaurant, latitude: 91 }).success).toBe(
      false,
    );
    expect(
      groceryDetailsInputSchema.parse({
        ...restaurant,
        businessType: 'Enterprise',
        businessAddress: 'Somewhere 1',
      }),
    ).not.toHaveProperty('businessAddress');
  });
});
